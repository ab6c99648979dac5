// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/DocItem/Content).
// Why: every documentation page gets the "Copy page" / "View as Markdown" actions above its
// title, a place a wrapper cannot reach, and its text is a static article: the page the reader
// opens keeps the server's HTML of its text unhydrated (features/performance/StaticArticle).
// Custom parts are fenced.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/DocItem/Content';
// --- custom ---
import PageActions from '@site/src/features/agents/PageActions';
import {isTestRoute} from '@site/src/features/pageLayout/pageLayout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import StaticArticle from '@site/src/features/performance/StaticArticle';
// The stock `@theme/MDXContent`, in a chunk of its own: the opened page's text is the server's HTML.
import {LazyMDXContent as MDXContent} from '@site/src/features/performance/articleRenderer';
// --- end custom ---

// The title comes from front matter unless the Markdown has its own h1 (stock behaviour).
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  // --- custom ---
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  // The test fixtures under /tests/ have no Markdown twin.
  const hasTwin = !isTestRoute(metadata.permalink, siteConfig.baseUrl);
  // --- end custom ---
  return (
    <>
      {/* --- custom --- */}
      {hasTwin && <PageActions permalink={metadata.permalink} />}
      {/* --- end custom --- */}
      {/* --- custom: the stock <div> --- */}
      <StaticArticle className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        )}
        <MDXContent>{children}</MDXContent>
      </StaticArticle>
      {/* --- end custom --- */}
    </>
  );
}
