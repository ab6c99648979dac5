// @vitest-environment happy-dom
// The page behind an open overlay does not scroll; it scrolls as before once the overlay is gone.
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {act, cleanup, renderHook} from '@testing-library/react';
import {useBodyScrollLock} from './useBodyScrollLock';

const overflow = () => document.body.style.overflow;

beforeEach(() => {
  document.body.style.overflow = 'auto';
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.style.overflow = '';
});

interface LockProps {
  locked: boolean;
  delayMs?: number;
}

function renderLock(locked: boolean, delayMs?: number) {
  return renderHook((props: LockProps) => useBodyScrollLock(props.locked, props.delayMs), {initialProps: {locked, delayMs} as LockProps});
}

describe('useBodyScrollLock', () => {
  test('locks at once without a delay and restores the previous overflow when unlocked', () => {
    const {rerender} = renderLock(false);
    expect(overflow()).toBe('auto');
    rerender({locked: true});
    expect(overflow()).toBe('hidden');
    rerender({locked: false});
    expect(overflow()).toBe('auto');
  });

  test('restores the previous overflow when the overlay unmounts', () => {
    const {unmount} = renderLock(true);
    expect(overflow()).toBe('hidden');
    unmount();
    expect(overflow()).toBe('auto');
  });

  test('with a delay, locks only once the overlay has finished opening', () => {
    vi.useFakeTimers();
    renderLock(true, 300);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(overflow()).toBe('auto');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(overflow()).toBe('hidden');
  });

  test('an overlay closed before the delay never locks the page', () => {
    vi.useFakeTimers();
    const {rerender} = renderLock(true, 300);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    rerender({locked: false, delayMs: 300});
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(overflow()).toBe('auto');
  });

  test('an overflow set by the page meanwhile is kept as it was when the lock started', () => {
    vi.useFakeTimers();
    const {rerender} = renderLock(true, 300);
    document.body.style.overflow = 'scroll';
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(overflow()).toBe('hidden');
    rerender({locked: false, delayMs: 300});
    expect(overflow()).toBe('scroll');
  });
});
