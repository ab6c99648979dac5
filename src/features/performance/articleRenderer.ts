import {lazyComponent} from './lazyComponent';

/**
 * The renderer of a page's Markdown: `@theme/MDXContent` with every component the text may use
 * (admonitions, code blocks, tabs, details...), a chunk of its own. The page the reader opens
 * never needs it on a doc page (its text is the server's HTML, see StaticArticle), so it is not
 * part of the page's scripts; after hydration, Docusaurus's preload loads it with the next page
 * (preload.ts), so a page never waits for it while rendering.
 */
const renderer = lazyComponent(() => import(/* webpackChunkName: "article-renderer" */ '@theme/MDXContent'));

export const loadArticleRenderer = renderer.load;

/** `@theme/MDXContent`, loaded on first render unless it already is. */
export const LazyMDXContent = renderer.Component;
