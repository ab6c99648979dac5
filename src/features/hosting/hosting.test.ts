import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentTypeOf, hostTypedExtensions, immutableFolders} from './headers.mjs';
import {headersFile, headersFor, inlineScriptHashes, notFoundRoutes, parseHeadersFile, redirectsFile} from './hostConfig.mjs';

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
