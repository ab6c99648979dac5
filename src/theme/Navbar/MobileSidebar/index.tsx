// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/Navbar/MobileSidebar).
// Why: two narrow-screen menus (src/features/topBar) instead of the stock combined panel.
import React, {type ReactNode} from 'react';
import NavScreen from '../../../features/topBar/NavScreen';
import SidebarDrawer from '../../../features/topBar/SidebarDrawer';

/**
 * Replaced. Docusaurus shows one slide-in panel with the nav items and the doc sidebar;
 * this site has two menus instead: the doc sidebar in a drawer (Menu button, below
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
