interface DocusaurusGlobal {
  preload(routePath: string): unknown;
}

const preloaded = new Set<string>();

/**
 * Loads the code of the page at `pathname` ahead of a likely navigation (the reader points at,
 * focuses or selects a link to it): Docusaurus's own `preload`, once per page.
 */
export function preloadPage(pathname: string, docusaurusGlobal: () => DocusaurusGlobal | undefined = () => (window as {docusaurus?: DocusaurusGlobal}).docusaurus): void {
  const docusaurus = docusaurusGlobal();
  if (!docusaurus || preloaded.has(pathname)) return;
  preloaded.add(pathname);
  void docusaurus.preload(pathname);
}

/** The address of a link when it leads to a page of this build of the site, else null. */
export function sitePageUrl(href: string, origin: string, isPage: (pathname: string) => boolean): URL | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  return url.origin === origin && isPage(url.pathname) ? url : null;
}

/** The path of a link's page when it is a page of this build of the site, else null. */
export function linkedPagePath(href: string, origin: string, isPage: (pathname: string) => boolean): string | null {
  return sitePageUrl(href, origin, isPage)?.pathname ?? null;
}
