// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/DocSidebar/Mobile).
// Why: hands the sidebar to our drawer without toggling the unused stock mobile panel.
import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames, type NavbarSecondaryMenuComponent} from '@docusaurus/theme-common';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

// The list shown in the drawer. It does not close anything itself: the drawer closes
// on any link click and on route changes.
const DocSidebarDrawerItems: NavbarSecondaryMenuComponent<Props> = ({sidebar, path}) => (
  <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
    <DocSidebarItems items={sidebar} activePath={path} level={1} />
  </ul>
);

/**
 * Replaced: like the stock component it hands the sidebar to the navbar (where the
 * Menu button's drawer shows it), but without toggling Docusaurus's mobile panel,
 * which this site does not use.
 */
function DocSidebarMobile(props: Props): ReactNode {
  return <NavbarSecondaryMenuFiller component={DocSidebarDrawerItems} props={props} />;
}

export default memo(DocSidebarMobile);
