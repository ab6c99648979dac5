/** Outline (table of contents) rules. */

/** Whether the page is scrollable and scrolled to its end (within a pixel of rounding). */
export function isScrolledToBottom(scrollY: number, viewportHeight: number, documentHeight: number): boolean {
  return documentHeight > viewportHeight && scrollY + viewportHeight >= documentHeight - 1;
}

/** The element id a location hash points at; a malformed escape is taken literally. */
export function idFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
