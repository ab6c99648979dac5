import {useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {LruCache} from '@site/src/features/search/logic/lruCache';
import {runSearch} from '@site/src/features/search/logic/pipeline';
import {isInScope} from '@site/src/features/search/logic/scope';
import {normalizeQuery, SEARCH_DEBOUNCE_MS} from '@site/src/features/search/logic/text';
import type {SearchContext, SearchHit, SearchProvider} from '@site/src/features/search/logic/types';
import {localProvider, remoteProvider} from './providers';
import {searchHooks} from './searchHooks';
import {isSearchIndexLoaded, loadSearchIndex} from './searchIndex';
import type {SearchScope} from './useSearchScope';

/** What the panel shows: initializing, loading, results or no results; idle before any input. */
export type SearchStatus = 'initializing' | 'idle' | 'loading' | 'results' | 'empty';

export interface SearchState {
  status: SearchStatus;
  /** The query as searched (trimmed and capped), '' when there is none. */
  query: string;
  hits: SearchHit[];
  /** A newer search is on its way; `hits` are those of the previous one. */
  busy: boolean;
}

interface Outcome {
  query: string;
  hits: SearchHit[];
}

/** The hits of no search: one array, so that a panel's effects on `hits` do not run on every render. */
const NO_HITS: SearchHit[] = [];

/** Recent answers, shared by every panel of the page (100 entries). */
const recentResults = new LruCache<string, SearchHit[]>();

/** Runs the search for `input` (debounced 150 ms) in the given scope. */
export function useSearch(input: string, scope: SearchScope, otherGroup: string): SearchState {
  const {lang, versionBase, otherBases, remote} = scope;
  const [indexReady, setIndexReady] = useState(() => remote !== null || isSearchIndexLoaded(versionBase));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const latest = useRef(0);
  const startedAt = useRef(0);

  const context = useMemo<SearchContext>(() => ({lang, versionBase, mode: remote ? 'remote' : 'local'}), [lang, versionBase, remote]);
  const otherBasesKey = otherBases.join('\n');
  const provider = useMemo<SearchProvider>(() => {
    const source = remote ? remoteProvider(remote) : localProvider(otherGroup);
    const others = otherBasesKey ? otherBasesKey.split('\n') : [];
    return async (query, ctx) => (await source(query, ctx)).filter((hit) => isInScope(hit.link, ctx.versionBase, others));
  }, [remote, otherGroup, otherBasesKey]);

  useEffect(() => {
    if (remote || isSearchIndexLoaded(versionBase)) {
      setIndexReady(true);
      return undefined;
    }
    let live = true;
    setIndexReady(false);
    loadSearchIndex(versionBase).then(
      () => live && setIndexReady(true),
      (error: unknown) => {
        // Searches will come back empty; the reader sees "no results", the console says why.
        console.error(error);
        if (live) setIndexReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [remote, versionBase]);

  const query = normalizeQuery(input);
  useEffect(() => {
    const id = ++latest.current;
    if (!query) {
      setPending(false);
      setOutcome(null);
      return undefined;
    }
    const timer = setTimeout(() => {
      startedAt.current = performance.now();
      setPending(true);
      runSearch({query, context, provider, hooks: searchHooks, cache: recentResults})
        .then(
          ({hits}) => hits,
          (error: unknown) => {
            console.error(error);
            return [];
          },
        )
        .then((hits) => {
          if (id !== latest.current) return;
          setOutcome({query, hits});
          setPending(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, context, provider]);

  // Each search's time from the end of the debounce to the rendered results, for bench/search.mjs.
  useLayoutEffect(() => {
    if (!outcome || !startedAt.current) return;
    try {
      performance.measure('search-query', {start: startedAt.current, detail: {query: outcome.query, hits: outcome.hits.length}});
    } catch {
      // A figure for the benchmark only; never worth breaking the search for.
    }
    startedAt.current = 0;
  }, [outcome]);

  const current = outcome !== null && outcome.query === query;
  const hits = outcome?.hits ?? NO_HITS;
  let status: SearchStatus;
  if (!indexReady) status = 'initializing';
  else if (!query) status = 'idle';
  else if ((!current || pending) && hits.length === 0) status = 'loading';
  else status = hits.length > 0 ? 'results' : 'empty';
  return {status, query, hits: query ? hits : NO_HITS, busy: !current || pending};
}
