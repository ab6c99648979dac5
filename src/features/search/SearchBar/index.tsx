// Replaces the search plugin's inline dropdown (@easyops-cn/docusaurus-search-local) with a
// "Search Docs" button that opens our search dialog. Only this button and the Ctrl/Cmd+K
// listener are in the first page load: the dialog and the index load on intent.
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {loadSearchIndex} from '@site/src/features/search/searchIndex';
import {useSearchScope} from '@site/src/features/search/useSearchScope';
import styles from './styles.module.css';

type SearchModalModule = typeof import('@site/src/features/search/SearchModal');

let modalModule: Promise<SearchModalModule> | undefined;
function loadModal(): Promise<SearchModalModule> {
  modalModule ??= import('@site/src/features/search/SearchModal');
  // A failed load (offline, say) may be tried again on the next intent.
  modalModule.catch(() => (modalModule = undefined));
  return modalModule;
}

function isApplePlatform(): boolean {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform ?? nav.platform ?? '');
}

export default function SearchBar(): ReactNode {
  const scope = useSearchScope();
  const [open, setOpen] = useState(false);
  // The dialog component once loaded. Kept in state rather than behind React.lazy: a
  // Suspense boundary would hold the first reveal back by React's 300 ms fallback throttle.
  const [Modal, setModal] = useState<SearchModalModule['default'] | null>(null);
  const [input, setInput] = useState('');
  const [apple, setApple] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const {versionBase, remote} = scope;

  // Intent to search: fetch the dialog's code and (in local mode) the index, once.
  const prepare = useCallback(() => {
    loadModal().then(
      (module) => setModal(() => module.default),
      (error: unknown) => console.error(error),
    );
    if (!remote) loadSearchIndex(versionBase).catch(() => undefined);
  }, [remote, versionBase]);

  const show = useCallback(() => {
    prepare();
    setOpen(true);
  }, [prepare]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => setApple(isApplePlatform()), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key?.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      if (open) close();
      else show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, close, show]);

  const label = translate({id: 'search.button.label', message: 'Search Docs', description: 'Text of the top-bar search button and placeholder of the search input'});
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={show}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.label} aria-hidden="true">
          <Translate id="search.button.label" description="Text of the top-bar search button and placeholder of the search input">Search Docs</Translate>
        </span>
        <kbd className={styles.hint} aria-hidden="true">
          {apple ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {open && Modal && <Modal scope={scope} input={input} onInputChange={setInput} onClose={close} />}
    </>
  );
}
