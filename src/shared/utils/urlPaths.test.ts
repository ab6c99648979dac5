import {describe, expect, it} from 'vitest';
import {canonicalPath, localeOfPath, notFoundPageFor, notFoundRedirect, withoutDefaultLocale} from './urlPaths.mjs';

describe('canonicalPath', () => {
  it('drops a trailing .html', () => {
    expect(canonicalPath('/guide/start/quick-start.html')).toBe('/guide/start/quick-start');
  });
  it('drops a trailing /index, with or without .html', () => {
    expect(canonicalPath('/guide/start/index')).toBe('/guide/start/');
    expect(canonicalPath('/guide/start/index.html')).toBe('/guide/start/');
    expect(canonicalPath('/index.html')).toBe('/');
    expect(canonicalPath('/zh/index')).toBe('/zh/');
  });
  it('leaves clean paths alone', () => {
    for (const p of ['/', '/config/', '/guide/basic/cli', '/zh/guide/start/', '/indexes']) {
      expect(canonicalPath(p)).toBe(p);
    }
  });
});

describe('localeOfPath', () => {
  it('reads the locale from the first segment', () => {
    expect(localeOfPath('/zh/guide/start/')).toBe('zh');
    expect(localeOfPath('/zh')).toBe('zh');
  });
  it('ignores the query and hash, and letters inside a segment', () => {
    expect(localeOfPath('/guide/?lang=zh')).toBe('en');
    expect(localeOfPath('/guide/#zh')).toBe('en');
    expect(localeOfPath('/zhuyin/')).toBe('en');
    expect(localeOfPath('/zh?x=1')).toBe('zh');
    expect(localeOfPath(undefined as unknown as string)).toBe('en');
  });
  it('falls back to the default locale', () => {
    expect(localeOfPath('/guide/start/')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/zhx/page')).toBe('en');
    expect(localeOfPath('/en/guide/')).toBe('en');
    expect(localeOfPath('')).toBe('en');
  });
});

describe('notFoundPageFor', () => {
  it('serves the Chinese 404 page under /zh/', () => {
    expect(notFoundPageFor('/zh/api/javascript-api/core')).toBe('/zh/404.html');
    expect(notFoundPageFor('/nope')).toBe('/404.html');
  });
});

describe('withoutDefaultLocale', () => {
  it('drops a spelled-out default locale', () => {
    expect(withoutDefaultLocale('/en/guide/start/')).toBe('/guide/start/');
    expect(withoutDefaultLocale('/en/')).toBe('/');
    expect(withoutDefaultLocale('/en')).toBe('/');
  });
  it('leaves other paths alone', () => {
    for (const p of ['/', '/guide/en/', '/english/', '/zh/guide/', '/enx']) expect(withoutDefaultLocale(p)).toBe(p);
  });
});

describe('notFoundRedirect', () => {
  it('sends /en/... to the path without the default locale', () => {
    expect(notFoundRedirect('/en/guide/start/quick-start')).toBe('/guide/start/quick-start');
    expect(notFoundRedirect('/en/')).toBe('/');
  });
  it('sends .html and /index spellings to the clean path', () => {
    expect(notFoundRedirect('/guide/basic/cli.html')).toBe('/guide/basic/cli');
    expect(notFoundRedirect('/config/index')).toBe('/config/');
    expect(notFoundRedirect('/zh/config/index.html')).toBe('/zh/config/');
    expect(notFoundRedirect('/en/config/index.html')).toBe('/config/');
  });
  it('stays on canonical paths and on the 404 files', () => {
    for (const p of ['/no/such/page', '/zh/no/such/page', '/', '/404.html', '/zh/404.html', '/404']) {
      expect(notFoundRedirect(p)).toBeNull();
    }
  });
  it('never redirects in a loop', () => {
    for (const p of ['/en/en/x.html', '/en/index.html', '/a/index/index', '/en']) {
      const target = notFoundRedirect(p);
      expect(target).not.toBeNull();
      expect(notFoundRedirect(target!)).toBeNull();
    }
  });
});
