import {describe, expect, it} from 'vitest';
import {isTestRoute, pageClassNames, pageTypeOf, partsHiddenByPage} from './pageLayout';
import {markPartsHiddenByQuery, markPathLocale, normalizeAppearance, partsHiddenByQuery} from './earlyScripts.mjs';
import {earlyPageScript} from './earlyPageStatePlugin';
import {featureSpan, isImageIcon, readFeatures, readHero} from './home';
import {homePathFor, localeRootOf, NOT_FOUND_TEXTS} from './notFound';
import {DEFAULT_LOCALE, LOCALES, localeOfPath} from '../../shared/utils/urlPaths.mjs';
import {idFromHash, isScrolledToBottom} from './outline';

describe('page types and interface parts', () => {
  it('reads the page type, defaulting to doc', () => {
    expect(pageTypeOf({pageType: 'home'})).toBe('home');
    expect(pageTypeOf({pageType: 'blank'})).toBe('blank');
    for (const pageType of [undefined, 'Home', 404, 'landing']) expect(pageTypeOf({pageType})).toBe('doc');
  });

  it('hides a part whose front matter is false, and nothing for other values', () => {
    expect(partsHiddenByPage({navbar: false, outline: false})).toEqual(['navbar', 'outline']);
    expect(partsHiddenByPage({navbar: 'false', sidebar: 0, outline: null, footer: true})).toEqual([]);
  });

  it('leaves content only on home, custom and blank pages', () => {
    expect(partsHiddenByPage({pageType: 'home'})).toEqual(['sidebar', 'outline']);
    expect(partsHiddenByPage({pageType: 'custom'})).toEqual(['sidebar', 'outline', 'footer']);
    expect(partsHiddenByPage({pageType: 'blank'})).toEqual(['navbar', 'sidebar', 'outline', 'footer']);
    expect(pageClassNames({pageType: 'custom', navbar: false})).toBe(
      'rslib-page-custom rslib-hide-navbar rslib-hide-sidebar rslib-hide-outline rslib-hide-footer',
    );
    expect(pageClassNames({})).toBe('rslib-page-doc');
  });

  it('recognises test routes in both languages', () => {
    expect(isTestRoute('/tests/blank', '/')).toBe(true);
    expect(isTestRoute('/zh/tests/blank', '/zh/')).toBe(true);
    expect(isTestRoute('/guide/tests/x', '/')).toBe(false);
    expect(isTestRoute('/testsuite', '/')).toBe(false);
  });
});

describe('query toggles', () => {
  it('hides the parts set to 0', () => {
    expect(partsHiddenByQuery('?navbar=0&sidebar=0&outline=0&footer=0')).toEqual(['navbar', 'sidebar', 'outline', 'footer']);
    expect(partsHiddenByQuery('?outline=0&x=0')).toEqual(['outline']);
  });

  it('leaves a part shown for any other value', () => {
    expect(partsHiddenByQuery('?navbar=1&sidebar=false&outline=&footer=00')).toEqual([]);
    expect(partsHiddenByQuery('')).toEqual([]);
    expect(partsHiddenByQuery('?%E0%A4%A=0&navbar')).toEqual([]);
  });

  it('marks and unmarks the root element', () => {
    const attributes = new Map<string, string>();
    const root = {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    } as unknown as HTMLElement;
    markPartsHiddenByQuery(root, '?navbar=0&footer=0', partsHiddenByQuery);
    expect(attributes.get('data-rslib-hide')).toBe('navbar footer');
    markPartsHiddenByQuery(root, '?navbar=1', partsHiddenByQuery);
    expect(attributes.has('data-rslib-hide')).toBe(false);
  });
});

/** A window with just what the appearance script touches. */
function fakeWindow({theme, choice, stored, systemDark = false, storageThrows = false}: {theme: string; choice: string; stored: string | null; systemDark?: boolean; storageThrows?: boolean}) {
  const attributes = new Map([
    ['data-theme', theme],
    ['data-theme-choice', choice],
  ]);
  const store = new Map<string, string>(stored === null ? [] : [['theme', stored]]);
  const win = {
    document: {
      documentElement: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
    matchMedia: () => ({matches: systemDark}),
    get localStorage() {
      if (storageThrows) throw new Error('SecurityError');
      return {getItem: (k: string) => store.get(k) ?? null, removeItem: (k: string) => store.delete(k)};
    },
  } as unknown as Window;
  return {win, attributes, store};
}

describe('normalizeAppearance', () => {
  it('keeps a valid choice', () => {
    const {win, attributes, store} = fakeWindow({theme: 'dark', choice: 'dark', stored: 'dark'});
    normalizeAppearance(win, true);
    expect(attributes.get('data-theme')).toBe('dark');
    expect(store.get('theme')).toBe('dark');
  });

  it('treats a garbage stored value as auto and forgets it', () => {
    for (const systemDark of [false, true]) {
      const {win, attributes, store} = fakeWindow({theme: 'purple', choice: 'purple', stored: 'purple', systemDark});
      normalizeAppearance(win, true);
      expect(attributes.get('data-theme')).toBe(systemDark ? 'dark' : 'light');
      expect(attributes.get('data-theme-choice')).toBe('system');
      expect(store.has('theme')).toBe(false);
    }
  });

  it('survives storage that throws', () => {
    const {win, attributes} = fakeWindow({theme: '{"x":1}', choice: '{"x":1}', stored: null, storageThrows: true});
    expect(() => normalizeAppearance(win, true)).not.toThrow();
    expect(attributes.get('data-theme')).toBe('light');
  });

  it('is always light with dark mode disabled', () => {
    const {win, attributes} = fakeWindow({theme: 'dark', choice: 'dark', stored: 'dark', systemDark: true});
    normalizeAppearance(win, false);
    expect(attributes.get('data-theme')).toBe('light');
  });

  it('runs as an inline script', () => {
    const script = earlyPageScript({darkMode: true});
    const {win, attributes} = fakeWindow({theme: 'x', choice: 'x', stored: 'x', systemDark: true});
    const root = win.document.documentElement as unknown as {removeAttribute: () => void};
    root.removeAttribute = () => {};
    new Function('window', 'document', 'location', script)(win, win.document, {search: '?outline=0'});
    expect(attributes.get('data-theme')).toBe('dark');
    expect(attributes.get('data-rslib-hide')).toBe('outline');
  });
});

describe('home page front matter', () => {
  it('reads a full hero', () => {
    expect(
      readHero({
        name: 'Rslib',
        text: 'One\nTwo',
        tagline: 'Tag',
        actions: [{text: 'Go', link: '/guide/', theme: 'brand'}, {text: 'More', link: '/config/', theme: 'alt'}, {text: 'Broken'}],
        image: {src: {light: '/l.svg', dark: '/d.svg'}, alt: 'Logo', srcset: ['/l.svg 1x', '/l2.svg 2x'], sizes: '100px'},
      }),
    ).toEqual({
      name: 'Rslib',
      text: ['One', 'Two'],
      tagline: 'Tag',
      actions: [
        {text: 'Go', link: '/guide/', theme: 'brand'},
        {text: 'More', link: '/config/', theme: 'alt'},
      ],
      image: {light: '/l.svg', dark: '/d.svg', alt: 'Logo', srcSet: '/l.svg 1x, /l2.svg 2x', sizes: '100px'},
    });
  });

  it('takes one image for both themes and tolerates garbage', () => {
    expect(readHero({image: {src: '/logo.svg'}})?.image).toEqual({light: '/logo.svg', dark: '/logo.svg', alt: ''});
    expect(readHero('hero')).toBeNull();
    expect(readHero({text: 42, actions: 'no', image: {src: {}}})).toEqual({text: ['42'], actions: []});
  });

  it('reads feature cards, span 4 by default', () => {
    expect(readFeatures([{title: 'A', icon: '⚡', details: 'd', link: '/x', span: 6}, {title: 'B'}, {details: 'no title'}, null])).toEqual([
      {title: 'A', icon: '⚡', details: 'd', link: '/x', span: 6},
      {title: 'B', icon: undefined, details: undefined, link: undefined, span: 4},
    ]);
    expect([featureSpan(13), featureSpan(0), featureSpan('6'), featureSpan(2.5), featureSpan(12)]).toEqual([4, 4, 4, 4, 12]);
    expect(readFeatures('x')).toEqual([]);
  });

  it('tells image icons from emoji', () => {
    expect(isImageIcon('/img/logo.svg')).toBe(true);
    expect(isImageIcon('icon.PNG')).toBe(true);
    expect(isImageIcon('⚡')).toBe(false);
    expect(isImageIcon('TS')).toBe(false);
  });
});

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

describe('outline helpers', () => {
  it('knows when the page is scrolled to the bottom', () => {
    expect(isScrolledToBottom(1100, 900, 2000)).toBe(true);
    expect(isScrolledToBottom(1099.5, 900, 2000)).toBe(true);
    expect(isScrolledToBottom(1000, 900, 2000)).toBe(false);
    expect(isScrolledToBottom(0, 900, 900)).toBe(false);
  });
  it('decodes hashes, taking malformed ones literally', () => {
    expect(idFromHash('#%E9%85%8D%E7%BD%AE')).toBe('配置');
    expect(idFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(idFromHash('plain')).toBe('plain');
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
