import React, {type ReactNode} from 'react';
import Content from '@theme-original/Navbar/Content';
import NavScreenToggle from '../../../features/topBar/NavScreen/Toggle';

/** Wrapped: adds the hamburger that opens the full-screen nav on narrow screens. */
export default function NavbarContentWrapper(): ReactNode {
  return (
    <>
      <Content />
      <NavScreenToggle />
    </>
  );
}
