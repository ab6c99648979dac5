// Functions that run as inline scripts before the first paint (see src/features/docPage/earlyPageStatePlugin.ts),
// and also from the bundle. Each one is serialised with Function.prototype.toString, so it must
// be self-contained (no imports, no outer variables) and written in plain ES5.

/**
 * The interface parts a query string hides: `navbar=0`, `sidebar=0`, `outline=0`, `footer=0`.
 * Any other value, or no value, leaves the part shown.
 * @param {string} search e.g. `?navbar=0&outline=0`
 * @returns {string[]}
 */
export function partsHiddenByQuery(search) {
  var parts = ['navbar', 'sidebar', 'outline', 'footer'];
  var hidden = [];
  var params;
  try {
    params = new URLSearchParams(search);
  } catch (e) {
    return hidden;
  }
  for (var i = 0; i < parts.length; i += 1) {
    if (params.get(parts[i]) === '0') hidden.push(parts[i]);
  }
  return hidden;
}

/**
 * Marks `root` with the parts the query string hides (`data-rslib-hide="navbar outline"`),
 * so that CSS hides them before React starts.
 * @param {HTMLElement} root
 * @param {string} search
 * @param {(search: string) => string[]} hiddenByQuery
 */
export function markPartsHiddenByQuery(root, search, hiddenByQuery) {
  var hidden = hiddenByQuery(search);
  if (hidden.length > 0) root.setAttribute('data-rslib-hide', hidden.join(' '));
  else root.removeAttribute('data-rslib-hide');
}

/**
 * Runs right after Docusaurus's own theme script. Docusaurus copies whatever is stored under
 * `theme` (or given as `?docusaurus-theme=`) into `data-theme`; a value other than light or dark
 * would leave the page in neither theme. Such a value counts as "auto": follow the
 * system and forget the stored garbage. With dark mode disabled the page is always light.
 * @param {Window} win
 * @param {boolean} darkModeEnabled
 */
export function normalizeAppearance(win, darkModeEnabled) {
  var root = win.document.documentElement;
  var theme = root.getAttribute('data-theme');
  var choice = root.getAttribute('data-theme-choice');
  if (!darkModeEnabled) {
    root.setAttribute('data-theme', 'light');
    root.setAttribute('data-theme-choice', 'light');
    return;
  }
  var valid = function (value) {
    return value === 'light' || value === 'dark';
  };
  if (!valid(theme) || (choice !== 'system' && !valid(choice))) {
    var dark = false;
    try {
      dark = win.matchMedia('(prefers-color-scheme: dark)').matches;
    } catch (e) {}
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    root.setAttribute('data-theme-choice', 'system');
  }
  try {
    var stored = win.localStorage.getItem('theme');
    if (stored !== null && !valid(stored)) win.localStorage.removeItem('theme');
  } catch (e) {}
}

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
