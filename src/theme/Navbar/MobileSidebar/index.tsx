import React, {type ReactNode} from 'react';
import NavScreen from '../../NavScreen';
import SidebarDrawer from '../../SidebarDrawer';

/**
 * Replaced. Docusaurus shows one slide-in panel with the nav items and the doc sidebar;
 * the spec has two menus instead: the doc sidebar in a drawer (Menu button, below
 * 1024 px) and the nav items in a full-screen nav (hamburger, below 768 px).
 */
export default function NavbarMobileSidebar(): ReactNode {
  return (
    <>
      <SidebarDrawer />
      <NavScreen />
    </>
  );
}
