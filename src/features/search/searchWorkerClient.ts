// The page's side of the search worker (searchWorker.ts): one worker per page, started when
// this module is first imported (on the reader's intent to search), and a promise per message.
import type {SearchHit} from '@site/src/features/search/logic/types';

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();

function post(message: Record<string, unknown>): Promise<unknown> {
  if (!worker) {
    worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
    worker.onmessage = ({data}: MessageEvent<{id: number; error?: string}>) => {
      const entry = pending.get(data.id);
      if (!entry) return;
      pending.delete(data.id);
      if (typeof data.error === 'string') entry.reject(new Error(data.error));
      else entry.resolve(data);
    };
    worker.onerror = (event) => {
      // The worker itself failed (its script did not load): every waiting message fails.
      const error = new Error(`Search worker failed: ${event.message || 'could not start'}`);
      for (const entry of pending.values()) entry.reject(error);
      pending.clear();
    };
  }
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject});
    worker!.postMessage({...message, id});
  });
}

/** Loads the index at `url` for the language and version at `base`; later calls reuse it. */
export async function loadIndex(base: string, url: string): Promise<void> {
  await post({type: 'load', base, url});
}

/** Searches the loaded index of `base`: hits ready to show (`otherGroup` names pages in no sidebar group). */
export async function searchIndexed(base: string, query: string, limit: number, otherGroup: string): Promise<SearchHit[]> {
  const answer = (await post({type: 'search', base, query, limit, otherGroup})) as {hits?: SearchHit[]};
  return Array.isArray(answer.hits) ? answer.hits : [];
}
