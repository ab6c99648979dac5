/** One search: the hooks around a provider, a cache of recent answers and the result limit. */
import type {LruCache} from './lruCache';
import {normalizeQuery, SEARCH_RESULT_LIMIT} from './text';
import type {SearchContext, SearchHit, SearchHooks, SearchProvider} from './types';

export interface RunSearchOptions {
  query: string;
  context: SearchContext;
  provider: SearchProvider;
  hooks?: SearchHooks;
  /** Answers of the provider by context and query. */
  cache?: LruCache<string, SearchHit[]>;
  limit?: number;
  /** Where a failing hook is reported. */
  onError?: (error: unknown) => void;
}

export interface SearchOutcome {
  /** The query searched for after `beforeSearch`; empty when nothing was searched. */
  query: string;
  hits: SearchHit[];
}

export function cacheKey(query: string, context: SearchContext): string {
  return `${context.mode}\u0000${context.versionBase}\u0000${context.lang}\u0000${query}`;
}

async function callHook<T>(hook: (() => T | Promise<T>) | undefined, onError: (error: unknown) => void): Promise<T | undefined> {
  if (!hook) return undefined;
  try {
    return await hook();
  } catch (error) {
    onError(error);
    return undefined;
  }
}

/**
 * Runs a search: normalise the query (nothing happens for an empty one), `beforeSearch` may
 * rewrite it, the provider answers (from the cache when it can), `onSearch` may add hits,
 * `afterSearch` may reorder or filter them; at most `limit` hits come back.
 */
export async function runSearch({
  query,
  context,
  provider,
  hooks = {},
  cache,
  limit = SEARCH_RESULT_LIMIT,
  onError = (error) => console.error(error),
}: RunSearchOptions): Promise<SearchOutcome> {
  const {beforeSearch, onSearch, afterSearch} = hooks;
  const original = normalizeQuery(query);
  if (!original) return {query: '', hits: []};

  const rewritten = await callHook(beforeSearch && (() => beforeSearch(original, context)), onError);
  const searched = typeof rewritten === 'string' ? normalizeQuery(rewritten) : original;
  if (!searched) return {query: '', hits: []};

  const key = cacheKey(searched, context);
  let hits = cache?.get(key);
  if (!hits) {
    hits = await provider(searched, context);
    cache?.set(key, hits);
  }

  const found = hits;
  const extra = await callHook(onSearch && (() => onSearch(searched, found, context)), onError);
  const all = Array.isArray(extra) && extra.length > 0 ? [...found, ...extra] : found;

  const after = await callHook(afterSearch && (() => afterSearch(searched, all, context)), onError);
  hits = Array.isArray(after) ? after : all;

  return {query: searched, hits: hits.slice(0, Math.max(0, limit))};
}
