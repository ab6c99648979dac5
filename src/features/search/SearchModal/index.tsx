// The search dialog: opened by the top-bar button or Ctrl/Cmd+K. Loaded only when
// the reader shows intent to search, so none of it is in the first page load.
import React, {useLayoutEffect, useRef, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate, {translate} from '@docusaurus/Translate';
import SearchPanel from '@site/src/features/search/SearchPanel';
import type {SearchScope} from '@site/src/features/search/useSearchScope';
import styles from './styles.module.css';
import {useBodyScrollLock} from '@site/src/shared/hooks/useBodyScrollLock';

interface Props {
  scope: SearchScope;
  input: string;
  onInputChange: (value: string) => void;
  onClose: () => void;
}

const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function SearchModal({scope, input, onInputChange, onClose}: Props): ReactNode {
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Focus moves in before the dialog is first painted: a key pressed as soon as it shows (Escape
  // on a slow phone) reaches the dialog, not the page behind it.
  useLayoutEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  // The page behind does not scroll while the dialog is open.
  useBodyScrollLock(true);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Keep focus inside the dialog.
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      data-search-backdrop=""
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Keep the browser from moving focus to the page: it goes back to the search button.
        event.preventDefault();
        onClose();
      }}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={translate({id: 'search.modal.label', message: 'Search the documentation', description: 'Accessible name of the search dialog'})}
        onKeyDown={onKeyDown}>
        <SearchPanel
          scope={scope}
          input={input}
          onInputChange={onInputChange}
          onNavigate={onClose}
          inputRef={inputRef}
          actions={
            <button type="button" className={styles.cancel} onClick={onClose}>
              <Translate id="search.modal.cancel" description="Button that closes the search dialog">Cancel</Translate>
            </button>
          }
        />
        <footer className={styles.footer} aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> <Translate id="search.modal.keyNavigate" description="Keyboard hint in the search dialog footer: arrow keys move between results">to navigate</Translate>
          </span>
          <span>
            <kbd>↵</kbd> <Translate id="search.modal.keySelect" description="Keyboard hint in the search dialog footer: Enter opens the result">to select</Translate>
          </span>
          <span>
            <kbd>Esc</kbd> <Translate id="search.modal.keyClose" description="Keyboard hint in the search dialog footer: Escape closes the dialog">to close</Translate>
          </span>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
