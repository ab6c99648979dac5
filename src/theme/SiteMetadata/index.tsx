// Wraps @docusaurus/theme-classic 3.10.2 (src/theme/SiteMetadata).
// Why: the 404 page is not a page of the site. Where it shows (`/404`, `/zh/404.html`, any
// unknown address), it gets no canonical URL, `og:url` or hreflang alternates pointing at that
// address, so no search engine takes it for a page; everything else the stock metadata sets
// stays. The page itself says `noindex` (NotFound/Content).
import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import {DEFAULT_SEARCH_TAG} from '@site/src/shared/hooks/docusaurusInternal';
import {useIsNotFoundRoute} from '@site/src/features/notFound/notFoundRoute';

/** The stock metadata without the parts that name the address. */
function NotFoundMetadata(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <body />
      </Head>
      {image && <PageMetadata image={image} />}
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}

export default function SiteMetadataWrapper(): ReactNode {
  return useIsNotFoundRoute() ? <NotFoundMetadata /> : <SiteMetadata />;
}
