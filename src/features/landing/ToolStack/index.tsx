import React, {useId, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import ToolLogo from '@site/src/features/productFamily/ToolLogo';
import {toolStack} from '@site/src/features/productFamily/tools';
import {localizeToolLink, type ToolLink} from '@site/src/features/productFamily/toolLinks';
import {localeOfPath} from '@site/src/shared/utils/urlPaths.mjs';
import styles from './styles.module.css';

interface Props {
  tools?: readonly ToolLink[];
}

/** The landing page's tool stack: five sibling tools as cards. */
export default function ToolStack({tools = toolStack}: Props): ReactNode {
  const lang = localeOfPath(useLocation().pathname);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {translate({id: 'landing.toolStack.title', message: 'Tool Stack', description: 'Heading of the landing page section that lists the sibling tools'})}
      </h2>
      <p className={styles.description}>
        {translate({
          id: 'landing.toolStack.description',
          message: 'High-performance tool stack built around Rspack to boost modern web development',
          description: 'Sentence under the tool stack heading on the landing page',
        })}
      </p>
      <ul className={styles.tools}>
        {tools.map((tool) => {
          const card = localizeToolLink(tool, lang);
          return (
            <li key={card.name}>
              <a className={styles.tool} href={card.url} target="_blank" rel="noopener noreferrer">
                <ToolLogo key={card.logo} src={card.logo} scale={card.logoScale} size={48} />
                <span className={styles.toolName}>{card.name}</span>
                <span className={styles.toolDescription}>{card.description}</span>
                <span className={styles.visuallyHidden}>
                  <Translate id="landing.toolStack.opensInNewTab" description="Told to screen readers after a link that opens a new tab">
                    (opens in a new tab)
                  </Translate>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
