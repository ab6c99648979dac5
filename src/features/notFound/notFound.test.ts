import {describe, expect, it} from 'vitest';
import {homePathFor, localeRootOf, NOT_FOUND_TEXTS} from './notFound';
import {markPathLocale} from './pathLocale.mjs';
import {pathLocaleScript} from './plugin';
import {DEFAULT_LOCALE, LOCALES, localeOfPath} from '../../shared/utils/urlPaths.mjs';

describe('homePathFor', () => {
  const versions = [
    {path: '/', homePath: '/guide/start/', isDefault: true},
    {path: '/next', homePath: '/next/guide/start/', isDefault: false},
    {path: '/1.0', homePath: '/1.0/guide/start/', isDefault: false},
  ];
  it('goes to the root of the current language', () => {
    expect(homePathFor('/no/such/page', '/', versions)).toBe('/');
    expect(homePathFor('/zh/no/such/page', '/zh/', [])).toBe('/zh/');
    expect(homePathFor('/nextish/page', '/', versions)).toBe('/');
  });
  it('stays in a non-default version', () => {
    expect(homePathFor('/next/no/such/page', '/', versions)).toBe('/next/guide/start/');
    expect(homePathFor('/1.0', '/', versions)).toBe('/1.0/guide/start/');
  });
});

describe('the 404 page in the language of the address', () => {
  const root = () => {
    const attributes = new Map<string, string>();
    return {setAttribute: (k: string, v: string) => attributes.set(k, v), get: (k: string) => attributes.get(k)};
  };
  it('marks <html> with the locale of the first path segment', () => {
    for (const [pathname, locale] of [
      ['/zh/no/such/page', 'zh'],
      ['/zh', 'zh'],
      ['/guide/zh/x', 'en'],
      ['/zhuyin/', 'en'],
      ['/en/guide/', 'en'],
      ['', 'en'],
    ]) {
      const el = root();
      markPathLocale(el as unknown as HTMLElement, pathname, LOCALES, DEFAULT_LOCALE);
      expect(el.get('data-path-locale'), pathname).toBe(locale);
    }
  });
  it('runs as an inline script before the first paint', () => {
    const el = root();
    new Function('document', 'location', pathLocaleScript)({documentElement: el}, {pathname: '/zh/no/such/page'});
    expect(el.get('data-path-locale')).toBe('zh');
  });
  it('agrees with localeOfPath, the rule of the theme and the server', () => {
    for (const pathname of ['/zh/a', '/a/zh', '/', '/zh?x', '/fr/']) {
      const el = root();
      markPathLocale(el as unknown as HTMLElement, pathname.split('?')[0], LOCALES, DEFAULT_LOCALE);
      expect(el.get('data-path-locale')).toBe(localeOfPath(pathname));
    }
  });
  it('has its texts in every language, and a home per language', () => {
    for (const locale of LOCALES) {
      expect(NOT_FOUND_TEXTS[locale].heading.length).toBeGreaterThan(0);
      expect(NOT_FOUND_TEXTS[locale].takeMeHome.length).toBeGreaterThan(0);
    }
    expect(localeRootOf('en', 'en')).toBe('/');
    expect(localeRootOf('zh', 'en')).toBe('/zh/');
    expect(localeRootOf('zh', 'en', '/docs')).toBe('/docs/zh/');
  });
});
