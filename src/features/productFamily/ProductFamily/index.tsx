import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ToolLogo from '@site/src/features/productFamily/ToolLogo';
import {productFamily, webInfra} from '@site/src/features/productFamily/tools';
import {POPOVER, parsePopoverTrigger, type PopoverTrigger} from '@site/src/shared/utils/popover';
import {localizeToolLinkGroup, type LocalizedToolLinkGroup, type ToolLinkGroup} from '@site/src/features/productFamily/toolLinks';
import {localeOfPath, type Locale} from '@site/src/shared/utils/urlPaths.mjs';
import styles from './styles.module.css';
import {isFocusLeaving, useDismiss} from '@site/src/shared/hooks/useDismiss';

export interface Props {
  /** `hover` (the default) opens on pointer hover; `click` opens on click. */
  trigger?: PopoverTrigger;
  /** Set by the navbar when the item is shown in the narrow-screen nav. */
  mobile?: boolean;
  groups?: readonly ToolLinkGroup[];
  className?: string;
}

function useLocalizedGroups(groups: readonly ToolLinkGroup[]): LocalizedToolLinkGroup[] {
  // The language of the address, so a page served for another path (a host's one 404.html for
  // every path) still matches it. While the page hydrates, the language of the build: that is
  // what the server rendered, and the first render in the browser must be the same HTML.
  const {i18n} = useDocusaurusContext();
  const pathLang = localeOfPath(useLocation().pathname);
  const lang = useIsBrowser() ? pathLang : (i18n.currentLocale as Locale);
  return groups.map((group) => localizeToolLinkGroup(group, lang));
}

function FamilyCards({groups, cardClassName}: {groups: LocalizedToolLinkGroup[]; cardClassName: string}): ReactNode {
  return groups.map((group) => (
    <div key={group.title || 'links'} className={styles.group}>
      {group.title && <p className={styles.groupTitle}>{group.title}</p>}
      <ul className={styles.cards}>
        {group.links.map((link) => (
          <li key={link.name}>
            <a className={cardClassName} href={link.url} target="_blank" rel="noopener noreferrer">
              <ToolLogo key={link.logo} src={link.logo} scale={link.logoScale} size={32} />
              <span className={styles.cardText}>
                <span className={styles.cardName}>{link.name}</span>
                <span className={styles.cardDescription}>{link.description}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  ));
}

function GridIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
      {[5, 12, 19].flatMap((y) => [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" />))}
    </svg>
  );
}

const buttonLabel = () =>
  translate({
    id: 'productFamily.buttonLabel',
    message: 'Web Infra products',
    description: 'The label of the grid button that opens the list of sibling tools',
  });

/** In the narrow-screen nav: the same links as a plain list. */
function ProductFamilyList({groups}: {groups: LocalizedToolLinkGroup[]}): ReactNode {
  return (
    <li className={clsx('menu__list-item', styles.mobile)}>
      <a className={clsx('menu__link', styles.mobileHeader)} href={webInfra.url} target="_blank" rel="noopener noreferrer">
        {webInfra.name}
      </a>
      <FamilyCards groups={groups} cardClassName={clsx(styles.card, styles.mobileCard)} />
    </li>
  );
}

/**
 * The grid button and its popover. Opens on hover after 0.1 s (or on click
 * in click mode, or with Enter/Space); closes 0.1 s after the pointer leaves, on
 * Escape, on a click outside (click mode) and when focus leaves it.
 */
function ProductFamilyPopover({
  groups,
  trigger,
  className,
}: {
  groups: LocalizedToolLinkGroup[];
  trigger: PopoverTrigger;
  className?: string;
}): ReactNode {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const focusInsideOnOpen = useRef(false);
  const panelId = useId();

  const clearTimer = useCallback(() => window.clearTimeout(timerRef.current), []);
  const openWithFocus = useCallback(() => {
    clearTimer();
    focusInsideOnOpen.current = true;
    setOpen(true);
  }, [clearTimer]);
  const close = useCallback(
    (returnFocus: boolean) => {
      clearTimer();
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [clearTimer],
  );
  const later = useCallback(
    (action: () => void) => {
      clearTimer();
      timerRef.current = window.setTimeout(action, POPOVER.hoverDelayMs);
    },
    [clearTimer],
  );
  useEffect(() => clearTimer, [clearTimer]);

  // Opened from the keyboard or by a click: focus moves to the first link inside.
  useEffect(() => {
    if (open && focusInsideOnOpen.current) {
      focusInsideOnOpen.current = false;
      panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    }
  }, [open]);

  // Escape (focus back to the button only if it was inside) and, in click mode, a press outside.
  useDismiss({open, rootRef, onDismiss: close, outsidePointer: trigger === 'click'});

  return (
    <div
      ref={rootRef}
      className={clsx('navbar__item', styles.root, className)}
      onMouseEnter={() => {
        if (trigger === 'hover') later(() => setOpen(true));
        else clearTimer();
      }}
      onMouseLeave={() => {
        if (open || trigger === 'hover') later(() => setOpen(false));
      }}
      onBlur={(event) => {
        if (isFocusLeaving(rootRef.current, event)) close(false);
      }}>
      <div className={styles.anchor}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.button}
          aria-label={buttonLabel()}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            // In click mode a second click closes; in hover mode a click only ever opens.
            if (trigger === 'click' && open) close(false);
            else if (open) panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
            else openWithFocus();
          }}>
          <GridIcon />
        </button>
        <span className={styles.tooltip} aria-hidden="true">
          {buttonLabel()}
        </span>
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={buttonLabel()}
          className={styles.popover}
          data-trigger={trigger}
          hidden={!open}>
          <div className={styles.panel}>
            <a className={styles.header} href={webInfra.url} target="_blank" rel="noopener noreferrer">
              {webInfra.name}
            </a>
            <FamilyCards groups={groups} cardClassName={styles.card} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** Navbar item `custom-productFamily`: the Web Infra product family. */
export default function ProductFamily({trigger, mobile, groups = productFamily, className}: Props): ReactNode {
  const localized = useLocalizedGroups(groups);
  if (mobile) return <ProductFamilyList groups={localized} />;
  return <ProductFamilyPopover groups={localized} trigger={parsePopoverTrigger(trigger)} className={className} />;
}
