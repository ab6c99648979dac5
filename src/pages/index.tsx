import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {site} from '@site/src/data/site';
import {getUiText} from '@site/src/utils/uiText';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.currentLocale;
  const t = (key: string) => getUiText(key, lang);
  const logoUrl = useBaseUrl('/img/logo.svg');
  return (
    <Layout
      title={translate({id: 'home.title', message: 'Rslib: the Rsbuild-based library development tool'})}
      description={lang === 'zh' ? site.description.zh : site.description.en}>
      <main className={styles.hero}>
        <img className={styles.logo} src={logoUrl} alt="" width={120} height={120} />
        <h1 className={styles.title}>Rslib</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
        <p className={styles.slogan}>{t('slogan')}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guide/start/quick-start">
            {t('quickStart')}
          </Link>
          <Link className="button button--secondary button--lg" to="/guide/start/">
            {t('introduction')}
          </Link>
        </div>
      </main>
    </Layout>
  );
}
