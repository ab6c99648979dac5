import React, {useEffect, useState, type ReactNode} from 'react';
import {KEEP_SERVER_HTML, appHasHydrated} from '../hydration';
import styles from './styles.module.css';

/** Whether `query` matches now; false on the server and where `matchMedia` is missing. */
function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * A part of the page that the stylesheet hides while `hiddenWhen` matches. The server renders it
 * as usual. If the page starts with the part hidden, React keeps its server HTML without
 * hydrating it (an element with inner HTML has no children to hydrate), and renders it for real
 * the first time the query stops matching (a window widened past the breakpoint). Hydrating a
 * hidden part costs a phone start-up time for nothing the reader can see or use.
 *
 * The wrapper is `display: contents`, so it adds no box around the part.
 */
export default function StaticWhileHidden({hiddenWhen, children}: {hiddenWhen: string; children: ReactNode}): ReactNode {
  // Decided once, in the hydration render: only the opened page has server HTML to keep.
  const [isStatic, setIsStatic] = useState(() => !appHasHydrated() && matchesNow(hiddenWhen));
  useEffect(() => {
    if (!isStatic) return undefined;
    const query = window.matchMedia(hiddenWhen);
    const update = () => {
      if (!query.matches) setIsStatic(false);
    };
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [hiddenWhen, isStatic]);
  if (isStatic) return <div key="static" className={styles.wrapper} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return (
    <div key="live" className={styles.wrapper}>
      {children}
    </div>
  );
}
