// The search worker: loads the index of a language and version (engine/index.mjs builds its
// word lists from the file's text) and answers searches (engine/search.mjs), off the main thread.
// It also cuts the hits' excerpts and marks their words (logic/hits.ts), so the page receives
// hits ready to show rather than whole sections of text.
// Messages: {id, type: 'load', base, url} → {id}; {id, type: 'search', base, query, limit,
// otherGroup} → {id, hits}; a failure answers {id, error} with the message.
import {toSearchHits, type WorkerResult} from './logic/hits';
import {buildSearchIndex, type SearchIndex} from './engine/index.mjs';
import {searchIndex} from './engine/search.mjs';

type Request =
  | {id: number; type: 'load'; base: string; url: string}
  | {id: number; type: 'search'; base: string; query: string; limit: number; otherGroup: string};

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: unknown): void;
};

/**
 * Runs a few searches of each kind while the index loads (a title, a heading of several words,
 * a typo, a synonym, Chinese), so that the reader's first queries do not pay for compiling the
 * engine's code or for loading the browser's Chinese dictionary (without it, the first Chinese
 * query and the first query with many synonyms took two to four times as long as later ones).
 */
function warmUp(index: SearchIndex): SearchIndex {
  const title = index.pages[0]?.title.t ?? '';
  const heading = index.fields.find((f) => f.kind === 1 && /\s/.test(f.doc.t))?.doc.t ?? '';
  const word = index.words.find((w) => w.length >= 6 && /^[a-z]+$/.test(w)) ?? '';
  const synonym = index.synonyms[0]?.from[0] ?? '';
  const han = index.hanText.match(/\p{Script=Han}{2,4}/u)?.[0] ?? '';
  for (const query of [title, heading, word.slice(1), synonym, han, `${word} ${han}`]) {
    if (query.trim()) searchIndex(index, query);
  }
  return index;
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

scope.onmessage = ({data}) => {
  const {id} = data;
  const work =
    data.type === 'load'
      ? load(data.base, data.url).then(() => ({id}))
      : (indexes.get(data.base) ?? Promise.reject(new Error(`Search: no index loaded for ${data.base}`))).then((index) => ({
          id,
          hits: toSearchHits(searchIndex(index, data.query, {limit: data.limit}) as WorkerResult[], data.query, data.otherGroup),
        }));
  work.then(
    (answer) => scope.postMessage(answer),
    (error: unknown) => scope.postMessage({id, error: error instanceof Error ? error.message : String(error)}),
  );
};
