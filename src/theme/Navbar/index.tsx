import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useHideableNavbar} from '@site/src/shared/hooks/docusaurusInternal';
import Navbar from '@theme-original/Navbar';
import {isTopBarTransparent, readTopBarSettings, type TopBarShow} from '@site/src/features/topBar/topBar';
import {NarrowMenusProvider, useNarrowMenus} from '../../features/topBar/NarrowMenus';
import {useTransparentTopBarRequested} from '../../features/topBar/TransparentTopBar';
import styles from './styles.module.css';

/** True while a page that asked for it (the landing page) is scrolled less than 100 px. */
function useTransparentAtTop(): boolean {
  const requested = useTransparentTopBarRequested();
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    if (!requested) return undefined;
    const update = () => setAtTop(isTopBarTransparent(window.scrollY));
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, [requested]);
  return requested && atTop;
}

function TopBar({show}: {show: Exclude<TopBarShow, 'never'>}): ReactNode {
  // Docusaurus's own hide-on-scroll logic, driven by our setting instead of `navbar.hideOnScroll`.
  const hideOnScroll = show === 'scroll';
  const {navbarRef, isNavbarVisible} = useHideableNavbar(hideOnScroll);
  const {openMenu} = useNarrowMenus();
  const transparent = useTransparentAtTop() && !openMenu;
  const hidden = hideOnScroll && !isNavbarVisible && !openMenu;
  return (
    <div
      ref={navbarRef}
      className={clsx(styles.topBar, hideOnScroll && styles.hideable, hidden && styles.hidden, transparent && styles.transparent)}
      data-top-bar-show={show}
      data-top-bar-hidden={hidden ? 'true' : undefined}
      data-top-bar-transparent={transparent ? 'true' : undefined}>
      <Navbar />
    </div>
  );
}

/**
 * Wrapped: the top bar Adds the `themeConfig.topBar.show` setting
 * (always / scroll / never), the landing page's transparent bar, and the state of the
 * two narrow-screen menus (Menu button → sidebar drawer, hamburger → full-screen nav).
 */
export default function NavbarWrapper(): ReactNode {
  const {show} = readTopBarSettings(useThemeConfig());
  if (show === 'never') return null;
  return (
    <NarrowMenusProvider>
      <TopBar show={show} />
    </NarrowMenusProvider>
  );
}
