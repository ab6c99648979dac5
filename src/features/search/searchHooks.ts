// Hooks around every search of the site (local or remote). Edit this module to adjust search;
// each hook is optional and may be async. A hook that throws is logged and skipped.
//
//   beforeSearch(query, context)       return a rewritten query, e.g. expand an abbreviation
//   onSearch(query, hits, context)     return extra hits to add, e.g. from another source
//   afterSearch(query, hits, context)  return the hits reordered or filtered
//
// `context` is {lang, versionBase, mode}; hits have the shape of `SearchHit`.
import type {SearchHooks} from '@site/src/features/search/logic/types';

/**
 * Words readers type as one that the pages write as two. The index has no typo tolerance
 * (see docusaurus.config.ts), so without this "nodejs" would find nothing.
 */
const SPELLINGS: Record<string, string> = {
  nodejs: 'node.js',
  modernjs: 'modern.js',
  rsbuildconfig: 'rsbuild config',
};

export const searchHooks: SearchHooks = {
  beforeSearch: (query) => query.replace(/[a-z0-9]+/gi, (word) => (Object.hasOwn(SPELLINGS, word.toLowerCase()) ? SPELLINGS[word.toLowerCase()] : word)),
};
