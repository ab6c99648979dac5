// Where a link in a Markdown twin points. Plain JS: used at build time by the rehype plugin.

/** The landing pages and the search page have no twin. */
const NO_TWIN = /^\/(?:[a-z]{2}\/)?(?:search)?$/;

/**
 * A link of a doc page as it should read in the page's Markdown twin: page links go to the
 * other page's twin, other site links become absolute, anything else stays as it is.
 * @param {string} href
 * @param {string} siteUrl e.g. `https://rslib.rs`
 */
export function twinUrlOfLink(href, siteUrl) {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const match = href.match(/^([^?#]*)(\?[^#]*)?(#.*)?$/);
  const pathname = match?.[1] ?? href;
  const hash = match?.[3] ?? '';
  const last = pathname.split('/').pop() ?? '';
  // A file (`/img/logo.svg`, `/llms.txt`) or a page without a twin: an absolute link to it.
  if (last.includes('.') || NO_TWIN.test(pathname)) return `${siteUrl}${href}`;
  return `${siteUrl}${pathname.replace(/\/+$/, '')}.md${hash}`;
}
