import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import Hero from '@site/src/theme/Hero';
import ToolStack from '@site/src/theme/ToolStack';
import TransparentTopBar from '@site/src/theme/TransparentTopBar';
import {site} from '@site/src/data/site';
import {getUiText} from '@site/src/utils/uiText';
import styles from './index.module.css';

/** The landing page (spec 2.5): background image, hero, tool stack, then the footer. */
export default function Home(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.currentLocale;
  const t = (key: string) => getUiText(key, lang);
  return (
    <TransparentTopBar>
      <Layout
        title={translate({id: 'home.title', message: 'Rslib: the Rsbuild-based library development tool'})}
        description={lang === 'zh' ? site.description.zh : site.description.en}
        wrapperClassName={styles.page}>
        <div className={styles.background} data-testid="landing-background" aria-hidden="true" />
        <main>
          <Hero
            logoUrl={useBaseUrl('/img/logo.svg')}
            title={site.title}
            subTitle={t('subtitle')}
            description={t('slogan')}
            getStartedButtonText={t('quickStart')}
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
