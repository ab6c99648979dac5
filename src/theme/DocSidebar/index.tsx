// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/DocSidebar).
// Why: the mobile sidebar joins at 1024 px, where the drawer takes over, not at 997 px, and the
// desktop one stays mounted (hidden by the stylesheet) on narrow screens.
import React, {useEffect, useState, type ReactNode} from 'react';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {SIDEBAR_DRAWER_QUERY} from '@site/src/features/topBar/topBar';
import './styles.css';

type Screen = 'ssr' | 'narrow' | 'wide';

/** Which side of the 1024 px drawer breakpoint the window is on; `ssr` until hydrated. */
function useScreen(): Screen {
  const [screen, setScreen] = useState<Screen>('ssr');
  useEffect(() => {
    const query = window.matchMedia(SIDEBAR_DRAWER_QUERY);
    const update = () => setScreen(query.matches ? 'narrow' : 'wide');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return screen;
}

/**
 * Replaced (the stock file is a ten-line switch): the mobile sidebar (the Menu drawer's content)
 * joins at 1024 px, where the top bar's Menu button takes over, instead of Docusaurus's 997 px.
 * The desktop sidebar is server-rendered for every width and stays in the page on a narrow
 * screen, where the stylesheet hides its <aside>, instead of being removed in a second render
 * after hydration.
 */
export default function DocSidebar(props: Props): ReactNode {
  const screen = useScreen();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {screen === 'narrow' && <DocSidebarMobile {...props} />}
    </>
  );
}
