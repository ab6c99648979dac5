import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ColorModeToggle from '@theme-original/Navbar/ColorModeToggle';
import type {Props} from '@theme/Navbar/ColorModeToggle';

/** Wrapped: a stable class name, so the top bar can keep the toggle visible from 768 px up. */
export default function NavbarColorModeToggleWrapper({className, ...props}: Props): ReactNode {
  return <ColorModeToggle {...props} className={clsx(className, 'navbar-color-mode-toggle')} />;
}
