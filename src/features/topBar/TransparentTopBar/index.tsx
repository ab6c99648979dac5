import React, {createContext, useContext, type ReactNode} from 'react';

const TransparentTopBarContext = createContext(false);

/**
 * Wrap a page's `<Layout>` in this to make the top bar transparent while the page is
 * scrolled less than 100 px. The landing page uses it.
 */
export default function TransparentTopBar({children}: {children: ReactNode}): ReactNode {
  return <TransparentTopBarContext.Provider value>{children}</TransparentTopBarContext.Provider>;
}

/** Whether the current page asked for a transparent top bar. */
export function useTransparentTopBarRequested(): boolean {
  return useContext(TransparentTopBarContext);
}
