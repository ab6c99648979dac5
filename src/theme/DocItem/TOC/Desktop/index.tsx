import React, {useEffect, useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import {isScrolledToBottom} from '@site/src/features/navigation/outline';
import styles from './styles.module.css';

const LINK_SELECTOR = '.theme-doc-toc-desktop .table-of-contents__link';
const ACTIVE_CLASS = 'table-of-contents__link--active';

/**
 * The stock highlight keeps the previous entry active when the last section is too short to
 * reach the top of the window; at the bottom of the page the last entry should be the active
 * one. Runs after the stock scroll handler, which its child registers first.
 */
function useLastEntryActiveAtBottom(): void {
  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      if (!isScrolledToBottom(window.scrollY, window.innerHeight, root.scrollHeight)) return;
      const links = Array.from(document.querySelectorAll(LINK_SELECTOR));
      links.forEach((link, index) => link.classList.toggle(ACTIVE_CLASS, index === links.length - 1));
    };
    document.addEventListener('scroll', update, {passive: true});
    window.addEventListener('resize', update);
    update();
    return () => {
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
}

/** Wrapped to title the outline "ON THIS PAGE" and to fix the active entry at the bottom. */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  const titleId = useId();
  useLastEntryActiveAtBottom();
  return (
    <nav className={styles.outline} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {translate({
          id: 'navigation.outline.title',
          message: 'ON THIS PAGE',
          description: 'Title above the outline of a doc page on wide screens',
        })}
      </p>
      <DocItemTOCDesktop />
    </nav>
  );
}
