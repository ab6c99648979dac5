// Replaces @docusaurus/theme-classic 3.10.2's Details (lib/theme/Details/index.js, which renders
// theme-common's Details). Why: the stock section opens and closes through React state, with its
// content in a box styled `display: none` while closed, so the server's HTML of a page nobody
// hydrates could not open. This is the browser's own `<details>`: it opens and closes the same way
// on every page, before any script and without one. The classes and look are the stock ones.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Details';
import styles from './styles.module.css';

export default function Details({summary, children, className, ...props}: Props): ReactNode {
  useBrokenLinks().collectAnchor(props.id);
  return (
    <details {...props} className={clsx('alert alert--info', styles.details, className)}>
      {React.isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>}
      <div className={styles.content}>{children}</div>
    </details>
  );
}
