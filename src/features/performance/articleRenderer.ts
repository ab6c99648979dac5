import {lazyComponent} from './lazyComponent';

/**
 * The renderer of a page's Markdown: `@theme/MDXContent` with every component the text may use
 * (admonitions, code blocks, tabs, details...), a chunk of its own. The page the reader opens
 * never needs it on a doc page (its text is the server's HTML, see StaticArticle), so it is not
 * part of the page's scripts; a navigation loads it along with the next page (articleRenderer.client.ts),
 * a link's preload on intent too (prefetchBudget.client.ts). There is no Suspense boundary above
 * a page's text: while the chunk loads, a navigation keeps the previous page on screen, as it does
 * while the next page's own chunks load, and the server waits for it.
 */
const renderer = lazyComponent(() => import(/* webpackChunkName: "article-renderer" */ '@theme/MDXContent'));

export const loadArticleRenderer = renderer.load;

/** `@theme/MDXContent`, loaded on first render unless it already is. */
export const LazyMDXContent = renderer.Component;
