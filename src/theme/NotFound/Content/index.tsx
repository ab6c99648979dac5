// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/NotFound/Content).
// Why: the 404 texts in the language of the address with a link to that language's home, and
// misspelled paths sent on. One 404.html may be served for every unknown path of every language.
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory, useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {homePathFor, localeRootOf, NOT_FOUND_TEXTS} from '@site/src/features/notFound/notFound';
import {DEFAULT_LOCALE, LOCALES, localeOfPath, notFoundRedirect, type Locale} from '@site/src/shared/utils/urlPaths.mjs';
import styles from './styles.module.css';

/**
 * The home link of each language. The build's own language also knows its versions, so a
 * path inside a version links to that version's first page (worked out after hydration,
 * because the same HTML is served for every unknown path).
 */
function useHomePaths(pathname: string): Record<Locale, string> {
  const {i18n} = useDocusaurusContext();
  const buildLocale = i18n.currentLocale as Locale;
  const roots = Object.fromEntries(
    LOCALES.map((locale) => [locale, i18n.localeConfigs[locale]?.baseUrl ?? localeRootOf(locale, DEFAULT_LOCALE)]),
  ) as Record<Locale, string>;
  const versions = useVersions(undefined);
  const [homes, setHomes] = useState(roots);
  useEffect(() => {
    const versionHomes = versions.map((version) => ({
      path: version.path,
      homePath: version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? roots[buildLocale],
      isDefault: version.isLast,
    }));
    setHomes((current) => ({...current, [buildLocale]: homePathFor(pathname, roots[buildLocale], versionHomes)}));
    // `roots` is derived from the config and stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, buildLocale, versions]);
  return homes;
}

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const {i18n} = useDocusaurusContext();
  const homes = useHomePaths(pathname);

  useEffect(() => {
    const target = notFoundRedirect(pathname);
    if (target) history.replace(`${target}${search}${hash}`);
  }, [pathname, search, hash, history]);

  // Server-rendered, every language is in the page and CSS shows the one of the address
  // (`data-path-locale`, set before the first paint). In the browser the others are dropped.
  const [shown, setShown] = useState<readonly Locale[]>(LOCALES);
  useEffect(() => setShown([localeOfPath(pathname)]), [pathname]);

  return (
    <main className={clsx('container', styles.notFound, className)}>
      {/* Unknown paths under the docs are answered here, outside NotFound's own metadata. */}
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found', description: 'The title of the 404 page'})}
        description={translate({
          id: 'notFound.metaDescription',
          message: 'There is no page at this address in the Rslib documentation. Go to the home page or search the docs.',
          description: 'The meta description of the 404 page (search results and link previews)',
        })}
      />
      {/* A missing page is not a page: kept out of search results even where a host answers 200. */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <p className={styles.code}>404</p>
      {shown.map((locale) => (
        <div
          key={locale}
          lang={NOT_FOUND_TEXTS[locale].lang}
          className={styles.variant}
          data-locale={locale}
          data-build-locale={locale === i18n.currentLocale ? '' : undefined}>
          <Heading as="h1" className={styles.title}>
            {NOT_FOUND_TEXTS[locale].heading}
          </Heading>
          {locale === i18n.currentLocale ? (
            <Link className="button button--primary button--lg" to={homes[locale]}>
              {NOT_FOUND_TEXTS[locale].takeMeHome}
            </Link>
          ) : (
            // Another language is another app: a full page load, not a client-side route.
            <a className="button button--primary button--lg" href={homes[locale]}>
              {NOT_FOUND_TEXTS[locale].takeMeHome}
            </a>
          )}
        </div>
      ))}
    </main>
  );
}
