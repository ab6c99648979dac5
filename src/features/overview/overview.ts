/**
 * Overview pages: groups of pages, each with its headings, collected at build time by
 * overviewDataPlugin.ts and narrowed in the browser by a keyword.
 */
export interface OverviewHeading {
  text: string;
  id: string;
  depth: number;
}

export interface OverviewPage {
  title: string;
  permalink: string;
  headings: OverviewHeading[];
}

export interface OverviewGroup {
  /** The sidebar category; null for pages outside any category (shown as "Others"). */
  title: string | null;
  pages: OverviewPage[];
}

/** What the overview plugin collects: the groups of each overview page, by the page's source. */
export type OverviewData = Record<string, OverviewGroup[]>;

/** Grid columns (of 12) each page takes by default. */
export const OVERVIEW_SPAN = 4;

/** The heading levels listed when neither page nor overview names any. */
export const DEFAULT_OVERVIEW_HEADERS: readonly number[] = [2];

/**
 * Folds text for matching: NFKC turns full-width Latin (`ｆｏｒｍａｔ`) into ASCII and leaves CJK
 * characters as they are; case is ignored.
 */
export function foldForMatch(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * The groups narrowed to a keyword. A page whose title matches keeps all its headings; any other
 * page keeps only the headings that match and is dropped when none does. Empty groups are
 * dropped. A blank keyword keeps everything.
 */
export function filterOverview(groups: readonly OverviewGroup[], keyword: string): OverviewGroup[] {
  const needle = foldForMatch(keyword).trim();
  if (!needle) return groups.map((group) => ({...group, pages: [...group.pages]}));
  const matches = (text: string) => foldForMatch(text).includes(needle);
  return groups
    .map((group) => ({
      ...group,
      pages: group.pages.flatMap((page) => {
        if (matches(page.title)) return [page];
        const headings = page.headings.filter((heading) => matches(heading.text));
        return headings.length > 0 ? [{...page, headings}] : [];
      }),
    }))
    .filter((group) => group.pages.length > 0);
}

/**
 * Heading levels from front matter (`overviewHeaders: [2, 3]` or `overviewHeaders: 2`), or null
 * when the value is missing or unusable.
 */
export function parseOverviewHeaders(value: unknown): number[] | null {
  const list = typeof value === 'number' ? [value] : Array.isArray(value) ? value : null;
  if (!list) return null;
  const levels = list.filter((level): level is number => Number.isInteger(level) && level >= 1 && level <= 6);
  return levels.length > 0 ? [...new Set(levels)].sort() : null;
}
