import React, {type ReactNode} from 'react';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {shouldShowVersionMenu} from '@site/src/features/topBar/versions';

/**
 * Wrapped: the stock item renders a lone version button even when the site has
 * one version: a version menu only makes sense with two or more versions.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const versions = useVersions(props.docsPluginId);
  if (!shouldShowVersionMenu(versions.length)) {
    return null;
  }
  return <DocsVersionDropdownNavbarItem {...props} />;
}
