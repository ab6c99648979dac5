import React, {type ReactNode} from 'react';
import Content from '@theme-original/Navbar/Content';
import NavScreenToggle from '../../NavScreen/Toggle';

/** Wrapped: adds the hamburger that opens the full-screen nav on narrow screens (spec 2.4). */
export default function NavbarContentWrapper(): ReactNode {
  return (
    <>
      <Content />
      <NavScreenToggle />
    </>
  );
}
