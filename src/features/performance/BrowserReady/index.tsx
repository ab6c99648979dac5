import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {BrowserContext} from '@site/src/shared/hooks/docusaurusInternal';
import {markAppHydrated} from '../hydration';

/**
 * Tells `useIsBrowser()` that hydration is over, in a transition.
 *
 * Docusaurus flips `useIsBrowser()` from false to true with an ordinary state update right after
 * hydration, and every consumer re-renders at once: tabs and code blocks remount (to show the
 * stored tab and the reader's colour theme), which on a long page is one main-thread task of
 * several hundred milliseconds on a phone. The same flip as a transition lets React split that
 * work into short tasks and keep the page responsive; what renders is unchanged.
 */
export default function BrowserReady({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    markAppHydrated();
    startTransition(() => setIsBrowser(true));
  }, []);
  useEffect(() => {
    // For tests and tools: the page is hydrated and has re-rendered for the browser.
    if (isBrowser) document.documentElement.setAttribute('data-browser-ready', 'true');
  }, [isBrowser]);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}
