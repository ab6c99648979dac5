// The search worker: loads the index of a language and version (engine/index.mjs builds its
// word lists from the file's text) and answers searches (engine/search.mjs), off the main thread.
// It also cuts the hits' excerpts and marks their words (logic/hits.ts), so the page receives
// hits ready to show rather than whole sections of text.
// Messages: {id, type: 'load', base, url} → {id}; {id, type: 'search', base, query, limit,
// otherGroup} → {id, hits}; a failure answers {id, error} with the message.
import {toSearchHits, type WorkerResult} from './logic/hits';
import {SEARCH_RESULT_LIMIT} from './logic/text';
import type {SearchHit} from './logic/types';
import {buildSearchIndex, type SearchIndex} from './engine/index.mjs';
import {searchIndex} from './engine/search.mjs';

type Request =
  | {id: number; type: 'load'; base: string; url: string}
  | {id: number; type: 'search'; base: string; query: string; limit: number; otherGroup: string};

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: unknown): void;
};

/** A search as the page asks for it: the engine's results as hits ready to show. */
function answer(index: SearchIndex, query: string, limit: number, otherGroup: string): SearchHit[] {
  return toSearchHits(searchIndex(index, query, {limit}) as WorkerResult[], query, otherGroup);
}

/** Searches made up from the index's own text, of each kind: titles, headings, half-typed and mistyped words, synonyms, Chinese. */
function warmUpQueries(index: SearchIndex, count: number): string[] {
  const headings = index.fields.filter((f) => f.kind === 1 && /\s/.test(f.doc.t)).map((f) => f.doc.t);
  const words = index.words.filter((w) => w.length >= 6 && /^[a-z]+$/.test(w));
  const han = index.hanText.match(/\p{Script=Han}{2,4}/gu) ?? [];
  // Spread over each list; an empty list gives undefined (i % 0 is NaN).
  const nth = <T>(list: readonly T[], i: number): T | undefined => list[i % list.length];
  const queries: string[] = [];
  for (let i = 0; queries.length < count && i < count; i++) {
    const word = nth(words, i * 37) ?? '';
    const chinese = nth(han, i * 7) ?? '';
    const kinds = [nth(index.pages, i)?.title.t, nth(headings, i * 13), word.slice(1), word.slice(0, 4), nth(index.synonyms, i)?.from[0], chinese, `${word} ${chinese}`];
    for (const query of kinds) if (query?.trim() && queries.length < count) queries.push(query);
  }
  return queries;
}

/** Warm-up searches made before an index is reported loaded, and after the reader's first answer. */
const WARM_UP_FIRST = 6;
const WARM_UP_LATER = 30;

/** Warm-up searches still to run, by index. */
const laterWarmUps = new WeakMap<SearchIndex, string[]>();

/**
 * Warms the engine up so that the reader's first queries do not pay for compiling its code or for
 * loading the browser's Chinese dictionary (without it, the first Chinese query and the first
 * query with many synonyms took two to four times as long as later ones). A few searches run
 * before the index is reported loaded; the rest once the reader's first search is answered, one
 * per task, so that a reader's search waits for one of them at most.
 */
function warmUp(index: SearchIndex): SearchIndex {
  const queries = warmUpQueries(index, WARM_UP_FIRST + WARM_UP_LATER);
  for (const query of queries.slice(0, WARM_UP_FIRST)) searchIndex(index, query);
  laterWarmUps.set(index, queries.slice(WARM_UP_FIRST));
  return index;
}

/** Runs the rest of an index's warm-up, one search per task, once (after its first answer). */
function warmUpLater(index: SearchIndex): void {
  const queries = laterWarmUps.get(index);
  if (!queries) return;
  laterWarmUps.delete(index);
  const next = () => {
    const query = queries.shift();
    if (query === undefined) return;
    answer(index, query, SEARCH_RESULT_LIMIT, '');
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/** Each language and version's index, by its base URL; loaded once. */
const indexes = new Map<string, Promise<SearchIndex>>();

async function load(base: string, url: string): Promise<SearchIndex> {
  let index = indexes.get(base);
  if (!index) {
    // Only files of this site: the URL comes from the page, but never trust it to leave it.
    if (new URL(url, self.location.href).origin !== self.location.origin) throw new Error(`Search: unexpected index address ${url}`);
    index = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Search: HTTP ${response.status} for ${url}`);
      return warmUp(buildSearchIndex(await response.json()));
    });
    // A failed load may be tried again.
    index.catch(() => indexes.delete(base));
    indexes.set(base, index);
  }
  return index;
}

async function search({id, base, query, limit, otherGroup}: Extract<Request, {type: 'search'}>) {
  const index = indexes.get(base);
  if (!index) throw new Error(`Search: no index loaded for ${base}`);
  const loaded = await index;
  const hits = answer(loaded, query, limit, otherGroup);
  // Its steps are tasks queued after this one, which posts the hits.
  warmUpLater(loaded);
  return {id, hits};
}

scope.onmessage = ({data}) => {
  const {id} = data;
  const work = data.type === 'load' ? load(data.base, data.url).then(() => ({id})) : search(data);
  work.then(
    (reply) => scope.postMessage(reply),
    (error: unknown) => scope.postMessage({id, error: error instanceof Error ? error.message : String(error)}),
  );
};
