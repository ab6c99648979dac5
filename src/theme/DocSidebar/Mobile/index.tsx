// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/DocSidebar/Mobile).
// Why: hands the sidebar to our drawer without toggling the unused stock mobile panel, and
// without the first `localeCompare` of the page (see `DocSidebarMobile`).
import React, {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames, type NavbarSecondaryMenuComponent} from '@docusaurus/theme-common';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

// The list shown in the drawer. It does not close anything itself: the drawer closes
// on any link click and on route changes.
const DocSidebarDrawerItems: NavbarSecondaryMenuComponent<{drawer: Pick<Props, 'sidebar' | 'path'>}> = ({drawer: {sidebar, path}}) => (
  <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
    <DocSidebarItems items={sidebar} activePath={path} level={1} />
  </ul>
);

/**
 * Replaced: like the stock component it hands the sidebar to the navbar (where the
 * Menu button's drawer shows it), but without toggling Docusaurus's mobile panel,
 * which this site does not use.
 *
 * The filler compares its props shallowly after sorting their keys with `localeCompare`. A
 * browser's first `localeCompare` loads the collation data (about 10 ms on a phone, the largest
 * item of the re-render that follows hydration); with a single key, nothing is compared.
 */
function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const drawer = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarDrawerItems} props={{drawer}} />;
}

export default memo(DocSidebarMobile);
