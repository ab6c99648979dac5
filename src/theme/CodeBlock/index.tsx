// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/index.js).
// Why: the stock block renders every code block twice while a page starts: once to hydrate the
// server's HTML (tokenising the code with Prism), then again, remounted, when `useIsBrowser()`
// turns true (so that the colours follow the reader's theme). Here hydration adopts the server's
// HTML of each block as it is, without Prism, and the block renders once, with the reader's
// theme, when `useIsBrowser()` turns true (a transition: see features/performance). A block
// mounted by a client-side navigation renders at once, as before.
import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import styles from './styles.module.css';

/** Unchanged from upstream: plain string children, so that the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser && typeof window !== 'undefined') {
    // Hydrating: an element with inner HTML has no children for React to hydrate, so the
    // server's markup of the block stays as it is until the live block replaces it.
    return <div key="server" className={styles.block} data-code-block-pending="" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  const children = maybeStringifyChildren(rawChildren);
  return (
    <div key={isBrowser ? 'live' : 'server'} className={styles.block} data-code-block-pending={isBrowser ? undefined : ''}>
      {typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>}
    </div>
  );
}
