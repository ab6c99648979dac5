/**
 * Page types and interface parts. A page's type and front matter decide which
 * global parts it shows; the query string can hide more (see interfaceToggles.mjs).
 */
export const PAGE_TYPES = ['home', 'doc', 'custom', 'blank'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const INTERFACE_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type InterfacePart = (typeof INTERFACE_PARTS)[number];

/** Routes under this folder are test fixtures: no index, no sitemap, no search, no sidebar. */
export const TEST_PAGES_FOLDER = 'tests';

/** `pageType` from front matter; anything unknown is an ordinary doc page. */
export function pageTypeOf(frontMatter: Record<string, unknown>): PageType {
  const value = frontMatter.pageType;
  return (PAGE_TYPES as readonly unknown[]).includes(value) ? (value as PageType) : 'doc';
}

/** The parts a page type leaves out: home, custom and blank pages are content only. */
const HIDDEN_BY_TYPE: Record<PageType, readonly InterfacePart[]> = {
  doc: [],
  home: ['sidebar', 'outline'],
  custom: ['sidebar', 'outline', 'footer'],
  blank: ['navbar', 'sidebar', 'outline', 'footer'],
};

/**
 * The parts a page hides: those its type leaves out, plus each part whose front matter key is
 * `false` (`navbar: false`...). Any other value leaves the part shown.
 */
export function partsHiddenByPage(frontMatter: Record<string, unknown>): InterfacePart[] {
  const byType = HIDDEN_BY_TYPE[pageTypeOf(frontMatter)];
  return INTERFACE_PARTS.filter((part) => byType.includes(part) || frontMatter[part] === false);
}

/** The class names that tell the stylesheet (features/pageLayout/interfaceParts.css) what to hide. */
export function pageClassNames(frontMatter: Record<string, unknown>): string {
  return [`rslib-page-${pageTypeOf(frontMatter)}`, ...partsHiddenByPage(frontMatter).map((part) => `rslib-hide-${part}`)].join(' ');
}

/** Whether a route (with its locale prefix) is a test page, e.g. `/zh/tests/blank`. */
export function isTestRoute(pathname: string, localeBaseUrl = '/'): boolean {
  const base = localeBaseUrl.endsWith('/') ? localeBaseUrl : `${localeBaseUrl}/`;
  return pathname.startsWith(`${base}${TEST_PAGES_FOLDER}/`);
}
