import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {homePathFor} from '@site/src/utils/notFound';
import {notFoundRedirect} from '@site/src/utils/urlPaths.mjs';
import styles from './styles.module.css';

/**
 * The 404 HTML is built once and served for every unknown path, so the version part of the
 * link is worked out in the browser, after hydration.
 */
function useHomePath(pathname: string): string {
  const localeRoot = useBaseUrl('/');
  const versions = useVersions(undefined);
  const [homePath, setHomePath] = useState(localeRoot);
  useEffect(() => {
    const homes = versions.map((version) => ({
      path: version.path,
      homePath: version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? localeRoot,
      isDefault: version.isLast,
    }));
    setHomePath(homePathFor(pathname, localeRoot, homes));
  }, [pathname, localeRoot, versions]);
  return homePath;
}

/**
 * Replaces the stock 404 content (spec 2.3, 8): "404", "PAGE NOT FOUND" and a link home. A
 * path that is another spelling of a page (`/en/...`, `.../index`, `....html`) is sent on to
 * that page, so this works on any static host, not only on our preview server.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const homePath = useHomePath(pathname);

  useEffect(() => {
    const target = notFoundRedirect(pathname);
    if (target) history.replace(`${target}${search}${hash}`);
  }, [pathname, search, hash, history]);

  return (
    <main className={clsx('container', styles.notFound, className)}>
      {/* Unknown paths under the docs are answered here, outside NotFound's own metadata. */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found', description: 'The title of the 404 page'})} />
      <p className={styles.code}>404</p>
      <Heading as="h1" className={styles.title}>
        <Translate id="theme.NotFound.heading" description="The heading of the 404 page">
          PAGE NOT FOUND
        </Translate>
      </Heading>
      <Link className="button button--primary button--lg" to={homePath}>
        <Translate id="theme.NotFound.takeMeHome" description="The link from the 404 page to the home page">
          Take me home
        </Translate>
      </Link>
    </main>
  );
}
