import {toSearchHits} from '@site/src/features/search/logic/hits';
import {parseRemoteResponse, remoteSearchUrl} from '@site/src/features/search/logic/remote';
import {SEARCH_RESULT_LIMIT, workerQuery, type WordSegmenter} from '@site/src/features/search/logic/text';
import type {RemoteSearchConfig, SearchProvider} from '@site/src/features/search/logic/types';
import {loadSearchIndex, searchWorkerApi} from './searchIndex';

let segmentWords: WordSegmenter | undefined;
/** Chinese word boundaries from the browser's own dictionary, where it has one. */
function wordSegmenter(): WordSegmenter | undefined {
  if (!segmentWords && typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter('zh', {granularity: 'word'});
    segmentWords = (text) => Array.from(segmenter.segment(text), (part) => part.segment);
  }
  return segmentWords;
}

/** Searches the local index of the current language and version in the plugin's worker. */
export function localProvider(otherGroup: string): SearchProvider {
  return async (query, context) => {
    const words = workerQuery(query, wordSegmenter());
    if (!words) return [];
    await loadSearchIndex(context.versionBase);
    const {searchByWorker} = await searchWorkerApi();
    const results = await searchByWorker(context.versionBase, '', words, SEARCH_RESULT_LIMIT);
    return toSearchHits(results, query, otherGroup);
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
