// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/CodeBlock/Buttons/CopyButton).
// Why: the copied state lasts 2 s and a refused clipboard is a warning, not an unhandled rejection.
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@site/src/shared/hooks/docusaurusInternal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import {COPIED_STATE_MS, copyText} from '@site/src/shared/utils/clipboard';
import styles from './styles.module.css';

/**
 * Replaces the stock copy button, whose copied state lasts 1 s, with one that keeps it for 2 s
 * and fails quietly (a warning) when the clipboard refuses, instead of an unhandled
 * rejection. Same look and the theme's own labels.
 */
export default function CopyButton({className}: Props): ReactNode {
  const {
    metadata: {code},
  } = useCodeBlockContext();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const onClick = useCallback(async () => {
    if (!(await copyText(code))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_STATE_MS);
  }, [code]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copiedLabel = translate({id: 'theme.CodeBlock.copied', message: 'Copied', description: 'The copied button label on code blocks'});
  return (
    <Button
      aria-label={
        copied
          ? copiedLabel
          : translate({
              id: 'theme.CodeBlock.copyButtonAriaLabel',
              message: 'Copy code to clipboard',
              description: 'The ARIA label for copy code blocks button',
            })
      }
      title={translate({id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks'})}
      className={clsx(className, styles.copyButton, copied && styles.copied)}
      data-copied={copied}
      onClick={onClick}>
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </Button>
  );
}
