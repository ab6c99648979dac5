/**
 * Previous/next labels from the sidebar the reader sees. Docusaurus builds a doc's pagination
 * from the sidebar item labels before the locale's sidebar translations apply, so a /zh/ page
 * would show "Quick Start" where its sidebar says 「快速上手」. The translated sidebar reaches the
 * page as props; these helpers look a neighbour's label up there by its permalink.
 */
import type {PropNavigation, PropNavigationLink, PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** `/zh/guide/start/` and `/zh/guide/start` are the same page; query and hash do not count. */
export function normalizeHref(href: string): string {
  const path = href.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The label of the first doc link in `items` (searched depth first, through categories) that
 * points at `href`. A category whose own link points there does not count: Docusaurus labels
 * a category's page with the page's title, which is already in the page's language.
 */
export function findSidebarLabel(items: readonly PropSidebarItem[], href: string): string | undefined {
  const target = normalizeHref(href);
  for (const item of items) {
    if (item.type === 'link') {
      if (normalizeHref(item.href) === target) return item.label;
    } else if (item.type === 'category') {
      const label = findSidebarLabel(item.items, href);
      if (label !== undefined) return label;
    }
  }
  return undefined;
}

function relabel(
  link: PropNavigationLink | undefined,
  items: readonly PropSidebarItem[],
): PropNavigationLink | undefined {
  if (!link) return link;
  const label = findSidebarLabel(items, link.permalink);
  return label === undefined || label === link.title ? link : {...link, title: label};
}

/**
 * The page's previous/next links with titles from the sidebar. Links that are not in the
 * sidebar (or a page without one) keep the title Docusaurus gave them.
 */
export function paginationFromSidebar(
  navigation: PropNavigation,
  items: readonly PropSidebarItem[] | undefined,
): PropNavigation {
  if (!items) return navigation;
  return {previous: relabel(navigation.previous, items), next: relabel(navigation.next, items)};
}
