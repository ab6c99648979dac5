// @vitest-environment happy-dom
// The doc sidebar drawer of narrow screens and its Menu button, inside the narrow-menu state
// (NarrowMenusProvider) as the wrapped Navbar renders them, next to the full-screen nav:
// opening and closing, ARIA state, focus, Escape, the backdrop, links, one menu at a time,
// window width and the body scroll lock.
import React, {type ReactNode} from 'react';
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NavbarMobileSidebar from '@site/src/theme/Navbar/MobileSidebar';
import SidebarMenuButton from '@site/src/theme/Navbar/MobileSidebar/Toggle';
import {NarrowMenusProvider} from '../NarrowMenus';
import NavScreenToggle from '../NavScreen/Toggle';
import {NAV_SCREEN_ID, SCROLL_LOCK_DELAY_MS, SIDEBAR_DRAWER_ID} from '../topBar';

const site = vi.hoisted(() => ({
  pathname: '/guide/start/',
  sidebar: null as ReactNode,
}));

vi.mock('@docusaurus/Translate', () => import('@site/tests/unit/dom/translate'));
vi.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: site.pathname})}));
vi.mock('@docusaurus/theme-common', () => ({useThemeConfig: () => ({navbar: {items: [{label: 'Guide', to: '/guide/start/'}]}})}));
vi.mock('@site/src/shared/hooks/docusaurusInternal', () => ({
  splitNavbarItems: (items: unknown[]) => [items, []],
  // The doc sidebar that DocSidebar hands to the navbar on narrow screens.
  useNavbarSecondaryMenu: () => ({content: site.sidebar}),
}));
vi.mock('@theme/NavbarItem', () => ({
  default: ({label, to}: {label: string; to: string}) => (
    <li>
      <a href={to}>{label}</a>
    </li>
  ),
}));
vi.mock('@theme/Navbar/ColorModeToggle', () => ({default: () => <button type="button">Switch colour mode</button>}));
vi.mock('@theme/Icon/Menu', () => ({default: () => <svg data-icon="menu" />}));
vi.mock('@theme/Icon/Close', () => ({default: () => <svg data-icon="close" />}));

const docSidebar = (
  <ul>
    <li>
      <button type="button">Getting started</button>
    </li>
    <li>
      <a href="/guide/start/">Introduction</a>
    </li>
    <li>
      <a href="/guide/start/quick-start">Quick start</a>
    </li>
  </ul>
);

function Navbar() {
  return (
    <NarrowMenusProvider>
      <div className="navbar">
        <SidebarMenuButton />
        <NavScreenToggle />
      </div>
      <NavbarMobileSidebar />
    </NarrowMenusProvider>
  );
}

const menuButton = () => screen.getByRole('button', {name: 'Menu'});
const hamburger = () => screen.getByRole('button', {name: 'Toggle navigation bar'});
const drawer = () => document.getElementById(SIDEBAR_DRAWER_ID);
const isOpen = () => {
  const expanded = menuButton().getAttribute('aria-expanded') === 'true';
  expect(drawer() !== null).toBe(expanded);
  expect(menuButton().getAttribute('aria-controls')).toBe(expanded ? SIDEBAR_DRAWER_ID : null);
  return expanded;
};
const setWindowWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', {configurable: true, writable: true, value: width});
};
const resizeTo = (width: number) => {
  setWindowWidth(width);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
};

/** Keeps happy-dom from navigating the test window when a test follows a link. */
function stopNavigation(event: MouseEvent) {
  if ((event.target as Element).closest('a[href]')) event.preventDefault();
}

function renderNavbar() {
  const user = userEvent.setup({delay: null});
  const view = render(<Navbar />);
  return {user, ...view};
}

const originalWidth = window.innerWidth;
beforeEach(() => {
  site.pathname = '/guide/start/';
  site.sidebar = docSidebar;
  setWindowWidth(600);
  document.body.style.overflow = '';
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setWindowWidth(originalWidth);
  document.removeEventListener('click', stopNavigation);
});

describe('SidebarDrawer', () => {
  test('pages without a doc sidebar have no Menu button and no drawer', () => {
    site.sidebar = null;
    renderNavbar();
    expect(screen.queryByRole('button', {name: 'Menu'})).toBeNull();
    expect(drawer()).toBeNull();
  });

  test('Menu opens the drawer with the doc sidebar and moves focus into it; Menu closes it', async () => {
    const {user} = renderNavbar();
    expect(isOpen()).toBe(false);

    await user.click(menuButton());
    expect(isOpen()).toBe(true);
    expect(drawer()!.contains(screen.getByRole('navigation', {name: 'Docs sidebar'}))).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Getting started'}));

    await user.click(menuButton());
    expect(isOpen()).toBe(false);
  });

  test('Escape closes it and returns focus to the Menu button', async () => {
    const {user} = renderNavbar();
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  test('a click on the backdrop closes it', async () => {
    const {user} = renderNavbar();
    await user.click(menuButton());
    const backdrop = drawer()!.previousElementSibling as HTMLElement;
    expect(backdrop.getAttribute('role')).toBe('presentation');
    await user.click(backdrop);
    expect(isOpen()).toBe(false);
  });

  test('following a link closes it, even to the page already shown; a category toggle does not', async () => {
    const {user} = renderNavbar();
    await user.click(menuButton());
    await user.click(screen.getByRole('button', {name: 'Getting started'}));
    expect(isOpen()).toBe(true);
    await user.click(screen.getByRole('link', {name: 'Introduction'}));
    expect(isOpen()).toBe(false);
  });

  test('one menu at a time: the hamburger closes the drawer, Menu closes the nav', async () => {
    const {user} = renderNavbar();
    await user.click(menuButton());
    await user.click(hamburger());
    expect(isOpen()).toBe(false);
    expect(hamburger().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(NAV_SCREEN_ID)).not.toBeNull();

    await user.click(menuButton());
    expect(isOpen()).toBe(true);
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(NAV_SCREEN_ID)).toBeNull();
  });

  test('a route change closes it', async () => {
    const {user, rerender} = renderNavbar();
    await user.click(menuButton());
    site.pathname = '/guide/start/quick-start';
    rerender(<Navbar />);
    expect(isOpen()).toBe(false);
  });

  test('it stays open up to 1023 px wide and closes from 1024 px', async () => {
    const {user} = renderNavbar();
    await user.click(menuButton());
    resizeTo(1023);
    expect(isOpen()).toBe(true);
    resizeTo(1024);
    expect(isOpen()).toBe(false);
  });

  test('the page behind stays locked when one menu replaces the other, and scrolls again when both are closed', () => {
    vi.useFakeTimers();
    renderNavbar();
    fireEvent.click(menuButton());
    act(() => {
      vi.advanceTimersByTime(SCROLL_LOCK_DELAY_MS);
    });
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(hamburger());
    expect(document.body.style.overflow).toBe('hidden');
    act(() => {
      vi.advanceTimersByTime(SCROLL_LOCK_DELAY_MS);
    });
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(hamburger());
    expect(document.body.style.overflow).toBe('');
  });
});
