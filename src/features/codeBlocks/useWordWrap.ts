import {startTransition, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {WordWrap} from '@site/src/shared/hooks/docusaurusInternal';
import {observeSize} from '@site/src/shared/hooks/observeSize';

const CONTENT_VISIBILITY_CHANGE = 'contentvisibilityautostatechange';

/** The wrap button is offered while the code scrolls sideways, and kept while wrapping is on. */
function offersWrap(pre: HTMLPreElement): boolean {
  return pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true;
}

/**
 * The word-wrap state of one code block, in the shape Docusaurus's `useCodeWordWrap()` returns
 * (same behaviour), at a lower cost while a page starts: no MutationObserver, resize listener and
 * layout read per block, no state set by an effect on every block, and one object per state so
 * the block's context does not change on every render.
 */
export function useWordWrap(existing?: HTMLPreElement): WordWrap {
  // A block of a static article brings its server-rendered <pre> (staticButtons.tsx).
  const codeBlockRef = useRef<HTMLPreElement>(existing ?? null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    // A transition: showing the wrap buttons may wait for anything the reader does.
    const check = () => startTransition(() => setIsCodeScrollable(offersWrap(pre)));
    const stopObserving = observeSize(pre, check);
    // A block out of view is not laid out (its `content-visibility`), so it seems not to scroll
    // then; look again when it comes near, which need not change its size. Not when it leaves:
    // the event comes a while later, and the browser may then still report the widths of the
    // lines it laid out before, offering to wrap a block the reader has not reached.
    const onVisibilityChange = (event: Event) => {
      if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) check();
    };
    pre.addEventListener(CONTENT_VISIBILITY_CHANGE, onVisibilityChange);
    return () => {
      stopObserving();
      pre.removeEventListener(CONTENT_VISIBILITY_CHANGE, onVisibilityChange);
    };
  }, []);

  const toggle = useCallback(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    setIsCodeScrollable(offersWrap(pre));
  }, [isEnabled]);

  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}), [isEnabled, isCodeScrollable, toggle]);
}
