import {useCallback, useRef, type MouseEvent} from 'react';
import {flushSync} from 'react-dom';
import {revealRadius, shouldAnimateThemeChange} from './colorMode';

/** Marks <html> while the reveal runs, so the stylesheet only changes that transition. */
const REVEAL_ATTRIBUTE = 'data-theme-reveal';
const REVEAL_MS = 400;

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => {ready: Promise<void>; finished: Promise<void>};
};

/**
 * A theme change with a circular reveal from the toggle, through the View Transition API, when
 * `enabled`, the browser has the API and the visitor does not ask for reduced motion; otherwise
 * `onChange` at once. Put `rememberOrigin` on a click-capture handler around the toggle.
 */
export function useThemeReveal<T>(onChange: (colorMode: T) => void, enabled: boolean) {
  const origin = useRef<{x: number; y: number} | null>(null);

  const rememberOrigin = useCallback((event: MouseEvent<HTMLElement>) => {
    const button = (event.target as HTMLElement).closest('button');
    // A keyboard "click" has no pointer position: grow from the button's centre.
    if (event.detail === 0 && button) {
      const rect = button.getBoundingClientRect();
      origin.current = {x: rect.left + rect.width / 2, y: rect.top + rect.height / 2};
    } else {
      origin.current = {x: event.clientX, y: event.clientY};
    }
  }, []);

  const revealingOnChange = useCallback(
    (colorMode: T) => {
      const doc = document as ViewTransitionDocument;
      const animate = shouldAnimateThemeChange({
        enabled,
        supported: typeof doc.startViewTransition === 'function',
        reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      });
      if (!animate) {
        onChange(colorMode);
        return;
      }
      const {x, y} = origin.current ?? {x: window.innerWidth / 2, y: 0};
      const root = document.documentElement;
      root.setAttribute(REVEAL_ATTRIBUTE, '');
      const transition = doc.startViewTransition!(() => {
        flushSync(() => onChange(colorMode));
      });
      const radius = revealRadius(x, y, window.innerWidth, window.innerHeight);
      transition.ready
        .then(() => {
          root.animate(
            {clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`]},
            {duration: REVEAL_MS, easing: 'ease-in', pseudoElement: '::view-transition-new(root)'},
          );
        })
        .catch(() => {});
      transition.finished.finally(() => root.removeAttribute(REVEAL_ATTRIBUTE)).catch(() => {});
    },
    [enabled, onChange],
  );

  return {rememberOrigin, onChange: revealingOnChange};
}
