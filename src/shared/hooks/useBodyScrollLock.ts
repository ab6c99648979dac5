import {useEffect} from 'react';

/**
 * Stops the page behind an open overlay (dialog, narrow-screen menu) from scrolling while
 * `locked` is true. With `delayMs`, the lock starts only once the overlay has finished
 * opening and covers the page, so the page does not jump while it slides in.
 * The previous `overflow` value is restored when the lock ends.
 */
export function useBodyScrollLock(locked: boolean, delayMs = 0): void {
  useEffect(() => {
    if (!locked) return undefined;
    const {style} = document.body;
    let previous: string | null = null;
    const lock = () => {
      previous = style.overflow;
      style.overflow = 'hidden';
    };
    const timer = delayMs > 0 ? window.setTimeout(lock, delayMs) : (lock(), undefined);
    return () => {
      window.clearTimeout(timer);
      if (previous !== null) style.overflow = previous;
    };
  }, [locked, delayMs]);
}
