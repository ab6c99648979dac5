import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {formatChangeDate, otherLanguagePath} from '../notice';
import styles from './styles.module.css';

interface Props {
  /** The translated page this notice belongs to, as `metadata.source` names it (`@site/i18n/...`). */
  source: string;
  /** When the English page changed, `YYYY-MM-DD` (UTC). */
  date: string;
}

/** The doc being rendered, or null outside a doc page (`useDoc` throws there). */
function useDocOrNull(): ReturnType<typeof useDoc> | null {
  try {
    return useDoc();
  } catch {
    return null;
  }
}

/**
 * Tells a reader of a translated page that its English page changed after it was translated,
 * when, and where to read the English. Inserted at build time by remarkNotice.mjs into outdated
 * pages only. A translated page imported into another page would bring its notice along; it
 * shows only on its own page. (The glossary's format definitions are partials, which get none.)
 */
export default function TranslationStatusNotice({source, date}: Props): ReactNode {
  const doc = useDocOrNull();
  const {siteConfig, i18n} = useDocusaurusContext();
  if (!doc || doc.metadata.source !== source) return null;
  const englishBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  const englishPath = otherLanguagePath(doc.metadata.permalink, siteConfig.baseUrl, englishBaseUrl);
  return (
    <div
      className={styles.notice}
      role="note"
      aria-label={translate({
        id: 'translationStatus.label',
        message: 'Translation status',
        description: 'Accessible name of the note on a translated page whose English page changed after the translation',
      })}
      data-translation-status="outdated"
      data-markdown="skip"
      data-search-ignore="">
      <p className={styles.text}>
        <Translate
          id="translationStatus.outdated"
          description="Note at the top of a translated page whose English page changed after it was translated; {date} is the date of that change"
          values={{date: <time dateTime={date}>{formatChangeDate(date, i18n.currentLocale)}</time>}}>
          {'The English page was updated on {date}; this translation may not include the change yet.'}
        </Translate>{' '}
        {/* pathname:// and no base URL: the English page lives outside this language's /zh/. */}
        <Link to={`pathname://${englishPath}`} autoAddBaseUrl={false} hrefLang="en" target="_self" className={styles.link}>
          <Translate id="translationStatus.readEnglish" description="Link from the translation-status note to the English page">
            Read the English page
          </Translate>
        </Link>
      </p>
    </div>
  );
}
