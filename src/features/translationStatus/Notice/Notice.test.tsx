// @vitest-environment happy-dom
// The reader's notice: what it says and links to, when it renders nothing, and the keyboard.
import React from 'react';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {cleanup, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TranslationStatusNotice from '.';
import {formatChangeDate, otherLanguagePath} from '../notice';

const SOURCE = '@site/i18n/zh/docusaurus-plugin-content-docs/current/guide/basic/cli.mdx';

const site = vi.hoisted(() => ({
  doc: {metadata: {source: '', permalink: '/zh/guide/basic/cli'}} as {metadata: {source: string; permalink: string}} | null,
}));

vi.mock('@docusaurus/Translate', () => import('@site/tests/unit/dom/translate'));
vi.mock('@docusaurus/Link', () => ({
  default: ({to, autoAddBaseUrl: _autoAddBaseUrl, children, ...rest}: {to: string; autoAddBaseUrl?: boolean; children: React.ReactNode}) => (
    <a href={to.replace(/^pathname:\/\//, '')} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: {baseUrl: '/zh/'},
    i18n: {currentLocale: 'zh', defaultLocale: 'en', localeConfigs: {en: {baseUrl: '/'}, zh: {baseUrl: '/zh/'}}},
  }),
}));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => {
    if (!site.doc) throw new Error('Hook useDoc is called outside the <DocProvider>.');
    return site.doc;
  },
}));

afterEach(() => {
  cleanup();
  site.doc = {metadata: {source: SOURCE, permalink: '/zh/guide/basic/cli'}};
});

describe('TranslationStatusNotice', () => {
  test('on its own page: a labelled note with the date of the English change and a link to the English page', () => {
    site.doc = {metadata: {source: SOURCE, permalink: '/zh/guide/basic/cli'}};
    render(<TranslationStatusNotice source={SOURCE} date="2026-11-26" />);
    const note = screen.getByRole('note', {name: 'Translation status'});
    expect(note.textContent).toContain('2026年11月26日');
    expect(note.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-26');
    const link = screen.getByRole('link', {name: 'Read the English page'});
    expect(link.getAttribute('href')).toBe('/guide/basic/cli');
    expect(link.getAttribute('hreflang')).toBe('en');
    // Left out of the Markdown twins and of the search index.
    expect(note.getAttribute('data-markdown')).toBe('skip');
    expect(note.hasAttribute('data-search-ignore')).toBe(true);
  });

  test('the link is reached with the keyboard', async () => {
    site.doc = {metadata: {source: SOURCE, permalink: '/zh/guide/basic/cli'}};
    render(<TranslationStatusNotice source={SOURCE} date="2026-11-26" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', {name: 'Read the English page'}));
  });

  test('nothing when the page is imported into another page (the glossary shows its term pages)', () => {
    site.doc = {metadata: {source: '@site/i18n/zh/docusaurus-plugin-content-docs/current/guide/start/glossary.mdx', permalink: '/zh/guide/start/glossary'}};
    const {container} = render(<TranslationStatusNotice source={SOURCE} date="2026-11-26" />);
    expect(container.innerHTML).toBe('');
  });

  test('nothing, and no error, outside a doc page', () => {
    site.doc = null;
    const {container} = render(<TranslationStatusNotice source={SOURCE} date="2026-11-26" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('formatChangeDate', () => {
  test('writes the date as each language does, and leaves anything else as it is', () => {
    expect(formatChangeDate('2026-01-05', 'zh')).toBe('2026年1月5日');
    expect(formatChangeDate('2026-11-26', 'en')).toBe('Nov 26, 2026');
    expect(formatChangeDate('2026-11-26', 'fr')).toBe('2026-11-26');
    expect(formatChangeDate('2026-13-01', 'zh')).toBe('2026-13-01');
    expect(formatChangeDate('yesterday', 'zh')).toBe('yesterday');
  });
});

describe('otherLanguagePath', () => {
  test('swaps the base URL of the language', () => {
    expect(otherLanguagePath('/zh/guide/start/', '/zh/', '/')).toBe('/guide/start/');
    expect(otherLanguagePath('/zh/config/lib/format', '/zh/', '/')).toBe('/config/lib/format');
    // A single-language build serves Chinese at the root.
    expect(otherLanguagePath('/guide/start/', '/', '/')).toBe('/guide/start/');
    expect(otherLanguagePath('/docs/zh/a', '/docs/zh/', '/docs')).toBe('/docs/a');
  });
});
