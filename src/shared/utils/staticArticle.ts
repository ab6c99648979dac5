// The article of the page a reader opens is not hydrated by React: it stays the server's HTML
// (features/performance/StaticArticle). Its behaviours are those of every page's text, from
// listeners on the document; what else needs to know about it (navigation) finds it here.

/** The attribute that marks a page's static article (the server's HTML, not managed by React). */
export const STATIC_ARTICLE_ATTRIBUTE = 'data-static-article';

/** The static article of the page, if the page still shows the one it was opened with. */
export function staticArticle(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${STATIC_ARTICLE_ATTRIBUTE}]`);
}

/**
 * Set on the static article to lay out every block of it now: its far blocks wait for their
 * layout until the reader nears them (features/performance/StaticArticle/styles.module.css).
 */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * Lays out every block of the static article. Call it before scrolling to a heading of the page:
 * a block not laid out yet counts with an estimated height, so the scroll would end short.
 */
export function layOutWholeStaticArticle(doc: Document = document): void {
  staticArticle(doc)?.setAttribute(LAID_OUT_ATTRIBUTE, '');
}
