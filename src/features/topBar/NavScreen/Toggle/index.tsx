import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import IconClose from '@theme/Icon/Close';
import {narrowMenuToggleProps, useNarrowMenus} from '../../NarrowMenus';
import styles from './styles.module.css';

/** The hamburger of narrow screens (below 768 px); it turns into a close button while the nav is open. */
export default function NavScreenToggle(): ReactNode {
  const {openMenu, toggle} = useNarrowMenus();
  const open = openMenu === 'navScreen';
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.hamburger)}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      onClick={() => toggle('navScreen')}
      {...narrowMenuToggleProps('navScreen', openMenu)}>
      {open ? <IconClose width={20} height={20} /> : <IconMenu width={24} height={24} />}
    </button>
  );
}
