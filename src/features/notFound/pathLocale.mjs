// Runs as an inline script before the first paint (plugin.ts), so it is plain ES5 with no imports.

/**
 * Marks `root` with the language of the address (`data-path-locale="zh"`): the first path
 * segment when it names a locale, otherwise the default. A host that serves one 404 page for
 * every unknown path shows that page under /zh/ too; CSS uses the mark to show its Chinese text
 * from the first paint. Same rule as `localeOfPath` in src/shared/utils/urlPaths.mjs.
 * @param {HTMLElement} root
 * @param {string} pathname
 * @param {readonly string[]} locales
 * @param {string} defaultLocale
 */
export function markPathLocale(root, pathname, locales, defaultLocale) {
  var first = String(pathname).split('/')[1] || '';
  var locale = first !== defaultLocale && locales.indexOf(first) >= 0 ? first : defaultLocale;
  root.setAttribute('data-path-locale', locale);
}
