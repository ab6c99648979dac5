import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import Hero from '@site/src/features/landing/Hero';
import ToolStack from '@site/src/features/landing/ToolStack';
import TransparentTopBar from '@site/src/features/topBar/TransparentTopBar';
import {site} from '@site/src/shared/data/site';
import styles from './index.module.css';

/** The landing page: background image, hero, tool stack, then the footer. */
export default function Home(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.currentLocale;
  return (
    <TransparentTopBar>
      <Layout
        title={translate({id: 'home.title', message: 'Rslib: the Rsbuild-based library development tool', description: 'Browser tab title of the landing page'})}
        description={lang === 'zh' ? site.description.zh : site.description.en}
        wrapperClassName={styles.page}>
        <div className={styles.background} data-testid="landing-background" aria-hidden="true" />
        <main>
          <Hero
            logoUrl={useBaseUrl('/img/logo.svg')}
            title={site.title}
            subTitle={translate({id: 'landing.subtitle', message: 'Rsbuild-based Library Development Tool', description: 'Subtitle under the product name in the landing hero'})}
            description={translate({id: 'landing.slogan', message: 'Create JavaScript libraries in a simple and intuitive way', description: 'One-line pitch in the landing hero'})}
            getStartedButtonText={translate({id: 'landing.quickStart', message: 'Quick Start', description: 'Landing hero button that opens the quick start guide'})}
            // Docusaurus's Link adds the /zh prefix on Chinese pages.
            getStartedLink="/guide/start/quick-start"
            learnMoreButtonText="GitHub"
            learnMoreLink={site.repoUrl}
            showStars
          />
          <ToolStack />
        </main>
      </Layout>
    </TransparentTopBar>
  );
}
