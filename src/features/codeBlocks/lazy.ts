import {lazy} from 'react';

/** Loads the chunk that holds Prism (once; later calls reuse the same request). */
export function loadHighlightedLines() {
  return import(/* webpackChunkName: "code-highlighter" */ './HighlightedLines');
}

/** `HighlightedLines` as a lazy component: the server waits for it, a browser loads it on demand. */
export const LazyHighlightedLines = lazy(loadHighlightedLines);
