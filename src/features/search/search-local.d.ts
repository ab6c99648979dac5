// The worker API that `@easyops-cn/docusaurus-search-local` exposes as a theme module
// (its source: dist/client/client/theme/searchByWorker.js). The plugin ships no types for it.
declare module '@theme/searchByWorker' {
  import type {WorkerResult} from '@site/src/features/search/logic/hits';

  /** Loads the index of `baseUrl` (language and version) into the worker; later calls reuse it. */
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  /** Searches that index; results are sorted, each page's title first. */
  export function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<WorkerResult[]>;
}
