// Runs as an inline script before the first paint (plugin.ts), so it is plain ES5 with no imports.

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
