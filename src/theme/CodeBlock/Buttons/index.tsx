// Replaces @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/Buttons, with its WordWrapButton
// and CopyButton).
// Why: the stock buttons render in the browser only, each with React state, so the text of the
// page a reader opens (which React does not hydrate) had none. These are server HTML with the
// stock labels and icons, and one behaviour works them on every page (features/codeBlocks/buttons.ts):
// the copy, a copied state of 2 s (stock: 1 s), and the wrap button while the code scrolls sideways.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/CodeBlock/Buttons';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import styles from './styles.module.css';

export default function CodeBlockButtons({className}: Props): ReactNode {
  const wrap = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap', description: 'The title attribute for toggle word wrapping button of code block lines'});
  const copy = translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard', description: 'The ARIA label for copy code blocks button'});
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      {/* Shown while the code scrolls sideways or is wrapped. */}
      <button type="button" className={clsx('clean-btn', styles.wrapButton)} data-code-button="wrap" aria-label={wrap} title={wrap} aria-pressed="false" hidden>
        <IconWordWrap className={styles.wrapIcon} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="clean-btn"
        data-code-button="copy"
        aria-label={copy}
        title={translate({id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks'})}
        data-copied="false"
        data-copy-label={copy}
        data-copied-label={translate({id: 'theme.CodeBlock.copied', message: 'Copied', description: 'The copied button label on code blocks'})}>
        <span className={styles.icons} aria-hidden="true">
          <IconCopy className={styles.copyIcon} />
          <IconSuccess className={styles.successIcon} />
        </span>
      </button>
    </div>
  );
}
