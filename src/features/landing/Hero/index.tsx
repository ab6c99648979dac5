import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HeroStars from './Stars';
import styles from './styles.module.css';

/**
 * The hero's props: logo, title, subtitle, description, two actions, plus two optional links (see
 * below). Every prop is optional: the component has a default for each, so another page can use
 * it with fewer props than the landing page passes.
 */
export interface Props {
  logoUrl?: string;
  title?: string;
  subTitle?: string;
  description?: string;
  getStartedButtonText?: string;
  learnMoreButtonText?: string;
  onClickGetStarted?: () => void;
  onClickLearnMore?: () => void;
  /**
   * Where the buttons lead. With a link a button is a real link (it can be opened in a
   * new tab and is followed by crawlers); the click handlers still run.
   */
  getStartedLink?: string;
  learnMoreLink?: string;
  /** Decorative stars that follow the pointer. */
  showStars?: boolean;
  /** A soft oval glow behind the logo. */
  showOvalBg?: boolean;
}

interface ActionProps {
  text: string;
  link: string | undefined;
  onClick: (() => void) | undefined;
  primary: boolean;
}

function HeroAction({text, link, onClick, primary}: ActionProps): ReactNode {
  const className = clsx('button button--lg', primary ? 'button--primary' : 'button--secondary', styles.action);
  if (link) {
    return (
      <Link className={className} to={link} onClick={onClick}>
        {text}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={onClick}>
      {text}
    </button>
  );
}

/** The landing hero: logo, title, subtitle, description and two buttons. */
export default function Hero({
  logoUrl,
  title,
  subTitle = translate({id: 'landing.hero.defaultSubtitle', message: 'The fast Rust-based web bundler', description: 'Default subtitle of the hero component when a page gives none'}),
  description = translate({
    id: 'landing.hero.defaultDescription',
    message: 'Seamlessly replace a general bundler with a compatible API',
    description: 'Default description of the hero component when a page gives none',
  }),
  getStartedButtonText = translate({id: 'landing.hero.defaultGetStarted', message: 'Get Started', description: 'Default text of the hero primary button'}),
  learnMoreButtonText = translate({id: 'landing.hero.defaultLearnMore', message: 'Learn More', description: 'Default text of the hero secondary button'}),
  onClickGetStarted,
  onClickLearnMore,
  getStartedLink,
  learnMoreLink,
  showStars = false,
  showOvalBg = true,
}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const defaultLogoUrl = useBaseUrl('/img/logo.svg');
  return (
    <section className={styles.hero}>
      {showStars && <HeroStars />}
      <div className={styles.logoWrapper}>
        {showOvalBg && <div className={styles.ovalBg} data-testid="hero-oval" aria-hidden="true" />}
        <img className={styles.logo} src={logoUrl ?? defaultLogoUrl} alt="" width={144} height={144} />
      </div>
      <h1 className={styles.title}>{title ?? siteConfig.title}</h1>
      <p className={styles.subTitle}>{subTitle}</p>
      <p className={styles.description}>{description}</p>
      <div className={styles.actions}>
        <HeroAction text={getStartedButtonText} link={getStartedLink} onClick={onClickGetStarted} primary />
        <HeroAction text={learnMoreButtonText} link={learnMoreLink} onClick={onClickLearnMore} primary={false} />
      </div>
    </section>
  );
}
