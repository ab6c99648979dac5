import React, {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {readBehaviour, revealRadius, shouldAnimateThemeChange} from '@site/src/shared/utils/siteBehaviour';
import styles from './styles.module.css';

/** Marks <html> while the reveal runs, so the stylesheet only changes that transition. */
const REVEAL_ATTRIBUTE = 'data-theme-reveal';
const REVEAL_MS = 400;

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => {ready: Promise<void>; finished: Promise<void>};
};

/**
 * Wrapped to switch themes with a circular reveal from the toggle, through the View
 * Transition API, when the site enables it, the browser has the API and the visitor does not
 * ask for reduced motion. Otherwise the theme changes at once, as stock.
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {appearanceAnimation} = readBehaviour(siteConfig.customFields);
  const origin = useRef<{x: number; y: number} | null>(null);
  const {onChange} = props;

  const rememberOrigin = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest('button');
    // A keyboard "click" has no pointer position: grow from the button's centre.
    if (event.detail === 0 && button) {
      const rect = button.getBoundingClientRect();
      origin.current = {x: rect.left + rect.width / 2, y: rect.top + rect.height / 2};
    } else {
      origin.current = {x: event.clientX, y: event.clientY};
    }
  }, []);

  const animatedOnChange = useCallback<Props['onChange']>(
    (colorMode) => {
      const doc = document as ViewTransitionDocument;
      const animate = shouldAnimateThemeChange({
        enabled: appearanceAnimation,
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
    [appearanceAnimation, onChange],
  );

  return (
    <div className={styles.contents} onClickCapture={rememberOrigin}>
      <ColorModeToggle {...props} onChange={animatedOnChange} />
    </div>
  );
}
