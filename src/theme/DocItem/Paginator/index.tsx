// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/DocItem/Paginator, a ten-line bridge
// from `useDoc()` to `DocPaginator`).
// Why: the previous/next titles come from the translated sidebar instead of the untranslated
// sidebar labels Docusaurus puts in the doc's metadata.
import React, {type ReactNode} from 'react';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
import {paginationFromSidebar} from '@site/src/features/docFooter/pagination';

export default function DocItemPaginator(): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const {previous, next} = paginationFromSidebar(
    {previous: metadata.previous, next: metadata.next},
    sidebar?.items,
  );
  return <DocPaginator className="docusaurus-mt-lg" previous={previous} next={next} />;
}
