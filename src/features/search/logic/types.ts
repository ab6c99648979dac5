/** Shapes shared by the search modal, its providers (local index, remote service) and the hooks. */

export type SearchHitType = 'title' | 'header' | 'content';

/** A matched stretch of the text a hit shows (title, header or statement), in UTF-16 units. */
export interface HighlightInfo {
  start: number;
  length: number;
}

/** One search result. */
export interface SearchHit {
  type: SearchHitType;
  /** Title of the page. */
  title: string;
  /** The matched heading; for a title hit, the page title again. */
  header: string;
  /** Route of the page, with `#anchor` for a heading or a section. */
  link: string;
  /** The query that found it. */
  query: string;
  /** Matches in the text this hit shows: `statement` for content, `header` for a heading, `title` for a title. */
  highlightInfoList: HighlightInfo[];
  /** The page's sidebar group, used to group results. */
  group: string;
  /** Content hits: at most 100 width units around the match (CJK characters count 3). */
  statement?: string;
  /** Content hits: the statement is a line of a code example. */
  code?: boolean;
}

/** What the hooks and providers know about the search being run. */
export interface SearchContext {
  /** Current language (`en`, `zh`). */
  lang: string;
  /** Base URL of the current language and version, e.g. `/`, `/zh/`, `/next/`. */
  versionBase: string;
  mode: 'local' | 'remote';
}

/** Returns the hits for a (normalised, non-empty) query. */
export type SearchProvider = (query: string, context: SearchContext) => Promise<SearchHit[]>;

/**
 * Optional hooks a site author fills in `src/features/search/searchHooks.ts`.
 * Each may be async; a hook that throws is logged and skipped.
 */
export interface SearchHooks {
  /** Before the search: return a new query to search for instead (or nothing to keep it). */
  beforeSearch?: (query: string, context: SearchContext) => string | void | Promise<string | void>;
  /** During the search: return extra hits to add to the provider's hits. */
  onSearch?: (
    query: string,
    hits: readonly SearchHit[],
    context: SearchContext,
  ) => SearchHit[] | void | Promise<SearchHit[] | void>;
  /** After the search: return the hits reordered or filtered (or nothing to keep them). */
  afterSearch?: (
    query: string,
    hits: readonly SearchHit[],
    context: SearchContext,
  ) => SearchHit[] | void | Promise<SearchHit[] | void>;
}

/** The optional remote search service. */
export interface RemoteSearchConfig {
  /** URL of the service; it is called with GET and the query parameters `keyword`, `limit`, `searchIndexes`, `lang`. */
  endpoint: string;
  /** Names of the indexes to search, sent comma-joined. */
  searchIndexes: string[];
}

/** `themeConfig.search` in docusaurus.config.ts. */
export interface SearchThemeConfig {
  /** Leave null to search the local index (the default). */
  remote: RemoteSearchConfig | null;
}
