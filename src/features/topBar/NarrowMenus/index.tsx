import React, {createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useBodyScrollLock} from '@site/src/shared/hooks/useBodyScrollLock';
import {
  NAV_SCREEN_ID,
  SCROLL_LOCK_DELAY_MS,
  SIDEBAR_DRAWER_ID,
  shouldCloseNavScreen,
  shouldCloseSidebarDrawer,
} from '@site/src/features/topBar/topBar';

/** The two menus of narrow screens: the doc sidebar drawer and the full-screen nav. */
export type NarrowMenu = 'drawer' | 'navScreen';

interface NarrowMenusValue {
  openMenu: NarrowMenu | null;
  toggle: (menu: NarrowMenu) => void;
  /** Closes whichever menu is open; with `returnFocus`, focus goes back to its button. */
  close: (returnFocus?: boolean) => void;
}

const NarrowMenusContext = createContext<NarrowMenusValue | null>(null);

const menuIds: Record<NarrowMenu, string> = {drawer: SIDEBAR_DRAWER_ID, navScreen: NAV_SCREEN_ID};

/** The button that opens a menu points at it with `aria-controls` while it is open. */
function focusToggleOf(menu: NarrowMenu): void {
  document.querySelector<HTMLElement>(`[data-narrow-menu-toggle="${menu}"]`)?.focus();
}

export function NarrowMenusProvider({children}: {children: ReactNode}): ReactNode {
  const [openMenu, setOpenMenu] = useState<NarrowMenu | null>(null);
  const {pathname} = useLocation();

  const toggle = useCallback((menu: NarrowMenu) => setOpenMenu((current) => (current === menu ? null : menu)), []);
  const close = useCallback(
    (returnFocus = false) => {
      setOpenMenu(null);
      if (returnFocus && openMenu) focusToggleOf(openMenu);
    },
    [openMenu],
  );

  // Both menus close on a route change.
  useEffect(() => setOpenMenu(null), [pathname]);

  // A menu closes when the window grows past its breakpoint (768 px for the nav, 1024 px for the drawer).
  useEffect(() => {
    if (!openMenu) return undefined;
    const shouldClose = openMenu === 'navScreen' ? shouldCloseNavScreen : shouldCloseSidebarDrawer;
    const onResize = () => {
      if (shouldClose(window.innerWidth)) setOpenMenu(null);
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [openMenu]);

  // Escape closes the open menu and returns focus to its button.
  useEffect(() => {
    if (!openMenu) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openMenu, close]);

  // Focus moves into a menu when it opens.
  useEffect(() => {
    if (!openMenu) return;
    document.getElementById(menuIds[openMenu])?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [openMenu]);

  useBodyScrollLock(openMenu !== null, SCROLL_LOCK_DELAY_MS);

  const value = useMemo(() => ({openMenu, toggle, close}), [openMenu, toggle, close]);
  return <NarrowMenusContext.Provider value={value}>{children}</NarrowMenusContext.Provider>;
}

export function useNarrowMenus(): NarrowMenusValue {
  const value = useContext(NarrowMenusContext);
  if (!value) throw new Error('useNarrowMenus() must be used inside <NarrowMenusProvider> (the wrapped Navbar).');
  return value;
}

/** Props for a menu's toggle button: state, the menu it controls, and a hook for focus. */
export function narrowMenuToggleProps(menu: NarrowMenu, openMenu: NarrowMenu | null) {
  const expanded = openMenu === menu;
  return {
    'aria-expanded': expanded,
    'aria-controls': expanded ? menuIds[menu] : undefined,
    'data-narrow-menu-toggle': menu,
  };
}

/** Inside a menu, following a link closes it, even a link to the page already shown. */
export function closeOnLinkClick(close: () => void) {
  return (event: React.MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) close();
  };
}
