import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentTypeOf, hostTypedExtensions, immutableFolders} from './headers.mjs';
import {headersFile, headersFor, inlineScriptHashes, notFoundRoutes, parseHeadersFile, redirectsFile} from './hostConfig.mjs';
import {acceptedEncodings, chooseEncoding, etagMatches, httpDateSeconds, parseRange} from './negotiation.mjs';
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

  it('makes the hashed assets of every language immutable, from the list of languages', () => {
    expect(immutableFolders()).toEqual(['/assets/', '/zh/assets/']);
    const blocks = parseHeadersFile(headersFile({scriptHashes: []}));
    for (const asset of ['/assets/js/main.1.js', '/zh/assets/js/main.2.js', '/zh/assets/css/styles.3.css']) {
      expect(headersFor(blocks, asset)['Cache-Control'], asset).toBe('public, max-age=31536000, immutable');
    }
    expect(headersFor(blocks, '/zh/guide/assets')['Cache-Control']).toBeUndefined();
  });

  it('gives every text type its charset, in _headers too', () => {
    const blocks = parseHeadersFile(headersFile({scriptHashes: []}));
    expect(headersFor(blocks, '/zh/config/lib.md')['Content-Type']).toBe('text/markdown; charset=utf-8');
    expect(headersFor(blocks, '/zh/llms.txt')['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(hostTypedExtensions()).toEqual(expect.arrayContaining(['md', 'txt', 'js', 'css', 'json', 'svg', 'xml']));
    expect(hostTypedExtensions()).not.toContain('html');
    for (const file of ['a.html', 'a.md', 'a.txt', 'a.js', 'a.css', 'a.json', 'a.svg', 'a.xml', 'a.map']) {
      expect(contentTypeOf(file), file).toMatch(/; charset=utf-8$/);
    }
    expect(contentTypeOf('/img/og/rslib-en.png')).toBe('image/png');
    expect(contentTypeOf('/index.html.br')).toBe('application/octet-stream');
    expect(contentTypeOf('/llms.txt.gz')).toBe('application/gzip');
    expect(contentTypeOf('/LICENSE')).toBe('application/octet-stream');
  });

  it('never sets one header in two blocks that match the same path (some hosts would join the values)', () => {
    const blocks = parseHeadersFile(headersFile({scriptHashes: ["'sha256-a'"]}));
    for (const target of ['/', '/guide/start/', '/assets/js/a.js', '/zh/assets/js/a.js', '/search-index-1.json', '/zh/search-index-1.json', '/zh/a.md', '/llms.txt', '/img/logo.svg']) {
      const names = blocks.flatMap((block) => Object.keys(headersFor([block], target)));
      expect(names, target).toContain('X-Content-Type-Options');
      expect(new Set(names).size, target).toBe(names.length);
    }
  });

  it('answers the 404 pages\' own addresses with 404, in _redirects as in the server', () => {
    const lines = redirectsFile().trim().split('\n');
    for (const {path, page} of notFoundRoutes()) {
      expect(page).toMatch(/^(\/zh)?\/404\.html$/);
      expect(path.startsWith(page.slice(0, -'404.html'.length))).toBe(true);
    }
    // A rule onto its own path is ignored by Netlify: each spelling points at the other, forced.
    for (const prefix of ['', '/zh']) {
      expect(lines).toContain(`${prefix}/404.html ${prefix}/404 404!`);
      expect(lines).toContain(`${prefix}/404 ${prefix}/404.html 404!`);
      expect(lines.indexOf(`${prefix}/404 ${prefix}/404.html 404!`)).toBeLessThan(lines.indexOf('/* /404.html 404'));
    }
  });

  it('writes _redirects with the old domain, /en/ and a 404 page per language, most specific first', () => {
    const lines = redirectsFile().trim().split('\n');
    expect(lines[0]).toBe('https://lib.rsbuild.dev/* https://rslib.rs/:splat 301!');
    expect(lines).toContain('/en/* /:splat 301');
    expect(lines.indexOf('/zh/* /zh/404.html 404')).toBeLessThan(lines.indexOf('/* /404.html 404'));
    expect(lines.at(-1)).toBe('/* /404.html 404');
  });
});

describe('content negotiation', () => {
  it('reads Accept-Encoding by whole tokens and weights', () => {
    expect([...acceptedEncodings('br;q=0, gzip, x-gzip;q=0.5, zbrz')]).toEqual([['br', 0], ['gzip', 1], ['zbrz', 1]]);
    expect(chooseEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('zbrz', ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('gzip;q=0.8, br;q=0.2', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('*, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
    expect(chooseEncoding(undefined, ['br'])).toBeNull();
    expect(chooseEncoding(['gzip;q=0', 'br'], ['br', 'gzip'])).toBe('br');
  });

  it('reads one byte range, and nothing else', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({kind: 'range', start: 0, end: 0});
    expect(parseRange('bytes=-3', 10)).toEqual({kind: 'range', start: 7, end: 9});
    expect(parseRange('bytes=-30', 10)).toEqual({kind: 'range', start: 0, end: 9});
    expect(parseRange('bytes=4-', 10)).toEqual({kind: 'range', start: 4, end: 9});
    expect(parseRange('Bytes = 2 - 4', 10)).toEqual({kind: 'range', start: 2, end: 4});
    expect(parseRange('bytes=0-18446744073709551615', 10)).toEqual({kind: 'range', start: 0, end: 9});
    expect(parseRange('bytes=5-1', 10)).toEqual({kind: 'unsatisfiable'});
    expect(parseRange('bytes=10-', 10)).toEqual({kind: 'unsatisfiable'});
    expect(parseRange('bytes=-0', 10)).toEqual({kind: 'unsatisfiable'});
    expect(parseRange('bytes=0-', 0)).toEqual({kind: 'unsatisfiable'});
    expect(parseRange('bytes=18446744073709551615-', 10)).toEqual({kind: 'unsatisfiable'});
    for (const header of [undefined, 'bytes=abc', 'bytes=', 'bytes=-', 'bytes=0-1,2-3', 'items=0-1', 'bytes=1.5-2']) {
      expect(parseRange(header, 10), String(header)).toEqual({kind: 'none'});
    }
  });

  it('compares entity tags strongly or weakly', () => {
    expect(etagMatches('"a"', '"a"', 'strong')).toBe(true);
    expect(etagMatches('W/"a"', '"a"', 'strong')).toBe(false);
    expect(etagMatches('W/"a"', '"a"', 'weak')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"', 'weak')).toBe(true);
    expect(etagMatches('*', '"a"', 'strong')).toBe(true);
    expect(etagMatches('a', '"a"', 'weak')).toBe(false);
    expect(etagMatches(undefined, '"a"', 'weak')).toBe(false);
  });

  it('reads HTTP dates and nothing else', () => {
    expect(httpDateSeconds('Sat, 01 Jan 2000 00:00:00 GMT')).toBe(946684800);
    expect(httpDateSeconds('2000-01-01')).toBeNull();
    expect(httpDateSeconds('garbage')).toBeNull();
    expect(httpDateSeconds(undefined)).toBeNull();
  });
});
