import {BREAKPOINTS, CUSTOM_MEDIA} from '../../shared/utils/breakpoints';

/** Behaviour of the top bar: when it shows, when it is transparent, and its breakpoints. */

/**
 * When the top bar is shown, set in `themeConfig.topBar.show`:
 * - `always`: always visible (the default);
 * - `scroll`: hides while scrolling down, comes back when scrolling up;
 * - `never`: the site has no top bar.
 */
export const TOP_BAR_SHOW_MODES = ['always', 'scroll', 'never'] as const;
export type TopBarShow = (typeof TOP_BAR_SHOW_MODES)[number];

export interface TopBarSettings {
  show: TopBarShow;
}

export const DEFAULT_TOP_BAR_SETTINGS: TopBarSettings = {show: 'always'};

/** A mode from configuration or the environment; anything unknown gives `fallback`. */
export function parseTopBarShow(value: unknown, fallback: TopBarShow = DEFAULT_TOP_BAR_SETTINGS.show): TopBarShow {
  const mode = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (TOP_BAR_SHOW_MODES as readonly string[]).includes(mode) ? (mode as TopBarShow) : fallback;
}

/** The settings as read from `themeConfig.topBar`, which may be missing or malformed. */
export function readTopBarSettings(themeConfig: unknown): TopBarSettings {
  const topBar = (themeConfig as {topBar?: {show?: unknown}} | null | undefined)?.topBar;
  return {show: parseTopBarShow(topBar?.show)};
}

/** On the landing page the top bar is transparent until the page is scrolled this far. */
export const TRANSPARENT_TOP_BAR_THRESHOLD = 100;

export function isTopBarTransparent(scrollY: number, threshold = TRANSPARENT_TOP_BAR_THRESHOLD): boolean {
  // A page that cannot report its position counts as "at the top".
  return !(scrollY >= threshold);
}

/** Below this width the doc sidebar moves into a drawer opened by the Menu button. */
export const SIDEBAR_DRAWER_BELOW = BREAKPOINTS.sidebarDrawer;
/** Below this width the nav items move into a full-screen nav opened by a hamburger. */
export const NAV_SCREEN_BELOW = BREAKPOINTS.navScreen;
/** The body stops scrolling this long after a narrow-screen menu opens, once it covers the page. */
export const SCROLL_LOCK_DELAY_MS = 300;

/** The media query of the drawer, the same one CSS uses as `(--sidebar-drawer)`. */
export const SIDEBAR_DRAWER_QUERY = CUSTOM_MEDIA['--sidebar-drawer'];

/** The full-screen nav only exists on narrow screens; a wider window closes it. */
export function shouldCloseNavScreen(windowWidth: number): boolean {
  return windowWidth >= NAV_SCREEN_BELOW;
}

/** The sidebar drawer only exists below the drawer breakpoint. */
export function shouldCloseSidebarDrawer(windowWidth: number): boolean {
  return windowWidth >= SIDEBAR_DRAWER_BELOW;
}

/** Ids of the two narrow-screen menus, for `aria-controls` and focus handling. */
export const NAV_SCREEN_ID = 'rslib-nav-screen';
export const SIDEBAR_DRAWER_ID = 'rslib-sidebar-drawer';
