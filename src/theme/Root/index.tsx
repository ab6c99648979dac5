// Replaces @docusaurus/core 3.10.2's theme fallback `Root` (which renders its children as they are).
// Why: the whole app sits inside `BrowserReady`, which makes the post-hydration re-render of
// everything that reads `useIsBrowser()` a transition (see features/performance), and the
// router's history is kept for the links of every page's text (features/navigation).
import React, {type ReactNode} from 'react';
import BrowserReady from '@site/src/features/performance/BrowserReady';
import AppHistory from '@site/src/features/navigation/appHistory';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <BrowserReady>
      <AppHistory />
      {children}
    </BrowserReady>
  );
}
