import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useNavbarSecondaryMenu} from '@site/src/shared/hooks/docusaurusInternal';
import {SIDEBAR_DRAWER_ID} from '@site/src/features/topBar/topBar';
import {closeOnLinkClick, useNarrowMenus} from '../NarrowMenus';
import styles from './styles.module.css';

/**
 * The doc sidebar on narrow screens (below 1024 px), opened by the Menu button. Its
 * content is the sidebar that DocSidebar/Mobile hands to the navbar.
 */
export default function SidebarDrawer(): ReactNode {
  const {openMenu, close} = useNarrowMenus();
  const {content} = useNavbarSecondaryMenu();
  if (openMenu !== 'drawer' || !content) return null;
  return (
    <>
      <div className={styles.backdrop} role="presentation" onClick={() => close()} />
      <div id={SIDEBAR_DRAWER_ID} className={clsx('menu', styles.drawer)} onClick={closeOnLinkClick(() => close())}>
        <nav
          aria-label={translate({
            id: 'theme.docs.sidebar.navAriaLabel',
            message: 'Docs sidebar',
            description: 'The ARIA label for the sidebar navigation',
          })}>
          {content}
        </nav>
      </div>
    </>
  );
}
