import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {copyText, COPIED_STATE_MS} from '@site/src/shared/utils/clipboard';
import {markdownTwinPath} from '../markdownTwin';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * "Copy page" (the page as Markdown, for pasting into a chat with a coding agent) and
 * "View as Markdown" (the twin itself). The twin is fetched only when the button is pressed.
 */
export default function PageActions({permalink}: {permalink: string}): ReactNode {
  const twin = markdownTwinPath(permalink);
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    setState('copying');
    let ok = false;
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      ok = await copyText(await response.text());
    } catch (error) {
      console.warn(`Could not load ${twin}:`, error);
    }
    setState(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), COPIED_STATE_MS);
  };

  const label =
    state === 'copied'
      ? translate({id: 'agents.copyPage.copied', message: 'Copied', description: 'Shown for 2 s after the page was copied as Markdown'})
      : state === 'failed'
        ? translate({id: 'agents.copyPage.failed', message: 'Could not copy', description: 'Shown for 2 s when copying the page as Markdown failed'})
        : translate({id: 'agents.copyPage', message: 'Copy page', description: 'Button above a doc page that copies the whole page as Markdown'});

  return (
    <div className={styles.actions} data-markdown="skip">
      <button type="button" className={styles.action} onClick={copy} disabled={state === 'copying'} aria-live="polite">
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h8" />
        </svg>
        {label}
      </button>
      <a className={styles.action} href={twin} type="text/markdown">
        {translate({id: 'agents.viewMarkdown', message: 'View as Markdown', description: 'Link above a doc page to the Markdown version of the page'})}
      </a>
    </div>
  );
}
