import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {splitNavbarItems} from '@site/src/shared/hooks/docusaurusInternal';
import Translate from '@docusaurus/Translate';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import {NAV_SCREEN_ID} from '@site/src/features/topBar/topBar';
import {closeOnLinkClick, useNarrowMenus} from '../NarrowMenus';
import styles from './styles.module.css';

/** The long product-family list goes last, after the site's own items. */
function byNavScreenOrder(items: NavbarItemConfig[]): NavbarItemConfig[] {
  // Custom item types are not part of Docusaurus's item type union.
  const isFamily = (item: NavbarItemConfig) => (item.type as string | undefined) === 'custom-productFamily';
  return [...items.filter((item) => !isFamily(item)), ...items.filter(isFamily)];
}

/**
 * The full-screen nav of narrow screens (below 768 px), opened by the hamburger: every
 * navbar item in its mobile form, then the colour-mode toggle.
 */
export default function NavScreen(): ReactNode {
  const {openMenu, close} = useNarrowMenus();
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  if (openMenu !== 'navScreen') return null;
  const [left, right] = splitNavbarItems(items);
  return (
    <div id={NAV_SCREEN_ID} className={clsx('menu', styles.navScreen)} onClick={closeOnLinkClick(() => close())}>
      <ul className={clsx('menu__list', styles.items)}>
        {byNavScreenOrder([...left, ...right]).map((item, index) => (
          // Navbar items have no id; their place in the config is stable.
          <NavbarItem mobile {...item} key={index} />
        ))}
      </ul>
      <div className={styles.appearance}>
        <span>
          <Translate id="topBar.navScreen.appearance" description="Label of the colour-mode toggle in the narrow-screen nav">
            Appearance
          </Translate>
        </span>
        <NavbarColorModeToggle />
      </div>
    </div>
  );
}
