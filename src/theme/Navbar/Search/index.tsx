import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarSearch from '@theme-original/Navbar/Search';
import type {Props} from '@theme/Navbar/Search';

/** Wrapped: a stable class name, so the top bar can keep the search box in its row on narrow screens. */
export default function NavbarSearchWrapper({className, ...props}: Props): ReactNode {
  return <NavbarSearch {...props} className={clsx(className, 'navbar-search')} />;
}
