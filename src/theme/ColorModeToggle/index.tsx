import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {useThemeReveal} from '@site/src/features/appearance/useThemeReveal';
import {readBehaviour} from '@site/src/shared/utils/siteBehaviour';
import styles from './styles.module.css';

/**
 * Wrapped to switch themes with a circular reveal from the toggle (features/appearance) when
 * the site enables it; otherwise the theme changes at once, as stock.
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {rememberOrigin, onChange} = useThemeReveal(props.onChange, readBehaviour(siteConfig.customFields).appearanceAnimation);
  return (
    <div className={styles.contents} onClickCapture={rememberOrigin}>
      <ColorModeToggle {...props} onChange={onChange} />
    </div>
  );
}
