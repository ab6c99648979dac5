import type {ComponentType} from 'react';
import {appHasHydrated} from './hydration';
import {lazyComponent} from './lazyComponent';

/**
 * The default export of a doc page's content module in the client build (mdxBodyLoader.cjs): the
 * page's rendered text, a chunk of its own loaded on first render. The page the reader opens
 * never renders it (its text is the server's HTML), so its scripts leave it out. A content module
 * evaluated after hydration belongs to a page being navigated to or preloaded on intent: it starts
 * loading its text at once.
 */
export function lazyMdxBody(load: () => Promise<{default: ComponentType<Record<string, unknown>>}>) {
  const body = lazyComponent(load);
  if (appHasHydrated()) {
    body.load().catch(() => {
      // Offline or a stale deployment: the render that needs the text reports the failed chunk.
    });
  }
  return body.Component;
}
