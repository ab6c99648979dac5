// The page's side of the search worker (searchWorker.ts): one worker per page, started when
// this module is first imported (on the reader's intent to search), and a promise per message.
import type {WorkerResult} from '@site/src/features/search/logic/hits';

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

/** Searches the loaded index of `base`: results in the shape of the plugin's worker results. */
export async function searchIndexed(base: string, query: string, limit: number): Promise<WorkerResult[]> {
  const answer = (await post({type: 'search', base, query, limit})) as {results?: WorkerResult[]};
  return Array.isArray(answer.results) ? answer.results : [];
}
