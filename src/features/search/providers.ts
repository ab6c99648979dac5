import {parseRemoteResponse, remoteSearchUrl} from '@site/src/features/search/logic/remote';
import {SEARCH_RESULT_LIMIT} from '@site/src/features/search/logic/text';
import type {RemoteSearchConfig, SearchProvider} from '@site/src/features/search/logic/types';
import {loadSearchIndex, searchWorkerApi} from './searchIndex';

/** Searches the local index of the current language and version in our worker (engine/). */
export function localProvider(otherGroup: string): SearchProvider {
  return async (query, context) => {
    // `npm start` has no index (it is made after a production build): no results, no errors.
    if (process.env.NODE_ENV !== 'production') return [];
    await loadSearchIndex(context.versionBase);
    const {searchIndexed} = await searchWorkerApi();
    return searchIndexed(context.versionBase, query, SEARCH_RESULT_LIMIT, otherGroup);
  };
}

/** Asks the configured service. Throws on any failure; the caller logs it. */
export function remoteProvider(config: RemoteSearchConfig): SearchProvider {
  return async (query, context) => {
    const url = remoteSearchUrl(
      config.endpoint,
      {keyword: query, limit: SEARCH_RESULT_LIMIT, searchIndexes: config.searchIndexes, lang: context.lang},
      window.location.href,
    );
    const response = await fetch(url, {headers: {Accept: 'application/json'}});
    if (!response.ok) throw new Error(`Remote search failed: HTTP ${response.status} from ${config.endpoint}`);
    return parseRemoteResponse(await response.json(), query);
  };
}
