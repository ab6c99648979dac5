import {describe, expect, it} from 'vitest';
import {
  languageRedirectTarget,
  localizedPath,
  pageLocale,
  primaryLanguage,
  type LanguageRedirectInput,
} from './languageRedirect';

const firstVisit: LanguageRedirectInput = {
  enabled: true,
  pathname: '/guide/start/quick-start',
  search: '?a=1',
  hash: '#requirements',
  browserLanguage: 'zh-CN',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
  visited: false,
  locales: ['en', 'zh'],
  defaultLocale: 'en',
  defaultLocaleOnly: ['api/'],
};

describe('languageRedirectTarget', () => {
  it('sends a first-time Chinese visitor to the Chinese page, keeping query and hash', () => {
    expect(languageRedirectTarget(firstVisit)).toBe('/zh/guide/start/quick-start?a=1#requirements');
  });

  it('sends a first-time English visitor of a Chinese page to the English one', () => {
    expect(languageRedirectTarget({...firstVisit, pathname: '/zh/config/', browserLanguage: 'en-GB'})).toBe(
      '/config/?a=1#requirements',
    );
    expect(languageRedirectTarget({...firstVisit, pathname: '/zh/', browserLanguage: 'en', search: '', hash: ''})).toBe('/');
    expect(languageRedirectTarget({...firstVisit, pathname: '/', browserLanguage: 'zh', search: '', hash: ''})).toBe('/zh/');
  });

  it('happens on the first visit only', () => {
    expect(languageRedirectTarget({...firstVisit, visited: true})).toBeNull();
  });

  it('does nothing when storage cannot remember the visit', () => {
    expect(languageRedirectTarget({...firstVisit, visited: null})).toBeNull();
  });

  it('can be switched off', () => {
    expect(languageRedirectTarget({...firstVisit, enabled: false})).toBeNull();
  });

  it('leaves bots, spiders, crawlers and Lighthouse where they are', () => {
    for (const userAgent of ['Googlebot/2.1', 'Baiduspider', 'SomeCrawler/1.0', 'Chrome-Lighthouse', 'BINGBOT']) {
      expect(languageRedirectTarget({...firstVisit, userAgent})).toBeNull();
    }
  });

  it('stays for an unsupported or unreadable browser language, or the page language', () => {
    for (const browserLanguage of ['fr-FR', '', undefined, 'english', 'en-US']) {
      expect(languageRedirectTarget({...firstVisit, browserLanguage})).toBeNull();
    }
    expect(languageRedirectTarget({...firstVisit, pathname: '/zh/guide/', browserLanguage: 'zh-TW'})).toBeNull();
  });

  it('does not send visitors to Chinese pages that do not exist', () => {
    expect(languageRedirectTarget({...firstVisit, pathname: '/api/javascript-api/core'})).toBeNull();
  });
});

describe('language helpers', () => {
  it('reads the primary language of a tag', () => {
    expect(primaryLanguage('zh-Hans-CN')).toBe('zh');
    expect(primaryLanguage('EN_us')).toBe('en');
    expect(primaryLanguage(undefined)).toBe('');
  });
  it('reads the locale of a path', () => {
    expect(pageLocale('/zh/guide/', ['en', 'zh'], 'en')).toBe('zh');
    expect(pageLocale('/zhx/', ['en', 'zh'], 'en')).toBe('en');
    expect(pageLocale('/', ['en', 'zh'], 'en')).toBe('en');
  });
  it('moves a path between locales', () => {
    expect(localizedPath('/guide/', 'en', 'zh', 'en')).toBe('/zh/guide/');
    expect(localizedPath('/zh/guide/', 'zh', 'en', 'en')).toBe('/guide/');
    expect(localizedPath('/zh', 'zh', 'en', 'en')).toBe('/');
  });
});
