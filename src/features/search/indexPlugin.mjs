// Theme plugin: `@easyops-cn/docusaurus-search-local` as it is (index, worker, hashed file name),
// plus one pass over the index files it writes, dropping what the search modal never reads.
// The plugin has no option for these two, and they are about half of the gzip bytes:
// - the position of every word in every section (the modal highlights the matched words
//   itself, from the terms the worker reports), and
// - five decimals of the per-section term weights (one is plenty to rank a page).
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {postBuildStep} from '../../shared/build/postBuildOrder.mjs';

const require = createRequire(import.meta.url);
const searchLocal = require('@easyops-cn/docusaurus-search-local');

/** Decimals kept in lunr's term weights. */
const WEIGHT_DECIMALS = 1;

/**
 * The index without word positions and with rounded term weights. Pure: returns a new value.
 * The layout is the plugin's: an array (one entry per document type) of
 * `{documents, index}`, where `index` is a serialized lunr index.
 * @param {Array<{documents: unknown[], index: {fieldVectors: [string, number[]][], invertedIndex: [string, Record<string, unknown>][]}}>} searchIndex
 */
export function trimSearchIndex(searchIndex) {
  const scale = 10 ** WEIGHT_DECIMALS;
  return searchIndex.map(({documents, index}) => ({
    documents,
    index: {
      ...index,
      // Each vector alternates term number and weight: round the weights only.
      fieldVectors: index.fieldVectors.map(([ref, vector]) => [
        ref,
        vector.map((value, i) => (i % 2 === 1 ? Math.round(value * scale) / scale : value)),
      ]),
      invertedIndex: index.invertedIndex.map(([term, posting]) => [term, withoutMetadata(posting)]),
    },
  }));
}

/** A posting (`{_index, <field>: {<ref>: metadata}}`) with empty metadata for every ref. */
function withoutMetadata(posting) {
  const result = {};
  for (const [key, value] of Object.entries(posting)) {
    result[key] = key === '_index' ? value : Object.fromEntries(Object.keys(value).map((ref) => [ref, {}]));
  }
  return result;
}

/** Index files the plugin wrote under `dir` (one per version folder). */
function indexFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : indexFiles(full);
    return /^search-index.*\.json$/.test(entry.name) ? [full] : [];
  });
}

export default function searchIndexPlugin(context, options) {
  const plugin = searchLocal.default(context, options);
  return {
    ...plugin,
    // The plugin reads the built pages: it runs once they are final (shared/build/postBuildOrder.mjs).
    postBuild: postBuildStep('derived', async (props) => {
      await plugin.postBuild(props);
      for (const file of indexFiles(props.outDir)) {
        const trimmed = trimSearchIndex(JSON.parse(fs.readFileSync(file, 'utf8')));
        fs.writeFileSync(file, JSON.stringify(trimmed));
      }
    }),
  };
}

export const validateOptions = searchLocal.validateOptions;
