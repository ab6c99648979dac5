/** The optional remote search service: its URL and its answer read defensively. */
import type {HighlightInfo, SearchHit, SearchHitType} from './types';

export interface RemoteSearchParams {
  keyword: string;
  limit: number;
  searchIndexes: readonly string[];
  lang: string;
}

/** The GET URL: `endpoint` (absolute, or relative to `base`) with the four query parameters. */
export function remoteSearchUrl(endpoint: string, params: RemoteSearchParams, base: string): string {
  const url = new URL(endpoint, base);
  url.searchParams.set('keyword', params.keyword);
  url.searchParams.set('limit', String(params.limit));
  url.searchParams.set('searchIndexes', params.searchIndexes.join(','));
  url.searchParams.set('lang', params.lang);
  return url.toString();
}

const HIT_TYPES = new Set<SearchHitType>(['title', 'header', 'content']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Only paths of this site: a link such as `javascript:` or `//elsewhere` is not a result. */
export function isSitePath(link: string): boolean {
  return /^\/(?![/\\])/.test(link);
}

function highlightList(value: unknown): HighlightInfo[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObject)
    .map((item) => ({start: Number(item.start), length: Number(item.length)}))
    .filter(({start, length}) => Number.isInteger(start) && Number.isInteger(length) && start >= 0 && length > 0);
}

function parseHit(value: unknown, index: string, query: string): SearchHit | null {
  if (!isObject(value)) return null;
  const type = value.type as SearchHitType;
  const title = text(value.title);
  const link = text(value.link);
  if (!HIT_TYPES.has(type) || title === undefined || link === undefined || !isSitePath(link)) return null;
  const hit: SearchHit = {
    type,
    title,
    header: text(value.header) ?? title,
    link,
    query: text(value.query) ?? query,
    highlightInfoList: highlightList(value.highlightInfoList),
    group: text(value.group)?.trim() || index,
  };
  if (type === 'content') hit.statement = text(value.statement) ?? '';
  return hit;
}

/**
 * Hits of the service's answer: a list of groups `{index, hits}`. Malformed hits are dropped;
 * an answer that is not such a list throws, so the caller logs it and shows no results.
 */
export function parseRemoteResponse(body: unknown, query: string): SearchHit[] {
  if (!Array.isArray(body)) throw new Error('Remote search: expected a list of {index, hits} groups');
  const hits: SearchHit[] = [];
  for (const group of body) {
    if (!isObject(group) || !Array.isArray(group.hits)) continue;
    const index = text(group.index)?.trim() || 'Others';
    for (const value of group.hits) {
      const hit = parseHit(value, index, query);
      if (hit) hits.push(hit);
    }
  }
  return hits;
}
