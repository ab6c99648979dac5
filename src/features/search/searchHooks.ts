// Hooks around every search of the site (local or remote). Edit this module to adjust search;
// each hook is optional and may be async. A hook that throws is logged and skipped.
//
//   beforeSearch(query, context)       return a rewritten query, e.g. expand an abbreviation
//   onSearch(query, hits, context)     return extra hits to add, e.g. from another source
//   afterSearch(query, hits, context)  return the hits reordered or filtered
//
// `context` is {lang, versionBase, mode}; hits have the shape of `SearchHit`.
//
// The local search needs none: spellings (nodejs, modernjs, umd-name, source map), typos and
// the words readers use for what the pages name otherwise (synonyms.json) are handled by the
// engine (engine/). A remote service is expected to do the same on its side.
import type {SearchHooks} from '@site/src/features/search/logic/types';

export const searchHooks: SearchHooks = {};
