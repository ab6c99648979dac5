// @vitest-environment happy-dom
// The product-family button and popover: ARIA state, opening by click, keyboard and hover
// (0.1 s delays, on fake timers), closing by Escape, outside press and focus leaving.
// Tests on fake timers move the pointer with fireEvent: Testing Library's user-event waits on
// real timers between steps.
import React from 'react';
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {POPOVER} from '@site/src/shared/utils/popover';
import type {ToolLinkGroup} from '../toolLinks';
import ProductFamily, {type Props} from './index';

const location = vi.hoisted(() => ({pathname: '/guide/start/'}));
// The build's language and whether hydration is over (`useIsBrowser()`).
const site = vi.hoisted(() => ({buildLocale: 'en', browser: true}));

vi.mock('@docusaurus/Translate', () => import('@site/tests/unit/dom/translate'));
vi.mock('@docusaurus/router', () => ({useLocation: () => location}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: (path: string) => path}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => site.browser}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({default: () => ({i18n: {currentLocale: site.buildLocale}})}));

const groups: ToolLinkGroup[] = [
  {
    title: '工具',
    titleEn: 'Tools',
    links: [
      {name: 'Alpha', desc: '第一个工具', descEn: 'The first tool', url: 'https://alpha.example/zh/', urlEn: 'https://alpha.example/', logo: '/img/alpha.svg'},
      {name: 'Beta', desc: '第二个工具', descEn: 'The second tool', url: 'https://beta.example/zh/', urlEn: 'https://beta.example/'},
    ],
  },
];

const DELAY = POPOVER.hoverDelayMs;

function renderFamily(props: Partial<Props> = {}) {
  const user = userEvent.setup({delay: null});
  render(
    <>
      <ProductFamily groups={groups} {...props} />
      <button type="button">Elsewhere</button>
      <p>Some text on the page</p>
    </>,
  );
  return user;
}

const button = () => screen.getByRole('button', {name: 'Web Infra products'});
/** The popover the button controls, shown or not. */
const popover = () => {
  const element = document.getElementById(button().getAttribute('aria-controls') ?? '');
  if (!element) throw new Error('the button controls no element');
  return element;
};
const isOpen = () => {
  const expanded = button().getAttribute('aria-expanded') === 'true';
  // The button's state and the popover's visibility never disagree.
  expect(popover().hidden).toBe(!expanded);
  return expanded;
};
const link = (name: string | RegExp) => screen.getByRole('link', {name});
const elapse = (ms: number) => act(() => {
  vi.advanceTimersByTime(ms);
});
/** The pointer moves onto `element` from outside the page, or off it to the page's body. */
const pointerOnto = (element: Element) => fireEvent.mouseOver(element, {relatedTarget: document.body});
const pointerOff = (element: Element) => fireEvent.mouseOut(element, {relatedTarget: document.body});

beforeEach(() => {
  location.pathname = '/guide/start/';
  site.buildLocale = 'en';
  site.browser = true;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ProductFamily popover: ARIA and clicks', () => {
  test('is a labelled grid button that controls a hidden dialog', () => {
    renderFamily();
    expect(button().getAttribute('aria-haspopup')).toBe('dialog');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(popover().getAttribute('role')).toBe('dialog');
    expect(popover().getAttribute('aria-label')).toBe('Web Infra products');
    expect(popover().hidden).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a click opens it, shows the tools in English and moves focus to its first link', async () => {
    const user = renderFamily();
    await user.click(button());
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('dialog', {name: 'Web Infra products'})).toBe(popover());
    expect(document.activeElement).toBe(link('Web Infra'));

    const alpha = link(/Alpha/);
    expect(alpha.textContent).toBe('AlphaThe first tool');
    expect(alpha.getAttribute('href')).toBe('https://alpha.example/');
    expect(alpha.getAttribute('target')).toBe('_blank');
    expect(alpha.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Tools')).toBeTruthy();
  });

  test('Enter and Space on the button open it with focus inside; Escape brings focus back to the button', async () => {
    const user = renderFamily();
    await user.tab();
    expect(document.activeElement).toBe(button());

    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(link('Web Infra'));
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button());

    await user.keyboard(' ');
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(link('Web Infra'));
  });

  test('hover mode: a second click keeps it open and puts focus back inside', async () => {
    const user = renderFamily();
    await user.click(button());
    await user.click(button());
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(link('Web Infra'));
  });

  test('click mode: a second click closes it', async () => {
    const user = renderFamily({trigger: 'click'});
    await user.click(button());
    expect(isOpen()).toBe(true);
    await user.click(button());
    expect(isOpen()).toBe(false);
  });

  test('Escape while focus is elsewhere closes it without taking focus', () => {
    vi.useFakeTimers();
    renderFamily();
    const elsewhere = screen.getByRole('button', {name: 'Elsewhere'});
    elsewhere.focus();
    pointerOnto(button());
    elapse(DELAY);
    expect(isOpen()).toBe(true);

    fireEvent.keyDown(elsewhere, {key: 'Escape'});
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(elsewhere);
  });

  test('moving focus between its links keeps it open; focus leaving it closes it', async () => {
    const user = renderFamily();
    await user.click(button());
    await user.tab();
    expect(document.activeElement).toBe(link(/Alpha/));
    await user.tab();
    expect(document.activeElement).toBe(link(/Beta/));
    expect(isOpen()).toBe(true);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Elsewhere'}));
    expect(isOpen()).toBe(false);
  });

  test('Shift+Tab from the first link back to the button keeps it open', async () => {
    const user = renderFamily();
    await user.click(button());
    await user.tab({shift: true});
    expect(document.activeElement).toBe(button());
    expect(isOpen()).toBe(true);
  });

  test('click mode: a press outside closes it, a press inside does not', async () => {
    const user = renderFamily({trigger: 'click'});
    await user.click(button());
    fireEvent.pointerDown(link(/Beta/));
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(screen.getByText('Some text on the page'));
    expect(isOpen()).toBe(false);
  });

  test('hover mode: a press outside alone does not close it (leaving does)', async () => {
    const user = renderFamily();
    await user.click(button());
    fireEvent.pointerDown(screen.getByText('Some text on the page'));
    expect(isOpen()).toBe(true);
  });
});

describe('ProductFamily popover: hover delays', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  test('opens 0.1 s after the pointer arrives, without taking focus', () => {
    renderFamily();
    pointerOnto(button());
    elapse(DELAY - 1);
    expect(isOpen()).toBe(false);
    elapse(1);
    expect(isOpen()).toBe(true);
    expect(popover().contains(document.activeElement)).toBe(false);
  });

  test('a pointer passing over it does not open it', () => {
    renderFamily();
    pointerOnto(button());
    elapse(DELAY / 2);
    pointerOff(button());
    elapse(DELAY * 5);
    expect(isOpen()).toBe(false);
  });

  test('closes 0.1 s after the pointer leaves, and stays open if it comes back in time', () => {
    renderFamily();
    pointerOnto(button());
    elapse(DELAY);
    pointerOff(button());
    elapse(DELAY - 1);
    expect(isOpen()).toBe(true);

    pointerOnto(popover());
    elapse(DELAY * 5);
    expect(isOpen()).toBe(true);

    pointerOff(popover());
    elapse(DELAY);
    expect(isOpen()).toBe(false);
  });

  test('click mode: hovering does not open it, but leaving an open popover closes it after 0.1 s', () => {
    renderFamily({trigger: 'click'});
    pointerOnto(button());
    elapse(DELAY * 5);
    expect(isOpen()).toBe(false);

    fireEvent.click(button());
    expect(isOpen()).toBe(true);
    pointerOff(button());
    elapse(DELAY - 1);
    expect(isOpen()).toBe(true);
    // Coming back in time cancels the close.
    pointerOnto(popover());
    elapse(DELAY * 5);
    expect(isOpen()).toBe(true);
    pointerOff(popover());
    elapse(DELAY);
    expect(isOpen()).toBe(false);
  });
});

describe('ProductFamily elsewhere', () => {
  test('in the narrow-screen nav: the same links as a plain list, no button', () => {
    renderFamily({mobile: true});
    expect(screen.queryByRole('button', {name: 'Web Infra products'})).toBeNull();
    expect(screen.queryByRole('dialog', {hidden: true})).toBeNull();
    expect(link('Web Infra').getAttribute('href')).toBe('https://github.com/web-infra-dev');
    expect(link(/Alpha/).getAttribute('href')).toBe('https://alpha.example/');
  });

  test('on Chinese pages: the Chinese titles, descriptions and links', async () => {
    location.pathname = '/zh/guide/start/';
    const user = renderFamily();
    await user.click(button());
    expect(screen.getByText('工具')).toBeTruthy();
    expect(link(/Alpha/).textContent).toBe('Alpha第一个工具');
    expect(link(/Alpha/).getAttribute('href')).toBe('https://alpha.example/zh/');
  });

  test("on a host's one 404 page for every path: the build's language while hydrating, the address's after", () => {
    // The English 404.html served for /zh/no-such: the server rendered English.
    location.pathname = '/zh/no-such';
    site.browser = false;
    const {rerender} = render(<ProductFamily groups={groups} mobile />);
    expect(link(/Alpha/).getAttribute('href')).toBe('https://alpha.example/');
    site.browser = true;
    rerender(<ProductFamily groups={groups} mobile />);
    expect(link(/Alpha/).getAttribute('href')).toBe('https://alpha.example/zh/');
  });
});
