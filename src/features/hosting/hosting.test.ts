import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {headersFile, headersFor, inlineScriptHashes, parseHeadersFile, redirectsFile} from './hostConfig.mjs';
import {parseRequestTarget, redirectFor, sameOriginLocation} from './requestPath.mjs';

describe('parseRequestTarget', () => {
  it('reads the decoded path and the raw query', () => {
    expect(parseRequestTarget('/guide/start/?q=a%20b#x')).toEqual({pathname: '/guide/start/', search: '?q=a%20b'});
    expect(parseRequestTarget('/zh/%E6%8C%87%E5%8D%97')).toEqual({pathname: '/zh/指南', search: ''});
  });
  it('never reads a host out of the target', () => {
    expect(parseRequestTarget('//evil.example/x')).toEqual({pathname: '//evil.example/x', search: ''});
  });
  it('refuses malformed, NUL, backslash, absolute-form and overlong targets', () => {
    expect(parseRequestTarget('/%E0%A4%A')).toEqual({status: 400});
    expect(parseRequestTarget('/a%00b')).toEqual({status: 400});
    expect(parseRequestTarget('/a%5Cb')).toEqual({status: 400});
    expect(parseRequestTarget('/a\\b')).toEqual({status: 400});
    expect(parseRequestTarget('http://evil.example/')).toEqual({status: 400});
    expect(parseRequestTarget(undefined)).toEqual({status: 400});
    expect(parseRequestTarget(`/${'a'.repeat(3000)}`)).toEqual({status: 414});
  });
});

describe('redirectFor', () => {
  it('sends other spellings of a page to the page', () => {
    expect(redirectFor('/guide/basic/cli.html')).toBe('/guide/basic/cli');
    expect(redirectFor('/config/index')).toBe('/config/');
    expect(redirectFor('/en/guide/start/', '?x=1')).toBe('/guide/start/?x=1');
    expect(redirectFor('/en')).toBe('/');
  });
  it('leaves canonical paths and 404 files alone', () => {
    expect(redirectFor('/guide/start/')).toBeNull();
    expect(redirectFor('/zh/404.html')).toBeNull();
  });
  it('only ever redirects within the site', () => {
    for (const path of ['//evil.example/x.html', '///evil.example/', '/%2Fevil.example', '/en//evil.example']) {
      const location = redirectFor(decodeURIComponent(path));
      if (location) expect(location).toMatch(/^\/(?![/\\])/);
    }
    expect(redirectFor('//evil.example/x.html')).toBe('/evil.example/x');
    expect(sameOriginLocation('/\\evil.example')).toBe('/evil.example');
    expect(sameOriginLocation('/a b/?c', '?d')).toBe('/a%20b/%3Fc?d');
  });
});

describe('host files', () => {
  it('hashes the inline scripts a page runs, not external scripts or data blocks', () => {
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script defer>b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('writes _headers that the preview server reads back', () => {
    const blocks = parseHeadersFile(headersFile({scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], connectOrigins: ['https://search.example']}));
    const page = headersFor(blocks, '/guide/start/');
    expect(page['Content-Security-Policy']).toContain("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(page['Content-Security-Policy']).toContain("connect-src 'self' https://search.example");
    expect(page['Content-Security-Policy']).not.toMatch(/https?:\/\/(?!search\.example)/);
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Cache-Control']).toBeUndefined();
    expect(headersFor(blocks, '/assets/js/main.123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(blocks, '/zh/search-index-f4dcd926.json')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(blocks, '/search-index-f4dcd926.json')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(blocks, '/guide/search-index-x')['Cache-Control']).toBeUndefined();
  });

  it('writes _redirects with the old domain, /en/ and a 404 page per language, most specific first', () => {
    const lines = redirectsFile().trim().split('\n');
    expect(lines[0]).toBe('https://lib.rsbuild.dev/* https://rslib.rs/:splat 301!');
    expect(lines).toContain('/en/* /:splat 301');
    expect(lines.indexOf('/zh/* /zh/404.html 404')).toBeLessThan(lines.indexOf('/* /404.html 404'));
    expect(lines.at(-1)).toBe('/* /404.html 404');
  });
});
