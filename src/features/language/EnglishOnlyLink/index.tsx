import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  /** A route of the English site, e.g. `/api/javascript-api/core`. */
  href: string;
  children: ReactNode;
}

/**
 * A link from a translated page to a page that exists only in English.
 * `pathname://` and `autoAddBaseUrl={false}` keep the locale prefix off the URL.
 */
export default function EnglishOnlyLink({href, children}: Props): ReactNode {
  return (
    <Link to={`pathname://${href}`} autoAddBaseUrl={false} hrefLang="en" target="_self">
      {children}
      <span className={styles.badge}>
        <Translate id="language.englishOnlyLink.badge" description="Marks a link to a page that is only in English">
          (English)
        </Translate>
      </span>
    </Link>
  );
}
