// Loading the local index on intent. This module is part of the first page load (the search
// button imports it), so it holds nothing but the manifest fetch and the dynamic import of the
// worker client.
//
// The index has its content hash in its name and is cached as immutable. The client bundle is
// compiled before the build writes the index, so it cannot know that name: the build writes a
// manifest beside each index (`search-manifest.json`, `{"index": "search-index-<hash>.json"}`),
// which is fetched with `no-cache` (the server confirms it, usually with a 304) and names the
// file to fetch. A new index is seen on the next load of a page; an unchanged one comes from
// the browser's cache.
import type * as SearchWorkerClient from './searchWorkerClient';

export const MANIFEST_FILE = 'search-manifest.json';
const INDEX_FILE = /^search-index-[0-9a-f]{8}\.json$/;

let workerApi: Promise<typeof SearchWorkerClient> | undefined;
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** The worker client (`loadIndex`, `searchIndexed`), imported once. */
export function searchWorkerApi(): Promise<typeof SearchWorkerClient> {
  workerApi ??= import('./searchWorkerClient');
  return workerApi;
}

/** The address of the current index of a language and version, from its manifest. */
export async function indexAddress(versionBase: string): Promise<string> {
  const manifest = `${versionBase}${MANIFEST_FILE}`;
  const response = await fetch(manifest, {cache: 'no-cache'});
  if (!response.ok) throw new Error(`Search: HTTP ${response.status} for ${manifest}`);
  const {index} = ((await response.json()) ?? {}) as {index?: unknown};
  if (typeof index !== 'string' || !INDEX_FILE.test(index)) throw new Error(`Search: ${manifest} names no index file`);
  return `${versionBase}${index}`;
}

/** Starts fetching the index of a language and version into the worker; later calls reuse it. */
export function loadSearchIndex(versionBase: string): Promise<void> {
  // The dev server has no index: nothing to load (searches answer nothing).
  if (process.env.NODE_ENV !== 'production') return Promise.resolve();
  let load = loads.get(versionBase);
  if (!load) {
    // The manifest and the worker's code are fetched side by side.
    load = Promise.all([searchWorkerApi(), indexAddress(versionBase)])
      .then(([api, url]) => api.loadIndex(versionBase, url))
      .then(() => {
        loaded.add(versionBase);
      });
    // A failed load (offline, say) may be tried again on the next intent.
    load.catch(() => loads.delete(versionBase));
    loads.set(versionBase, load);
  }
  return load;
}

export function isSearchIndexLoaded(versionBase: string): boolean {
  return loaded.has(versionBase);
}
