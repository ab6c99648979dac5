// Runs before the first paint (an inline script from plugin.ts, so plain ES5 and self-contained):
// a page opened at a #heading lays out its whole text at once, as the browser's jump to the
// heading needs the real height of everything above it (StaticArticle/styles.module.css).

/** Marks `root` when the address names a part of the page (`#` alone names nothing). */
export function markOpenedAtHash(root: Element, hash: string): void {
  if (hash.length > 1) root.setAttribute('data-opened-at-hash', '');
}
