// Loading the local index on intent. This module is part of the first page load (the search
// button imports it), so it holds nothing but the dynamic import of the plugin's worker API.
import type * as SearchByWorker from '@theme/searchByWorker';

let workerApi: Promise<typeof SearchByWorker> | undefined;
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** The plugin's worker API (`searchByWorker`, `fetchIndexesByWorker`), imported once. */
export function searchWorkerApi(): Promise<typeof SearchByWorker> {
  workerApi ??= import('@theme/searchByWorker');
  return workerApi;
}

/** Starts fetching the index of a language and version into the worker; later calls reuse it. */
export function loadSearchIndex(versionBase: string): Promise<void> {
  let load = loads.get(versionBase);
  if (!load) {
    load = searchWorkerApi()
      .then((api) => api.fetchIndexesByWorker(versionBase, ''))
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
