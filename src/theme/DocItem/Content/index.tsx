// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/DocItem/Content).
// Why: an overview page (front matter `overview: true`) shows its overview between the page
// title and the page's own text, a place a wrapper cannot reach. Custom parts are fenced.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
// --- custom ---
import Overview from '@site/src/components/Overview';
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
  const {frontMatter, metadata} = useDoc();
  const isOverview = (frontMatter as {overview?: unknown}).overview === true;
  // --- end custom ---
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      {/* --- custom --- */}
      {isOverview && <Overview permalink={metadata.permalink} />}
      {/* --- end custom --- */}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
