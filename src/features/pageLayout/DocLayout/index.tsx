// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/DocItem/Layout).
// Why: the stock layout renders the desktop outline's column for the server and the hydration
// render, then removes it on a narrow screen once an effect has read the window's size (a second
// render of the whole doc layout right after hydration). Here the column is always in the page,
// and the stylesheet hides it below 997 px. Everything else is the stock layout, with upstream's
// own stylesheet.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';
import stockStyles from '@docusaurus/theme-classic/lib/theme/DocItem/Layout/styles.module.css';
import styles from './styles.module.css';

export default function DocLayout({children}: Props): ReactNode {
  const {frontMatter, toc, metadata} = useDoc();
  // Front matter can turn the outline off, and a page may have no headings to list.
  const outlineHidden = frontMatter.hide_table_of_contents === true;
  const hasOutline = !outlineHidden && toc.length > 0;
  return (
    <div className="row">
      <div className={clsx('col', !outlineHidden && stockStyles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={stockStyles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {hasOutline && <DocItemTOCMobile />}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {hasOutline && (
        <div className={clsx('col col--3', styles.outlineColumn)}>
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
