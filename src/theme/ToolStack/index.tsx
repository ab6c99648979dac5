import React, {useId, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import ToolLogo from '@site/src/components/ToolLogo';
import {toolStack} from '@site/src/data/rstack';
import {localizeToolLink, type ToolLink} from '@site/src/utils/toolLinks';
import {getUiText, uiLanguageOfPath} from '@site/src/utils/uiText';
import styles from './styles.module.css';

interface Props {
  tools?: readonly ToolLink[];
}

/** The landing page's tool stack (spec 2.6): five sibling tools as cards. */
export default function ToolStack({tools = toolStack}: Props): ReactNode {
  const lang = uiLanguageOfPath(useLocation().pathname);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {getUiText('toolStackTitle', lang)}
      </h2>
      <p className={styles.description}>{getUiText('toolStackDesc', lang)}</p>
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
                  <Translate id="theme.common.opensInNewTab" description="Told to screen readers after a link that opens a new tab">
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
