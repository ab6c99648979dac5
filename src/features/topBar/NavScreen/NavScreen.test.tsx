// @vitest-environment happy-dom
// The full-screen nav of narrow screens and its hamburger, inside the narrow-menu state
// (NarrowMenusProvider) as the wrapped Navbar renders them: opening and closing, ARIA state,
// focus, Escape, links, route changes, window width and the delayed body scroll lock.
import React from 'react';
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NavbarMobileSidebar from '@site/src/theme/Navbar/MobileSidebar';
import {NarrowMenusProvider} from '../NarrowMenus';
import {NAV_SCREEN_ID, SCROLL_LOCK_DELAY_MS} from '../topBar';
import NavScreenToggle from './Toggle';

interface Item {
  label?: string;
  to?: string;
  type?: string;
  position?: 'left' | 'right';
}

const site = vi.hoisted(() => ({
  pathname: '/guide/start/',
  items: [] as Item[],
}));

vi.mock('@docusaurus/Translate', () => import('@site/tests/unit/dom/translate'));
vi.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: site.pathname})}));
vi.mock('@docusaurus/theme-common', () => ({useThemeConfig: () => ({navbar: {items: site.items}})}));
vi.mock('@site/src/shared/hooks/docusaurusInternal', () => ({
  splitNavbarItems: (items: Item[]) => [items.filter((item) => item.position !== 'right'), items.filter((item) => item.position === 'right')],
  // No doc sidebar on this page: no Menu button, no drawer.
  useNavbarSecondaryMenu: () => ({content: null}),
}));
vi.mock('@theme/NavbarItem', () => ({
  default: ({label, to, type}: Item) => (
    <li className="menu__list-item">
      {type === 'custom-productFamily' ? <a href="https://github.com/web-infra-dev">Web Infra</a> : <a href={to}>{label}</a>}
    </li>
  ),
}));
vi.mock('@theme/Navbar/ColorModeToggle', () => ({default: () => <button type="button">Switch colour mode</button>}));
vi.mock('@theme/Icon/Menu', () => ({default: () => <svg data-icon="menu" />}));
vi.mock('@theme/Icon/Close', () => ({default: () => <svg data-icon="close" />}));

function Navbar() {
  return (
    <NarrowMenusProvider>
      <nav aria-label="Main">
        <NavScreenToggle />
      </nav>
      <NavbarMobileSidebar />
    </NarrowMenusProvider>
  );
}

const hamburger = () => screen.getByRole('button', {name: 'Toggle navigation bar'});
const navScreen = () => document.getElementById(NAV_SCREEN_ID);
const isOpen = () => {
  const expanded = hamburger().getAttribute('aria-expanded') === 'true';
  expect(navScreen() !== null).toBe(expanded);
  expect(hamburger().getAttribute('aria-controls')).toBe(expanded ? NAV_SCREEN_ID : null);
  return expanded;
};
const setWindowWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', {configurable: true, writable: true, value: width});
};

/** Keeps happy-dom from navigating the test window when a test follows a link. */
function stopNavigation(event: MouseEvent) {
  if ((event.target as Element).closest('a[href]')) event.preventDefault();
}

const originalWidth = window.innerWidth;
beforeEach(() => {
  site.pathname = '/guide/start/';
  site.items = [
    {type: 'custom-productFamily', position: 'right'},
    {label: 'Guide', to: '/guide/start/'},
    {label: 'Config', to: '/config/'},
    {label: 'Blog', to: '/blog/', position: 'right'},
  ];
  setWindowWidth(375);
  document.body.style.overflow = '';
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setWindowWidth(originalWidth);
  document.removeEventListener('click', stopNavigation);
});

describe('NavScreen', () => {
  test('the hamburger opens the nav, turns into a close button and closes it again', async () => {
    const user = userEvent.setup({delay: null});
    render(<Navbar />);
    expect(isOpen()).toBe(false);
    expect(hamburger().querySelector('[data-icon="menu"]')).not.toBeNull();

    await user.click(hamburger());
    expect(isOpen()).toBe(true);
    expect(hamburger().querySelector('[data-icon="close"]')).not.toBeNull();

    await user.click(hamburger());
    expect(isOpen()).toBe(false);
    expect(hamburger().querySelector('[data-icon="menu"]')).not.toBeNull();
  });

  test('lists every navbar item, the product family last, then the colour-mode toggle; focus moves to the first link', async () => {
    const user = userEvent.setup({delay: null});
    render(<Navbar />);
    await user.click(hamburger());
    const links = Array.from(navScreen()!.querySelectorAll('a'), (link) => link.textContent);
    expect(links).toEqual(['Guide', 'Config', 'Blog', 'Web Infra']);
    expect(navScreen()!.textContent).toContain('Appearance');
    expect(navScreen()!.contains(screen.getByRole('button', {name: 'Switch colour mode'}))).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('link', {name: 'Guide'}));
  });

  test('Escape closes it and returns focus to the hamburger', async () => {
    const user = userEvent.setup({delay: null});
    render(<Navbar />);
    await user.click(hamburger());
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(hamburger());
  });

  test('Escape does nothing while it is closed', async () => {
    const user = userEvent.setup({delay: null});
    render(<Navbar />);
    const other = screen.getByRole('navigation', {name: 'Main'});
    other.tabIndex = -1;
    other.focus();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(other);
  });

  test('following a link closes it, even to the page already shown; other clicks inside do not', async () => {
    const user = userEvent.setup({delay: null});
    render(<Navbar />);
    await user.click(hamburger());
    await user.click(screen.getByRole('button', {name: 'Switch colour mode'}));
    expect(isOpen()).toBe(true);
    await user.click(screen.getByText('Appearance'));
    expect(isOpen()).toBe(true);

    await user.click(screen.getByRole('link', {name: 'Guide'}));
    expect(isOpen()).toBe(false);
  });

  test('a route change closes it', async () => {
    const user = userEvent.setup({delay: null});
    const {rerender} = render(<Navbar />);
    await user.click(hamburger());
    site.pathname = '/config/';
    rerender(<Navbar />);
    expect(isOpen()).toBe(false);
  });

  test('a window widened to 768 px or more closes it; narrower resizes do not', async () => {
    const user = userEvent.setup({delay: null});
    render(<Navbar />);
    await user.click(hamburger());
    setWindowWidth(767);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(isOpen()).toBe(true);
    setWindowWidth(768);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(isOpen()).toBe(false);
  });

  test('the page behind stops scrolling once the nav has slid in, and scrolls again when it closes', () => {
    vi.useFakeTimers();
    render(<Navbar />);
    fireEvent.click(hamburger());
    act(() => {
      vi.advanceTimersByTime(SCROLL_LOCK_DELAY_MS - 1);
    });
    expect(document.body.style.overflow).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document.activeElement ?? document.body, {key: 'Escape'});
    expect(isOpen()).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  test('a nav closed before it has slid in never locks the page', () => {
    vi.useFakeTimers();
    render(<Navbar />);
    fireEvent.click(hamburger());
    act(() => {
      vi.advanceTimersByTime(SCROLL_LOCK_DELAY_MS / 2);
    });
    fireEvent.click(hamburger());
    act(() => {
      vi.advanceTimersByTime(SCROLL_LOCK_DELAY_MS * 2);
    });
    expect(document.body.style.overflow).toBe('');
  });
});
