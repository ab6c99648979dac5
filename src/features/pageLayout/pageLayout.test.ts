import {describe, expect, it} from 'vitest';
import {isTestRoute, pageClassNames, pageTypeOf, partsHiddenByPage} from './pageLayout';
import {markPartsHiddenByQuery, partsHiddenByQuery} from './interfaceToggles.mjs';
import {pageLayoutScript} from './plugin';
import {featureSpan, isImageIcon, readFeatures, readHero} from './home';

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

  it('runs as an inline script before the first paint', () => {
    const attributes = new Map<string, string>();
    const root = {setAttribute: (name: string, value: string) => attributes.set(name, value), removeAttribute: () => {}};
    new Function('document', 'location', pageLayoutScript)({documentElement: root}, {search: '?outline=0&footer=0'});
    expect(attributes.get('data-rslib-hide')).toBe('outline footer');
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
