// The search engine of src/features/search/engine in Node, on a built index: what
// `npm run bench:relevance -- --engine node` runs. The pages come back in the order the dialog
// shows them: hits grouped by sidebar group, groups in the order of their best hit, seven hits
// per group before "see more" (as logic/grouping.ts does); pages behind "see more" are not shown.
import fs from 'node:fs';
import path from 'node:path';
import {buildSearchIndex} from '../src/features/search/engine/index.mjs';
import {searchIndex} from '../src/features/search/engine/search.mjs';

const HITS_PER_GROUP = 7;
const RESULT_LIMIT = 100;

/** The engine's index of a built language folder (`build/`, `build/zh/`), read through its manifest. */
export function loadBuiltIndex(dir) {
  const {index} = JSON.parse(fs.readFileSync(path.join(dir, 'search-manifest.json'), 'utf8'));
  return buildSearchIndex(JSON.parse(fs.readFileSync(path.join(dir, index), 'utf8')));
}

/** The pages `query` shows, in the order the dialog shows them. */
export function searchPages(engine, query) {
  const results = searchIndex(engine, query, {limit: RESULT_LIMIT});
  const groups = new Map();
  for (const result of results) {
    const page = result.type === 0 ? result.document : result.page;
    const group = (page && page.b?.filter((item) => item.trim()).at(-1)?.trim()) || 'Others';
    const link = result.document.u;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(link);
  }
  return [...new Set([...groups.values()].flatMap((links) => links.slice(0, HITS_PER_GROUP)))];
}
