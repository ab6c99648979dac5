import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
// `@theme/MDXContent` in a chunk of its own (doc pages keep the server's HTML of their text).
import {LazyMDXContent as MDXContent} from '@site/src/features/performance/articleRenderer';
import {isImageIcon, readFeatures, readHero, type Feature, type HeroImage} from '@site/src/features/pageLayout/home';
import styles from './styles.module.css';

function ThemedHeroImage({image}: {image: HeroImage}): ReactNode {
  const light = useBaseUrl(image.light);
  const dark = useBaseUrl(image.dark);
  const common = {alt: image.alt, srcSet: image.srcSet, sizes: image.sizes, className: styles.heroImage};
  if (light === dark) return <img {...common} src={light} />;
  // Both are in the HTML so that the right one shows before React starts; CSS picks one.
  return (
    <>
      <img {...common} src={light} className={clsx(common.className, styles.lightOnly)} />
      <img {...common} src={dark} className={clsx(common.className, styles.darkOnly)} />
    </>
  );
}

function FeatureIcon({icon}: {icon: string}): ReactNode {
  const src = useBaseUrl(icon);
  return isImageIcon(icon) ? (
    <img className={styles.featureIcon} src={src} alt="" />
  ) : (
    <span className={styles.featureIcon} aria-hidden="true">
      {icon}
    </span>
  );
}

function FeatureCard({feature}: {feature: Feature}): ReactNode {
  const body = (
    <>
      {feature.icon && <FeatureIcon icon={feature.icon} />}
      <h2 className={styles.featureTitle}>{feature.title}</h2>
      {feature.details && <p className={styles.featureDetails}>{feature.details}</p>}
    </>
  );
  return feature.link ? (
    <Link className={clsx(styles.feature, styles.featureLink)} to={feature.link}>
      {body}
    </Link>
  ) : (
    <div className={styles.feature}>{body}</div>
  );
}

/**
 * A doc page with `pageType: home`: the hero, the feature cards and the footer
 * message of its front matter, with the page's own content (if any) between the cards and
 * the message.
 */
export default function DocHome({children}: {children: ReactNode}): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const fields = frontMatter as Record<string, unknown>;
  const hero = readHero(fields.hero);
  const features = readFeatures(fields.features);
  const footerMessage = typeof fields.footerMessage === 'string' ? fields.footerMessage : null;

  return (
    <div className={styles.home}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.heroName}>{hero?.name ?? metadata.title}</h1>
          {hero?.text.map((line) => (
            <p key={line} className={styles.heroLine}>
              {line}
            </p>
          ))}
          {hero?.tagline && <p className={styles.tagline}>{hero.tagline}</p>}
          {hero && hero.actions.length > 0 && (
            <div className={styles.actions}>
              {hero.actions.map((action) => (
                <Link
                  key={`${action.text}-${action.link}`}
                  className={clsx('button button--lg', action.theme === 'brand' ? 'button--primary' : 'button--secondary')}
                  to={action.link}>
                  {action.text}
                </Link>
              ))}
            </div>
          )}
        </div>
        {hero?.image && (
          <div className={styles.heroMedia}>
            <ThemedHeroImage image={hero.image} />
          </div>
        )}
      </header>
      {features.length > 0 && (
        <section className={clsx('row', styles.features)}>
          {features.map((feature) => (
            <div key={feature.title} className={clsx('col', `col--${feature.span}`, styles.featureCell)}>
              <FeatureCard feature={feature} />
            </div>
          ))}
        </section>
      )}
      <div className="markdown">
        <MDXContent>{children}</MDXContent>
      </div>
      {footerMessage && <p className={styles.footerMessage}>{footerMessage}</p>}
    </div>
  );
}
