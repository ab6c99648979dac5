// Path rules shared by the preview server and the site. Plain JS with a .d.mts
// beside it so that Node scripts and the TypeScript theme can both import it.

/** The site's languages: English at the root, Chinese under /zh/. The one list of them. */
export const LOCALES = /** @type {const} */ (['en', 'zh']);
export const DEFAULT_LOCALE = 'en';
/** Docs folders published in the default language only (no /zh/api pages). */
export const DEFAULT_LOCALE_ONLY_FOLDERS = ['api/'];

/**
 * The canonical form of a page path: a trailing `.html` and a trailing `/index` are
 * dropped (clean URLs). Returns the path unchanged when no rule applies.
 * @param {string} pathname
 */
export function canonicalPath(pathname) {
  let p = pathname;
  if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p === '/index' || p === 'index') return '/';
  if (p.endsWith('/index')) p = p.slice(0, -'index'.length);
  return p || '/';
}

/**
 * The language of a page, the one rule for it: the first path segment when it names a
 * configured locale other than the default, otherwise the default locale.
 * @param {string} pathname
 */
export function localeOfPath(pathname) {
  if (typeof pathname !== 'string') return DEFAULT_LOCALE;
  const first = pathname.split(/[?#]/, 1)[0].split('/').filter(Boolean)[0];
  return first && first !== DEFAULT_LOCALE && LOCALES.includes(first) ? first : DEFAULT_LOCALE;
}

/**
 * Where the 404 page of a path lives: the Chinese one for paths under /zh/.
 * @param {string} pathname
 */
export function notFoundPageFor(pathname) {
  const locale = localeOfPath(pathname);
  return locale === DEFAULT_LOCALE ? '/404.html' : `/${locale}/404.html`;
}

/**
 * A path that spells out the default locale (`/en/guide/`) without it (`/guide/`).
 * Other paths are returned unchanged.
 * @param {string} pathname
 */
export function withoutDefaultLocale(pathname) {
  const prefix = `/${DEFAULT_LOCALE}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/**
 * Where the 404 page sends a visitor whose path is another spelling of a page
 * (`/en/...`, `.../index`, `....html`), or null when the path is already canonical.
 * @param {string} pathname
 */
export function notFoundRedirect(pathname) {
  // The 404 files themselves are served as they are.
  if (/\/404(\.html)?$/.test(pathname)) return null;
  let target = pathname;
  // Each step only shortens the path, so this ends; repeating it makes one redirect enough.
  for (let next = canonicalPath(withoutDefaultLocale(target)); next !== target; next = canonicalPath(withoutDefaultLocale(target))) {
    target = next;
  }
  return target !== pathname ? target : null;
}
