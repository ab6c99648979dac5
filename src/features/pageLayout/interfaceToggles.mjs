// The interface parts a query string hides (`?navbar=0`...). Both functions also run as an inline
// script before the first paint (plugin.ts), so they are plain ES5 with no imports.

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
