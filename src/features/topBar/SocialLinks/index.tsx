import React, {useCallback, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {site, type SocialLink} from '@site/src/shared/data/site';
import {splitSocialLinks} from '@site/src/features/topBar/socialLinks';
import {SocialIcon} from './icons';
import styles from './styles.module.css';
import {isFocusLeaving, useDismiss} from '@site/src/shared/hooks/useDismiss';

interface Props {
  mobile?: boolean;
  /** Defaults to the site's social links. */
  links?: readonly SocialLink[];
  className?: string;
}

function IconLink({link}: {link: SocialLink}): ReactNode {
  return (
    <a className={styles.iconLink} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
      <SocialIcon icon={link.icon} />
    </a>
  );
}

/** Up to three icons, then a hover menu for the rest. */
function OverflowMenu({links}: {links: SocialLink[]}): ReactNode {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  const dismiss = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) rootRef.current?.querySelector('button')?.focus();
  }, []);
  useDismiss({open, rootRef, onDismiss: dismiss});

  return (
    <div
      ref={rootRef}
      className={styles.overflow}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (isFocusLeaving(rootRef.current, event)) setOpen(false);
      }}>
      <button
        type="button"
        className={styles.iconLink}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={translate({id: 'topBar.socialLinks.more', message: 'More links', description: 'Label of the top-bar button that opens the menu of further social links'})}
        onClick={() => setOpen((value) => !value)}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.menuLink}>
              <SocialIcon icon={link.icon} />
              <span>{link.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SocialLinksNavbarItem({mobile, links = site.socialLinks, className}: Props): ReactNode {
  const {visible, overflow} = splitSocialLinks(links);
  if (mobile) {
    // In the mobile menu every link is listed with its name.
    return (
      <>
        {links.map((link) => (
          <li key={link.href} className="menu__list-item">
            <a className="menu__link" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </>
    );
  }
  return (
    <div className={clsx(styles.socialLinks, className)}>
      {visible.map((link) => (
        <IconLink key={link.href} link={link} />
      ))}
      {overflow.length > 0 && <OverflowMenu links={overflow} />}
    </div>
  );
}
