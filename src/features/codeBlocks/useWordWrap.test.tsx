// @vitest-environment happy-dom
import React, {useEffect} from 'react';
import {createRoot} from 'react-dom/client';
import {act} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {useWordWrap} from './useWordWrap';
import type {WordWrap} from '@site/src/shared/hooks/docusaurusInternal';
import {testRoot} from '@site/tests/unit/dom/testRoot';

/** A server-rendered <pre> whose scroll and client widths the test sets (happy-dom lays nothing out). */
function preWithWidths(widths: {scroll: number; client: number}): HTMLPreElement {
  const pre = document.createElement('pre');
  pre.innerHTML = '<code>const answer = 42;</code>';
  Object.defineProperty(pre, 'scrollWidth', {get: () => widths.scroll});
  Object.defineProperty(pre, 'clientWidth', {get: () => widths.client});
  document.body.append(pre);
  return pre;
}

/** The browser's event when a `content-visibility: auto` block starts or stops being skipped. */
function visibilityChange({skipped}: {skipped: boolean}): Event {
  return Object.assign(new Event('contentvisibilityautostatechange'), {skipped});
}

function Probe({pre, report}: {pre: HTMLPreElement; report: (state: WordWrap) => void}) {
  const wordWrap = useWordWrap(pre);
  useEffect(() => {
    report(wordWrap);
  });
  return null;
}

const root = testRoot();

/** Renders the hook on `pre` and returns its latest state. */
async function renderWordWrap(pre: HTMLPreElement): Promise<() => WordWrap | undefined> {
  let state: WordWrap | undefined;
  const container = document.createElement('div');
  document.body.append(container);
  root.current = createRoot(container);
  await act(async () => root.current!.render(<Probe pre={pre} report={(next) => (state = next)} />));
  return () => state;
}

describe('useWordWrap', () => {
  // No ResizeObserver: the block's size never changes here, as with a block whose reserved
  // height was already right. Out of view, it is not laid out, so it seems as wide as its box;
  // then its lines turn out to be wider.
  it.each([
    // Coming near: look again, and the block scrolls.
    ['offers wrapping once a block that was out of view (not laid out) turns out to scroll', false, true],
    // Leaving: the event comes late, and the widths may still be those of its lines.
    ['does not offer wrapping when a block is reported skipped, whatever its widths say then', true, false],
  ])('%s', async (_, skipped, offered) => {
    vi.stubGlobal('ResizeObserver', undefined);
    const widths = {scroll: 300, client: 300};
    const pre = preWithWidths(widths);
    const state = await renderWordWrap(pre);
    expect(state()?.isCodeScrollable).toBe(false);

    widths.scroll = 640;
    await act(async () => {
      pre.dispatchEvent(visibilityChange({skipped}));
    });
    expect(state()?.isCodeScrollable).toBe(offered);
  });

  it('stops listening when the block unmounts', async () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const pre = preWithWidths({scroll: 300, client: 300});
    const removed = vi.spyOn(pre, 'removeEventListener');
    await renderWordWrap(pre);
    act(() => root.current!.unmount());
    root.current = undefined;
    expect(removed).toHaveBeenCalledWith('contentvisibilityautostatechange', expect.any(Function));
  });
});
