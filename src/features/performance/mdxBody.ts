import type {ComponentType} from 'react';
import {appHasHydrated} from './hydration';
import {lazyComponent} from './lazyComponent';

type LoadText = () => Promise<{default: ComponentType<Record<string, unknown>>}>;

/** The loader of each doc page's text, by the page's path. */
const texts = new Map<string, LoadText>();

/**
 * The default export of a doc page's content module in the client build (mdxBodyLoader.cjs): the
 * page's rendered text, a chunk of its own loaded on first render. The page the reader opens
 * never renders it (its text is the server's HTML), so its scripts leave it out. A content module
 * evaluated after hydration belongs to a page being navigated to or preloaded on intent: it starts
 * loading its text at once; `preload.ts` waits for it before the page is rendered.
 */
export function lazyMdxBody(load: LoadText, permalink: string) {
  const text = lazyComponent(load);
  texts.set(permalink, text.load);
  if (appHasHydrated()) {
    text.load().catch(() => {
      // Offline or a stale deployment: the navigation that needs the text reports the failed chunk.
    });
  }
  return text.Component;
}

/** Loads the text of the doc page at `pathname`, if its content module has been evaluated; else undefined. */
export function loadTextOf(pathname: string): Promise<unknown> | undefined {
  for (const path of new Set([pathname, safeDecode(pathname)])) {
    const load = texts.get(path) ?? texts.get(path.endsWith('/') ? path.slice(0, -1) : `${path}/`);
    if (load) return load();
  }
  return undefined;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
