import React, {useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {STATIC_ARTICLE_ATTRIBUTE} from '@site/src/shared/utils/staticArticle';
import {KEEP_SERVER_HTML, appHasHydrated} from '../hydration';
import {loadArticleOf} from '../preload';
import styles from './styles.module.css';

const staticMark = {[STATIC_ARTICLE_ATTRIBUTE]: ''};

/**
 * The page's text. The server renders it as usual; the browser does not hydrate the article of
 * the page the reader opened: React keeps the server's HTML as it is (an element with inner HTML
 * has no children to hydrate), and starting the page costs no React work for it, usually the
 * larger part of the page. The behaviours inside it attach to that HTML from the features that
 * own them (code buttons and links: see src/shared/utils/staticArticle.ts); tabs and the overview
 * filter work from one listener on the document on every page.
 * A page reached by navigation renders its article with React, as any page did before.
 */
export default function StaticArticle({children, className, ...props}: ComponentProps<'div'>): ReactNode {
  // An article rendered before the app has hydrated is the server's; later ones are React's.
  const [isStatic, setIsStatic] = useState(() => typeof window !== 'undefined' && !appHasHydrated());
  const ref = useRef<HTMLDivElement>(null);
  // If React had to render this page anew (a hydration error elsewhere), there is no server HTML
  // to keep: render the article after all, once its renderer and text are loaded (an update from
  // a layout effect must not wait for a chunk).
  useLayoutEffect(() => {
    if (!isStatic || ref.current?.firstChild) return;
    loadArticleOf(window.location.pathname).then(
      () => setIsStatic(false),
      () => setIsStatic(false),
    );
  }, [isStatic]);
  // Far blocks of the server's HTML wait for their layout (styles.module.css).
  const staticClassName = clsx(className, styles.deferredLayout);
  if (typeof window === 'undefined') {
    return (
      <div {...props} className={staticClassName} {...staticMark}>
        {children}
      </div>
    );
  }
  if (isStatic) return <div {...props} className={staticClassName} {...staticMark} ref={ref} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return (
    <div {...props} className={className}>
      {children}
    </div>
  );
}
