// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/index.js).
// Why: the stock block remounts every code block when `useIsBrowser()` turns true (its
// `key={String(isBrowser)}`), so that the colours follow the reader's theme, which tokenises
// every block a second time in one long task. The site's code colours are custom properties
// that follow the theme by CSS (features/codeBlocks), so a block's HTML is the same for every
// reader and nothing needs to remount. Everything else is as upstream.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Unchanged from upstream: plain string children, so that the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>;
}
