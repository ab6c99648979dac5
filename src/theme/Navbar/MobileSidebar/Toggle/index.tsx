// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/Navbar/MobileSidebar/Toggle).
// Why: this slot holds the Menu button of the doc sidebar drawer.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useNavbarSecondaryMenu} from '@site/src/shared/hooks/docusaurusInternal';
import {narrowMenuToggleProps, useNarrowMenus} from '../../../../features/topBar/NarrowMenus';
import styles from './styles.module.css';

/**
 * Replaced: instead of the hamburger of Docusaurus's combined panel, this slot holds
 * the Menu button that opens the doc sidebar drawer. It exists only on pages with a
 * doc sidebar, below 1024 px (DocSidebar fills the drawer there).
 */
export default function SidebarMenuButton(): ReactNode {
  const {openMenu, toggle} = useNarrowMenus();
  const {content} = useNavbarSecondaryMenu();
  if (!content) return null;
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.menuButton)}
      onClick={() => toggle('drawer')}
      {...narrowMenuToggleProps('drawer', openMenu)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M9 4v16" stroke="currentColor" strokeWidth="2" />
      </svg>
      <Translate id="topBar.sidebarMenuButton" description="The button that opens the doc sidebar on narrow screens">
        Menu
      </Translate>
    </button>
  );
}
