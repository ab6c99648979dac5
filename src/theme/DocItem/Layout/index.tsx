import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocProvider, useDoc} from '@docusaurus/plugin-content-docs/client';
import type {PropDocContent} from '@docusaurus/plugin-content-docs';
import type {Props} from '@theme/DocItem/Layout';
// `@theme/MDXContent` in a chunk of its own (doc pages keep the server's HTML of their text).
import {LazyMDXContent as MDXContent} from '@site/src/features/performance/articleRenderer';
import DocHome from '@site/src/features/pageLayout/DocHome';
import DocItemLayout from '@site/src/features/pageLayout/DocLayout';
import {partsHiddenByQuery} from '@site/src/features/pageLayout/interfaceToggles.mjs';
import {isTestRoute, pageClassNames, pageTypeOf, partsHiddenByPage} from '@site/src/features/pageLayout/pageLayout';

/**
 * Whether the outline is off: by front matter, or by `?outline=0` once React runs in the
 * browser (the server cannot see the query; until then the stylesheet hides the outline).
 */
function useOutlineHidden(frontMatter: Record<string, unknown>): boolean {
  const {search} = useLocation();
  const isBrowser = useIsBrowser();
  return partsHiddenByPage(frontMatter).includes('outline') || (isBrowser && partsHiddenByQuery(search).includes('outline'));
}

/**
 * The doc layout without an outline. `outline: false` is this site's name for the theme's
 * own `hide_table_of_contents`, which also gives the text the outline's width.
 */
function WithoutOutline({children}: {children: ReactNode}): ReactNode {
  const doc = useDoc();
  const content = useMemo(() => ({...doc, frontMatter: {...doc.frontMatter, hide_table_of_contents: true}}), [doc]);
  return <DocProvider content={content as unknown as PropDocContent}>{children}</DocProvider>;
}

/**
 * Wrapped for page types and interface parts. `home` pages get the hero layout, `custom` and
 * `blank` pages their content only; `doc` pages get the doc layout (`features/pageLayout/DocLayout`:
 * the stock one, ejected to keep the outline's column mounted). Classes on <html> tell the
 * stylesheet which global parts (top bar, sidebar, outline, footer) to hide, so the
 * server-rendered HTML is already right. Test pages (docs/tests/) are kept out of indexes.
 */
export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const fields = frontMatter as Record<string, unknown>;
  const pageType = pageTypeOf(fields);
  const outlineHidden = useOutlineHidden(fields);
  const isTestPage = isTestRoute(metadata.permalink, useBaseUrl('/'));

  let layout: ReactNode;
  if (pageType === 'doc') {
    layout = outlineHidden ? (
      <WithoutOutline>
        <DocItemLayout {...props} />
      </WithoutOutline>
    ) : (
      <DocItemLayout {...props} />
    );
  } else if (pageType === 'home') {
    layout = <DocHome>{props.children}</DocHome>;
  } else {
    layout = (
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        <MDXContent>{props.children}</MDXContent>
      </div>
    );
  }

  return (
    <HtmlClassNameProvider className={pageClassNames(fields)}>
      {isTestPage && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
      {layout}
    </HtmlClassNameProvider>
  );
}
