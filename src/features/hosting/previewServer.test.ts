// The preview server against hostile clients: each request gets a calm, correct answer, and a
// normal request right after it is still served. It runs on a small site written here (with
// the `_headers` the build writes and brotli/gzip copies), with a secret file beside the site
// that no request may read.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {Worker} from 'node:worker_threads';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {headersFile, headersFor, parseHeadersFile, redirectsFile} from './hostConfig.mjs';
import {isHashedAsset, startPreviewServer} from './previewServer.mjs';

const SECRET = 'secret-outside-the-site-0f3a';
const LLMS = `# Rslib\n\n> 基于 Rsbuild 的库开发工具\n\n${'- [快速上手](https://rslib.rs/zh/guide/start/quick-start.md): 第一次构建\n'.repeat(40)}`;
const FILES: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><html lang="en"><title>Home</title><p>home page ${'x'.repeat(2000)}</p></html>`,
  '404.html': '<!doctype html><html lang="en"><title>404 en</title><h1>PAGE NOT FOUND</h1></html>',
  'zh/index.html': '<!doctype html><html lang="zh-CN"><title>首页</title></html>',
  'zh/404.html': '<!doctype html><html lang="zh-CN"><title>404 zh</title><h1>页面未找到</h1></html>',
  'guide/start/index.html': '<!doctype html><title>Start</title>',
  'guide/start/quick-start/index.html': `<!doctype html><title>Quick start</title>${'q'.repeat(1500)}`,
  'guide/start/quick-start.md': `# Quick start\n\n${'Text. '.repeat(300)}`,
  'zh/guide/start/quick-start.md': `# 快速上手\n\n${'中文内容。'.repeat(300)}`,
  'llms.txt': LLMS,
  'zh/llms.txt': LLMS,
  'assets/js/main.0a1b2c3d.js': `console.log(${JSON.stringify('a'.repeat(2000))});`,
  'zh/assets/js/main.4e5f6a7b.js': `console.log(${JSON.stringify('b'.repeat(2000))});`,
  'assets/css/styles.1234abcd.css': `body{color:red}${' '.repeat(1200)}`,
  'search-index-f4dcd926.json': JSON.stringify({words: 'w'.repeat(2000)}),
  'zh/search-index-0a1b2c3d.json': JSON.stringify({words: '词'.repeat(800)}),
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'img/og/rslib-en.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
  'sitemap.xml': '<?xml version="1.0"?><urlset/>',
  'empty.txt': '',
  'ten.txt': '0123456789',
  'zh/指南/index.html': '<!doctype html><html lang="zh-CN"><title>指南</title></html>',
  // Larger than the socket buffers: a client that leaves gets only its first bytes.
  'big.bin': Buffer.alloc(4 * 1024 * 1024, 7),
  // Built without compressed copies: the server compresses these itself.
  'plain/index.html': `<!doctype html><title>Plain</title>${'<p>plain text to compress</p>'.repeat(80)}`,
  'assets/js/plain.9f8e7d6c.js': `export const text = ${JSON.stringify('c'.repeat(3000))};`,
  '.hidden': SECRET,
  'assets/.env': SECRET,
};

let parent = '';
let site = '';
let server: http.Server;
let port = 0;

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'rslib-preview-'));
  site = path.join(parent, 'site');
  fs.writeFileSync(path.join(parent, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(parent, 'site-secret.txt'), SECRET);
  for (const [name, body] of Object.entries(FILES)) {
    const file = path.join(site, name);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, body);
    // As the build does: brotli and gzip copies of text files of 1 KB or more.
    if (typeof body === 'string' && Buffer.byteLength(body) >= 1024 && !name.startsWith('.') && !name.includes('plain')) {
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
    }
  }
  // Links in the site: to the secret file and folder outside it, and to a page inside it.
  fs.symlinkSync(path.join(parent, 'secret.txt'), path.join(site, 'linked-secret.txt'));
  fs.symlinkSync(parent, path.join(site, 'linked-parent'));
  fs.symlinkSync(path.join(site, 'llms.txt'), path.join(site, 'linked-llms.txt'));
  // Links to the files no path may name: the host's own files and a dotfile.
  fs.symlinkSync(path.join(site, '_headers'), path.join(site, 'linked-headers.txt'));
  fs.symlinkSync(path.join(site, '.hidden'), path.join(site, 'linked-hidden.txt'));
  fs.writeFileSync(path.join(site, '_headers'), headersFile({scriptHashes: ["'sha256-abc'"]}));
  fs.writeFileSync(path.join(site, '_redirects'), redirectsFile());
  server = await startPreviewServer({dir: site, port: 0});
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(parent, {recursive: true, force: true});
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the target exactly as written (no normalisation) and no connection reuse. */
function request(target: string, {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port, method, path: target, headers, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes written to a socket as they are; resolves with all the server sent before it closed. */
function raw(bytes: string | Buffer, timeoutMs = 2000): Promise<string> {
  return new Promise((resolve) => {
    let out = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => (out += chunk.toString('latin1')));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => resolve(out));
    // Keep-alive connections stay open: stop listening after the time allowed.
    setTimeout(() => socket.destroy(), timeoutMs);
  });
}

// A body need not end with a line break, so the next status line may follow it on the same line.
const statusLines = (out: string) => out.match(/HTTP\/1\.1 \d{3}/g) ?? [];
const file = (name: string) => fs.readFileSync(path.join(site, name));

/** The server still answers a normal request. */
async function expectAlive() {
  const home = await request('/', {headers: {'Accept-Encoding': 'identity'}});
  expect(home.status).toBe(200);
  expect(home.body.toString()).toContain('home page');
}

/** Runs a hostile case, then checks that the server still serves a page. */
function hostile(name: string, run: () => Promise<void>) {
  it(name, async () => {
    await run();
    await expectAlive();
  });
}

describe('byte ranges', () => {
  const llms = () => file('llms.txt');
  const size = () => llms().length;
  const ranged = (range: string, headers: Record<string, string> = {}) => request('/llms.txt', {headers: {'Accept-Encoding': 'identity', Range: range, ...headers}});

  hostile('a Range with long runs of spaces is read at once, not by backtracking', async () => {
    // Parsed in a worker stopped after 3 s: a pattern that backtracks over the spaces takes
    // minutes on a million of them, and a header of 16 KB (the most Node reads) already holds
    // the whole server for a third of a second per request.
    const values = ['bytes=' + ' '.repeat(1e6) + 'x', 'bytes=0-' + ' '.repeat(1e6) + 'x', 'bytes=0' + ' '.repeat(1e6) + 'x'];
    const module = new URL('./previewServer.mjs', import.meta.url).href;
    const worker = new Worker(
      `import(${JSON.stringify(module)}).then(({byteRange}) => require('node:worker_threads').parentPort.postMessage(${JSON.stringify(values)}.map((v) => byteRange(v, 10))))`,
      {eval: true},
    );
    const parsed = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve('still parsing after 3 s'), 3000);
      worker.once('message', (message) => {
        clearTimeout(timer);
        resolve(message);
      });
      worker.once('error', reject);
    }).finally(() => worker.terminate());
    expect(parsed).toEqual([null, null, null]);
    const res = await ranged(`bytes=${' '.repeat(15_000)}x`);
    expect(res.status).toBe(200);
    expect(res.body.equals(llms())).toBe(true);
  });

  hostile('a last position before the first: 416 with the size', async () => {
    const res = await ranged('bytes=100-50');
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size()}`);
  });
  hostile('a last position past 2^64: the whole file as one range', async () => {
    const res = await ranged('bytes=0-18446744073709551615');
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-${size() - 1}/${size()}`);
    expect(res.body.equals(llms())).toBe(true);
  });
  hostile('a first position with a thousand digits: 416', async () => {
    const res = await ranged(`bytes=${'9'.repeat(1000)}-`);
    expect(res.status).toBe(416);
  });
  hostile('a suffix range: the last bytes', async () => {
    const res = await ranged('bytes=-10');
    expect(res.status).toBe(206);
    expect(res.body.equals(llms().subarray(-10))).toBe(true);
    expect(res.headers['content-range']).toBe(`bytes ${size() - 10}-${size() - 1}/${size()}`);
    expect(res.headers['content-length']).toBe('10');
  });
  hostile('a suffix longer than the file: the whole file', async () => {
    const res = await ranged('bytes=-99999999');
    expect(res.status).toBe(206);
    expect(res.body.equals(llms())).toBe(true);
  });
  hostile('a suffix of zero bytes: 416', async () => {
    expect((await ranged('bytes=-0')).status).toBe(416);
  });
  hostile('the first byte only', async () => {
    const res = await ranged('bytes=0-0');
    expect(res.status).toBe(206);
    expect(res.body.equals(llms().subarray(0, 1))).toBe(true);
    expect(res.headers['content-range']).toBe(`bytes 0-0/${size()}`);
  });
  hostile('an open range from the middle', async () => {
    const res = await ranged('bytes=5-');
    expect(res.status).toBe(206);
    expect(res.body.equals(llms().subarray(5))).toBe(true);
  });
  hostile('a range starting at the size: 416', async () => {
    expect((await ranged(`bytes=${size()}-`)).status).toBe(416);
  });
  hostile('any range of an empty file: 416', async () => {
    const res = await request('/empty.txt', {headers: {Range: 'bytes=0-'}});
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */0');
  });
  for (const range of ['bytes=abc', 'bytes=', 'bytes=-', 'bytes=1-2-3', 'bytes=0-1,3-4', 'items=0-1', 'bytes 0-1', '=0-1', 'bytes=0x10-', 'bytes=1.5-2', `bytes=0-${'1'.repeat(5000)}x`]) {
    hostile(`ignored, whole file with 200: ${range.slice(0, 40)}`, async () => {
      const res = await ranged(range);
      expect(res.status).toBe(200);
      expect(res.body.equals(llms())).toBe(true);
    });
  }
  hostile('a range with a compressed copy: the whole copy with 200', async () => {
    const res = await request('/llms.txt', {headers: {'Accept-Encoding': 'br', Range: 'bytes=0-9'}});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-range']).toBeUndefined();
    expect(zlib.brotliDecompressSync(res.body).equals(llms())).toBe(true);
  });
  hostile('If-Range with the current ETag: 206; with another: the whole file', async () => {
    const {headers} = await request('/llms.txt', {headers: {'Accept-Encoding': 'identity'}});
    const current = await ranged('bytes=0-3', {'If-Range': String(headers.etag)});
    expect(current.status).toBe(206);
    expect(current.body.toString()).toBe('# Rs');
    const stale = await ranged('bytes=0-3', {'If-Range': '"stale"'});
    expect(stale.status).toBe(200);
    expect(stale.body.equals(llms())).toBe(true);
    const weak = await ranged('bytes=0-3', {'If-Range': `W/${headers.etag}`});
    expect(weak.status).toBe(200);
    const date = await ranged('bytes=0-3', {'If-Range': String(headers['last-modified'])});
    expect(date.status).toBe(206);
  });
  hostile('HEAD with a range: the headers of the whole file', async () => {
    const res = await request('/llms.txt', {method: 'HEAD', headers: {'Accept-Encoding': 'identity', Range: 'bytes=0-3'}});
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(size()));
    expect(res.body.length).toBe(0);
  });
  hostile('a hundred hostile ranges in a row', async () => {
    const ranges = ['bytes=100-50', 'bytes=0-18446744073709551615', `bytes=${size()}-${size() + 5}`, 'bytes=-0', 'bytes=99999999999999999999-'];
    const answers = await Promise.all(Array.from({length: 100}, (_, i) => ranged(ranges[i % ranges.length])));
    expect(answers.every((res) => res.status === 416 || res.status === 206)).toBe(true);
  });
});

describe('conditional requests', () => {
  const get = (target: string, headers: Record<string, string> = {}) => request(target, {headers: {'Accept-Encoding': 'br', ...headers}});
  const validatorsAndCaching = (headers: http.IncomingHttpHeaders) => ({
    etag: headers.etag,
    'last-modified': headers['last-modified'],
    'cache-control': headers['cache-control'],
    vary: headers.vary,
    'x-content-type-options': headers['x-content-type-options'],
  });

  for (const target of ['/guide/start/quick-start', '/assets/js/main.0a1b2c3d.js', '/zh/guide/start/quick-start.md']) {
    hostile(`304 carries the validators and cache rules of the 200 (${target})`, async () => {
      const full = await get(target);
      expect(full.status).toBe(200);
      expect(full.headers.etag).toMatch(/^"[^"]+"$/);
      const again = await get(target, {'If-None-Match': String(full.headers.etag)});
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(validatorsAndCaching(again.headers)).toEqual(validatorsAndCaching(full.headers));
      expect(again.headers['cache-control']).toBeTruthy();
      expect(again.headers.vary).toBe('Accept-Encoding');
    });
  }
  hostile('each coding has its own ETag', async () => {
    const br = await get('/llms.txt');
    const identity = await get('/llms.txt', {'Accept-Encoding': 'identity'});
    expect(br.headers.etag).not.toBe(identity.headers.etag);
    expect((await get('/llms.txt', {'Accept-Encoding': 'identity', 'If-None-Match': String(br.headers.etag)})).status).toBe(200);
  });
  hostile('If-None-Match: weak form, lists and *', async () => {
    const {headers} = await get('/llms.txt');
    expect((await get('/llms.txt', {'If-None-Match': `W/${headers.etag}`})).status).toBe(304);
    expect((await get('/llms.txt', {'If-None-Match': `"a", ${headers.etag}, "b"`})).status).toBe(304);
    expect((await get('/llms.txt', {'If-None-Match': '*'})).status).toBe(304);
    expect((await get('/llms.txt', {'If-None-Match': '"other"'})).status).toBe(200);
    expect((await get('/llms.txt', {'If-None-Match': 'garbage, "unclosed'})).status).toBe(200);
  });
  hostile('If-Modified-Since: the last change gives 304; a date in the future, garbage, or an ETag beside it does not count', async () => {
    const {headers} = await get('/llms.txt');
    const lastModified = String(headers['last-modified']);
    expect((await get('/llms.txt', {'If-Modified-Since': lastModified})).status).toBe(304);
    expect((await get('/llms.txt', {'If-Modified-Since': 'Sat, 01 Jan 2000 00:00:00 GMT'})).status).toBe(200);
    expect((await get('/llms.txt', {'If-Modified-Since': 'Fri, 01 Jan 2500 00:00:00 GMT'})).status).toBe(200);
    expect((await get('/llms.txt', {'If-Modified-Since': 'not a date'})).status).toBe(200);
    expect((await get('/llms.txt', {'If-Modified-Since': lastModified, 'If-None-Match': '"other"'})).status).toBe(200);
  });
  hostile('If-Match and If-Unmodified-Since that fail: 412', async () => {
    const {headers} = await get('/llms.txt');
    expect((await get('/llms.txt', {'If-Match': '"other"'})).status).toBe(412);
    expect((await get('/llms.txt', {'If-Match': String(headers.etag)})).status).toBe(200);
    expect((await get('/llms.txt', {'If-Match': `W/${headers.etag}`})).status).toBe(412);
    expect((await get('/llms.txt', {'If-Unmodified-Since': 'Sat, 01 Jan 2000 00:00:00 GMT'})).status).toBe(412);
    expect((await get('/llms.txt', {'If-Unmodified-Since': 'Fri, 01 Jan 2500 00:00:00 GMT'})).status).toBe(200);
  });
});

describe('content codings', () => {
  const coding = async (accept: string, target = '/llms.txt') => (await request(target, {headers: {'Accept-Encoding': accept}})).headers['content-encoding'] ?? 'identity';
  for (const [accept, expected] of [
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', 'identity'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['zbrz', 'identity'],
    ['brotli, xgzip, gzipper', 'identity'],
    ['BR', 'br'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['*, br;q=0', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=2', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    [`${'x, '.repeat(2000)}gzip`, 'gzip'],
  ]) {
    hostile(`Accept-Encoding "${accept.slice(0, 30)}" gets ${expected}`, async () => {
      expect(await coding(accept)).toBe(expected);
    });
  }
  hostile('the bytes of each coding decode to the file', async () => {
    const br = await request('/zh/llms.txt', {headers: {'Accept-Encoding': 'br'}});
    const gz = await request('/zh/llms.txt', {headers: {'Accept-Encoding': 'gzip'}});
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(LLMS);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(LLMS);
  });
  hostile('a copy older than its file is not sent', async () => {
    const md = path.join(site, 'guide/start/quick-start.md');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(`${md}.br`, old, old);
    try {
      const res = await request('/guide/start/quick-start.md', {headers: {'Accept-Encoding': 'br, gzip'}});
      expect(res.headers['content-encoding']).toBe('gzip');
    } finally {
      fs.utimesSync(`${md}.br`, new Date(), new Date());
    }
  });
  for (const target of ['/index.html.br', '/index.html.gz', '/llms.txt.br', '/llms.txt.gz']) {
    hostile(`${target} is the binary file it is, never labelled as a coding`, async () => {
      const res = await request(target, {headers: {'Accept-Encoding': 'br, gzip'}});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^application\/(octet-stream|gzip)$/);
      expect(res.body.equals(file(target.slice(1)))).toBe(true);
    });
  }
});

describe('types and caching', () => {
  for (const [target, type] of [
    ['/guide/start/quick-start', 'text/html; charset=utf-8'],
    ['/zh/guide/start/quick-start.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/assets/js/main.0a1b2c3d.js', 'text/javascript; charset=utf-8'],
    ['/assets/css/styles.1234abcd.css', 'text/css; charset=utf-8'],
    ['/search-index-f4dcd926.json', 'application/json; charset=utf-8'],
    ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/img/og/rslib-en.png', 'image/png'],
  ]) {
    it(`${target} is ${type}`, async () => {
      expect((await request(target)).headers['content-type']).toBe(type);
    });
  }
  it('hashed assets of both languages are immutable; pages, twins and llms.txt are revalidated', async () => {
    for (const target of ['/assets/js/main.0a1b2c3d.js', '/zh/assets/js/main.4e5f6a7b.js', '/zh/search-index-0a1b2c3d.json']) {
      expect((await request(target)).headers['cache-control'], target).toBe('public, max-age=31536000, immutable');
    }
    for (const target of ['/', '/zh/', '/guide/start/quick-start', '/llms.txt', '/zh/guide/start/quick-start.md']) {
      expect((await request(target)).headers['cache-control'], target).toBe('no-cache');
    }
  });
  it('sends every header _headers promises for a path', async () => {
    const blocks = parseHeadersFile(fs.readFileSync(path.join(site, '_headers'), 'utf8'));
    for (const target of ['/', '/guide/start/quick-start', '/assets/js/main.0a1b2c3d.js', '/zh/assets/js/main.4e5f6a7b.js', '/zh/guide/start/quick-start.md', '/llms.txt', '/search-index-f4dcd926.json']) {
      const {headers} = await request(target, {headers: {'Accept-Encoding': 'br'}});
      for (const [name, value] of Object.entries(headersFor(blocks, target))) expect(headers[name.toLowerCase()], `${target} ${name}`).toBe(value);
    }
  });
});

describe('not found', () => {
  const is404Of = (res: Answer, lang: 'en' | 'zh') => {
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toContain(`404 ${lang}`);
  };
  for (const target of ['/_headers', '/_headers/', '/_redirects', '/_redirects/', '/_headers/index.html', '/%5Fheaders', '/_redirects%2F', '/zh/../_headers']) {
    hostile(`${target}: the host's files are not served`, async () => {
      let res = await request(target);
      // `/x/index.html` is first sent to `/x/`.
      if (res.status === 301) res = await request(String(res.headers.location));
      expect([400, 404]).toContain(res.status);
      expect(res.body.toString()).not.toContain('Content-Security-Policy:');
      expect(res.body.toString()).not.toContain('/* /404.html');
    });
  }
  for (const [target, lang] of [
    ['/404', 'en'],
    ['/404.html', 'en'],
    ['/404/', 'en'],
    ['/zh/404', 'zh'],
    ['/zh/404.html', 'zh'],
    ['/no/such/page', 'en'],
    ['/zh/no/such/page', 'zh'],
    ['/guide/start/no-such', 'en'],
  ] as const) {
    hostile(`${target}: 404 with the ${lang} page`, async () => is404Of(await request(target), lang));
  }
  hostile('a missing asset is not cached for a year and is not typed as its extension', async () => {
    const res = await request('/assets/js/missing.0000.js');
    is404Of(res, 'en');
    expect(res.headers['cache-control']).toBe('no-cache');
    const md = await request('/zh/no-such.md');
    is404Of(md, 'zh');
  });
  hostile('dotfiles are not served', async () => {
    for (const target of ['/.hidden', '/assets/.env', '/%2Ehidden']) {
      const res = await request(target);
      expect(res.status, target).toBe(404);
      expect(res.body.toString()).not.toContain(SECRET);
    }
  });
  hostile('HEAD of a 404 has no body', async () => {
    const res = await request('/no/such', {method: 'HEAD'});
    expect(res.status).toBe(404);
    expect(res.body.length).toBe(0);
  });
});

describe('request targets', () => {
  const traversals = [
    '/../secret.txt',
    '/../../secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/.%2e/secret.txt',
    '/assets/../../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/guide/start/../../../secret.txt',
    '/%252e%252e/secret.txt',
    '/..%252fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/%c0%af..%c0%afsecret.txt',
    '/%e0%80%ae%e0%80%ae/secret.txt',
    '/%f0%80%80%ae%f0%80%80%ae/secret.txt',
    '/%uff0e%uff0e/secret.txt',
    '/．．/secret.txt',
    '/..;/secret.txt',
    '/.../secret.txt',
    '/....//secret.txt',
    '/../site-secret.txt',
    '/..',
    '/.',
    '/%2e',
  ];
  for (const target of traversals) {
    hostile(`traversal ${target}: never a file outside the site`, async () => {
      let res: Answer;
      try {
        res = await request(encodeURI(target) === target ? target : target.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c)));
      } catch {
        // The client refused to send it: nothing reached the server.
        return;
      }
      expect(res.body.toString()).not.toContain(SECRET);
      expect([301, 400, 404]).toContain(res.status);
      if (res.headers.location) expect(res.headers.location).toMatch(/^\/(?![/\\])/);
    });
  }
  hostile('a symbolic link to a file outside the site, or to one no path may name (_headers, a dotfile): 404', async () => {
    for (const target of ['/linked-secret.txt', '/linked-parent/secret.txt']) {
      const res = await request(target);
      expect(res.status, target).toBe(404);
      expect(res.body.toString(), target).not.toContain(SECRET);
    }
    // Through the link to the folder that holds the site, into the site: `_headers` is still `_headers`.
    for (const target of ['/linked-headers.txt', '/linked-hidden.txt', '/linked-parent/site/_headers', '/linked-parent/site/_redirects']) {
      const res = await request(target);
      expect(res.status, target).toBe(404);
      expect(res.body.toString(), target).not.toMatch(/Content-Security-Policy|404\.html 404|secret-outside/);
    }
    // A link that stays inside the site is served.
    expect((await request('/linked-llms.txt', {headers: {'Accept-Encoding': 'identity'}})).body.equals(file('llms.txt'))).toBe(true);
  });
  for (const target of ['/%00', '/index.html%00.js', '/llms.txt%00', '/%', '/%zz', '/a%', '/%E0%A4%A', '/%ff', '/%c3%28', '/%ed%a0%80', '/%5C', '/a%5Cb']) {
    hostile(`malformed target ${target}: 400`, async () => {
      expect((await request(target)).status).toBe(400);
    });
  }
  for (const target of [
    '//evil.com',
    '//evil.com/',
    '//evil.com/x.html',
    '///evil.com/',
    '////evil.com',
    '/%2F%2Fevil.com',
    '/%2F/evil.com',
    '/%2f%2fevil.com/index.html',
    '/\\evil.com',
    '/%5C%5Cevil.com',
    '/en//evil.com',
    '/en/%2F%2Fevil.com',
    '/en/%5Cevil.com',
    '//evil.com/%2F..',
    '/%09/evil.com',
    '/\t/evil.com',
    '//evil.com%23.rslib.rs/',
    '//evil.com?x.html',
    '/https://evil.com/',
    '/https:/evil.com/index.html',
  ]) {
    hostile(`open-redirect form ${JSON.stringify(target)}: a Location, if any, stays on this site`, async () => {
      let res: Answer;
      try {
        res = await request(target);
      } catch {
        return;
      }
      expect(res.status).toBeLessThan(500);
      const location = res.headers.location;
      if (location) {
        expect(location).toMatch(/^\/(?![/\\\t])/);
        expect(new URL(location, 'https://rslib.rs').origin).toBe('https://rslib.rs');
      }
    });
  }
  hostile('a target over 2048 characters: 414', async () => {
    expect((await request(`/${'a'.repeat(3000)}`)).status).toBe(414);
  });
  hostile('a request line over the header limit: 414 or 431, then the connection closes', async () => {
    const out = await raw(`GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(out).toMatch(/^HTTP\/1\.1 (414|431)/);
  });
  hostile('ten thousand headers: refused', async () => {
    const out = await raw(`GET / HTTP/1.1\r\nHost: x\r\n${Array.from({length: 10_000}, (_, i) => `X-${i}: y`).join('\r\n')}\r\n\r\n`);
    expect(out).toMatch(/^HTTP\/1\.1 4\d\d/);
  });
  hostile('raw bytes that are not UTF-8 in the target: 400', async () => {
    const out = await raw(Buffer.concat([Buffer.from('GET /'), Buffer.from([0xc0, 0xae, 0xff]), Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')]));
    expect(out).toMatch(/^HTTP\/1\.1 400/);
  });
});

describe('methods', () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH']) {
    hostile(`${method}: 405 with Allow`, async () => {
      const res = await request('/', {method});
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    });
  }
  hostile('CONNECT: 405, not a dropped connection', async () => {
    const out = await raw('CONNECT evil.com:443 HTTP/1.1\r\nHost: evil.com:443\r\n\r\n');
    expect(out).toMatch(/^HTTP\/1\.1 405/);
  });
  hostile('a method Node does not know: 400', async () => {
    const out = await raw('BREW / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(out).toMatch(/^HTTP\/1\.1 400/);
  });
  hostile('HEAD: the headers of GET and no body', async () => {
    const get = await request('/llms.txt', {headers: {'Accept-Encoding': 'gzip'}});
    const head = await request('/llms.txt', {method: 'HEAD', headers: {'Accept-Encoding': 'gzip'}});
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});

describe('request smuggling and framing', () => {
  const cases: [string, string, RegExp][] = [
    ['Content-Length and Transfer-Encoding together', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', /^HTTP\/1\.1 400/],
    ['two different Content-Lengths', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nabcdef', /^HTTP\/1\.1 400/],
    ['a Transfer-Encoding that does not end in chunked', 'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n', /^HTTP\/1\.1 400/],
    ['an obfuscated Transfer-Encoding', 'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: xchunked\r\n\r\n', /^HTTP\/1\.1 400/],
    ['a space before the colon', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length : 4\r\n\r\nabcd', /^HTTP\/1\.1 400/],
    ['a folded header line', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n', /^HTTP\/1\.1 400/],
    ['bare LF line endings', 'GET / HTTP/1.1\nHost: x\n\n', /^HTTP\/1\.1 400/],
    ['a negative Content-Length', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n', /^HTTP\/1\.1 400/],
    ['a chunk size that overflows', 'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFF\r\n', /^HTTP\/1\.1 400/],
    ['no Host in HTTP/1.1', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 400/],
    ['two Host fields', 'GET / HTTP/1.1\r\nHost: rslib.rs\r\nHost: evil.com\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 400/],
    ['an absolute-form target', 'GET http://evil.com/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 400/],
    ['an asterisk-form target', 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 400/],
    ['the HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', /^HTTP\/1\.1 400/],
    ['an HTTP version from the future', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 (400|505)/],
    ['a NUL byte in a header', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', /^HTTP\/1\.1 400/],
    ['a space in the target', 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n', /^HTTP\/1\.1 400/],
  ];
  for (const [name, bytes, answer] of cases) {
    hostile(`${name}: refused`, async () => {
      expect(await raw(bytes)).toMatch(answer);
    });
  }
  hostile('a request hidden in a GET body is read as body, never as a second request', async () => {
    const smuggled = 'GET /_headers HTTP/1.1\r\nHost: x\r\n\r\n';
    const out = await raw(`GET / HTTP/1.1\r\nHost: x\r\nContent-Length: ${smuggled.length}\r\nConnection: close\r\n\r\n${smuggled}`);
    expect(statusLines(out)).toEqual(['HTTP/1.1 200']);
  });
  hostile('a chunked body on GET is read as body', async () => {
    const smuggled = 'GET /_redirects HTTP/1.1\r\nHost: x\r\n\r\n';
    const out = await raw(`GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`);
    expect(statusLines(out)).toEqual(['HTTP/1.1 200']);
  });
  hostile('pipelined requests are answered in order', async () => {
    const out = await raw('GET /llms.txt HTTP/1.1\r\nHost: x\r\n\r\nGET /no-such HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusLines(out)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 404', 'HTTP/1.1 200']);
  });
  hostile('a malformed request pipelined after a good one: the good one is answered, then 400', async () => {
    const out = await raw('GET /llms.txt HTTP/1.1\r\nHost: x\r\n\r\nGET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(statusLines(out)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 400']);
    expect(out).toContain(file('llms.txt').toString('latin1'));
  });
  const refusals: [string, string, number][] = [
    ['a malformed request line', 'GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n', 400],
    ['a header over the size limit', `GET / HTTP/1.1\r\nHost: x\r\nX-A: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a chunk extension over the size limit', `GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1;${'a'.repeat(20_000)}\r\nx\r\n0\r\n\r\n`, 413],
    ['CONNECT', 'CONNECT evil.com:443 HTTP/1.1\r\nHost: evil.com:443\r\n\r\n', 405],
    ['HTTP/1.1 without Host', 'GET / HTTP/1.1\r\n\r\n', 400],
    ['an expectation other than 100-continue', 'GET / HTTP/1.1\r\nHost: x\r\nExpect: the-unexpected\r\nConnection: close\r\n\r\n', 417],
  ];
  for (const [name, bytes, status] of refusals) {
    hostile(`${name}: ${status} with the headers of every answer`, async () => {
      const out = await raw(bytes);
      expect(out).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(statusLines(out)).toHaveLength(1);
      const head = out.slice(0, out.indexOf('\r\n\r\n'));
      expect(head).toMatch(/\r\nContent-Security-Policy: default-src 'self'/);
      expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff(\r\n|$)/);
      expect(head).toMatch(/\r\nX-Frame-Options: DENY(\r\n|$)/);
    });
  }
  hostile('a connection that sends half a request and hangs up', async () => {
    await raw('GET / HTTP/1.1\r\nHost: x\r\nRange: bytes=0-', 200);
  });
  hostile('a client that stops reading in the middle of a large file', async () => {
    await new Promise<void>((resolve) => {
      const req = http.get({host: '127.0.0.1', port, path: '/llms.txt', agent: false, headers: {'Accept-Encoding': 'identity'}}, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => resolve());
    });
  });
});

describe('clients that leave mid-answer', () => {
  // The descriptors of this process, where the system lists them (Linux, macOS).
  const openFiles = () => fs.readdirSync('/dev/fd').length;
  const BIG = 'GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n';

  hostile('a download left after its first bytes closes its file', async () => {
    const before = openFiles();
    for (let i = 0; i < 30; i++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(BIG));
        socket.once('data', () => socket.destroy());
        socket.on('error', () => socket.destroy());
        socket.on('close', () => resolve());
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openFiles() - before).toBeLessThan(10);
  });

  hostile('downloads queued on a connection that goes away close their files', async () => {
    const before = openFiles();
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => socket.destroy());
    await new Promise((resolve) => socket.on('connect', resolve));
    // Never read: the first answer fills the buffers, the other 29 wait behind it.
    socket.pause();
    socket.write(BIG.repeat(30));
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openFiles() - before).toBeLessThan(10);
  });
});

describe('requests nobody listed', () => {
  /** A small deterministic generator, so a failure can be replayed. */
  function random(seed: number) {
    let state = seed >>> 0;
    return () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
  }
  const next = random(22);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const pieces = ['/', '..', '.', '%2e', '%2f', '%5c', '%00', '%', '%c0%ae', '%ff', '//', 'zh', 'assets', 'llms.txt', '_headers', '404', '.html', 'index', 'en', '?', '#', ';', 'evil.com', '\u4e2d', '%e4%b8%ad', '~', '*', '@', ':'];
  const headerValues = ['bytes=0-', 'bytes=-1', 'bytes=5-1', 'bytes=0-18446744073709551616', 'bytes=a-b', 'bytes=0-0,1-1', '*', '"x"', 'W/"x"', 'br;q=0', 'gzip;q=1.5', '', ' ', ',,,', 'Sat, 01 Jan 2000 00:00:00 GMT', 'garbage'];
  const headerNames = ['Range', 'Accept-Encoding', 'If-None-Match', 'If-Match', 'If-Range', 'If-Modified-Since', 'If-Unmodified-Since', 'Accept'];

  it('five hundred generated requests, 50 at a time: no 5xx, no secret, the server stays up', async () => {
    const targets = Array.from({length: 500}, () => `/${Array.from({length: 1 + Math.floor(next() * 6)}, () => pick(pieces)).join('')}`);
    const headerSets = targets.map(() => Object.fromEntries(Array.from({length: Math.floor(next() * 4)}, () => [pick(headerNames), pick(headerValues)])));
    const statuses: number[] = [];
    for (let i = 0; i < targets.length; i += 50) {
      const batch = targets.slice(i, i + 50).map(async (target, j) => {
        const safeTarget = target.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
        const res = await request(safeTarget, {method: next() < 0.2 ? 'HEAD' : 'GET', headers: headerSets[i + j]});
        expect(res.status, safeTarget).toBeLessThan(500);
        expect(res.body.toString('latin1'), safeTarget).not.toContain(SECRET);
        if (res.headers.location) expect(res.headers.location, safeTarget).toMatch(/^\/(?![/\\])/);
        statuses.push(res.status);
      });
      await Promise.all(batch);
    }
    expect(statuses).toHaveLength(500);
    await expectAlive();
  });
});

describe('compression when the build wrote no copies', () => {
  hostile('the server compresses the file in the coding the client accepts, and it decodes to the file', async () => {
    const br = await request('/plain/', {headers: {'Accept-Encoding': 'gzip, br'}});
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(file('plain/index.html').length);
    expect(zlib.brotliDecompressSync(br.body).equals(file('plain/index.html'))).toBe(true);
    const gz = await request('/assets/js/plain.9f8e7d6c.js', {headers: {'Accept-Encoding': 'gzip'}});
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toMatch(/immutable/);
    expect(zlib.gunzipSync(gz.body).equals(file('assets/js/plain.9f8e7d6c.js'))).toBe(true);
    const identity = await request('/plain/', {headers: {'Accept-Encoding': 'identity'}});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(file('plain/index.html'))).toBe(true);
  });

  hostile('a compressed answer keeps its validator, answers 304, and ignores ranges', async () => {
    const first = await request('/plain/', {headers: {'Accept-Encoding': 'br'}});
    const again = await request('/plain/', {headers: {'Accept-Encoding': 'br'}});
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body.equals(first.body)).toBe(true);
    const identity = await request('/plain/', {headers: {'Accept-Encoding': 'identity'}});
    expect(identity.headers.etag).not.toBe(first.headers.etag);
    const cached = await request('/plain/', {headers: {'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag)}});
    expect(cached.status).toBe(304);
    expect(cached.headers.etag).toBe(first.headers.etag);
    const ranged = await request('/plain/', {headers: {'Accept-Encoding': 'br', Range: 'bytes=0-9'}});
    expect(ranged.status).toBe(200);
    expect(zlib.brotliDecompressSync(ranged.body).equals(file('plain/index.html'))).toBe(true);
  });

  hostile('a file changed since it was compressed is compressed again', async () => {
    const page = path.join(site, 'plain/index.html');
    const before = fs.readFileSync(page);
    try {
      const first = await request('/plain/', {headers: {'Accept-Encoding': 'br'}});
      fs.writeFileSync(page, `${before.toString()}<p>a new paragraph</p>`);
      fs.utimesSync(page, new Date(), new Date(Date.now() + 5000));
      const second = await request('/plain/', {headers: {'Accept-Encoding': 'br'}});
      expect(second.headers.etag).not.toBe(first.headers.etag);
      expect(zlib.brotliDecompressSync(second.body).toString()).toContain('a new paragraph');
    } finally {
      fs.writeFileSync(page, before);
    }
  });

  hostile('warm() compresses every text file ahead of the first request', async () => {
    await expect((server as http.Server & {warm: () => Promise<void>}).warm()).resolves.toBeUndefined();
    const gz = await request('/plain/', {headers: {'Accept-Encoding': 'gzip'}});
    expect(zlib.gunzipSync(gz.body).equals(file('plain/index.html'))).toBe(true);
  });
});

describe('compression quality', () => {
  it('hashed assets of both languages are the ones compressed with the best quality', () => {
    expect(isHashedAsset('assets/js/main.1a2b.js')).toBe(true);
    expect(isHashedAsset(path.join('zh', 'assets', 'css', 'styles.3c4d.css'))).toBe(true);
    expect(isHashedAsset('guide/start/quick-start/index.html')).toBe(false);
    expect(isHashedAsset('llms.txt')).toBe(false);
    expect(isHashedAsset('img/assets.svg')).toBe(false);
  });

  it('a hashed asset of the default language is sent as small as brotli makes it', async () => {
    const res = await request('/assets/js/plain.9f8e7d6c.js', {headers: {'Accept-Encoding': 'br'}});
    expect(res.headers['content-encoding']).toBe('br');
    const best = zlib.brotliCompressSync(Buffer.from(FILES['assets/js/plain.9f8e7d6c.js']!), {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}});
    expect(res.body.length).toBe(best.length);
  });
});


describe('reading a request target', () => {
  hostile('the decoded path and the raw query', async () => {
    const page = await request('/guide/start/?q=a%20b#x');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Start</title>');
    const moved = await request('/en/guide/start/?q=a%20b#x');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/guide/start/?q=a%20b');
    for (const target of ['/zh/%E6%8C%87%E5%8D%97', '/zh/%E6%8C%87%E5%8D%97/']) {
      expect((await request(target)).body.toString(), target).toContain('<title>指南</title>');
    }
    expect((await request('/en/%E6%8C%87%E5%8D%97')).headers.location).toBe('/%E6%8C%87%E5%8D%97');
  });
  hostile('never reads a host out of the target', async () => {
    const res = await request('//evil.example/x');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/evil.example/x');
  });
  hostile('refuses malformed, NUL, backslash, absolute-form, asterisk-form and overlong targets', async () => {
    for (const target of ['/%E0%A4%A', '/a%00b', '/a%5Cb', '/a\\b']) {
      const res = await request(target);
      expect(res.status, target).toBe(400);
      expect(res.headers.location, target).toBeUndefined();
    }
    for (const target of ['http://evil.example/', '*']) {
      expect(await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), target).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect((await request(`/${'a'.repeat(3000)}`)).status).toBe(414);
  });
});

describe('redirects for other spellings of a page', () => {
  const location = async (target: string) => {
    const res = await request(target);
    return res.status === 301 ? String(res.headers.location) : null;
  };
  hostile('sends other spellings of a page to the page, with the query', async () => {
    expect(await location('/guide/basic/cli.html')).toBe('/guide/basic/cli');
    expect(await location('/config/index')).toBe('/config/');
    expect(await location('/en/guide/start/?x=1')).toBe('/guide/start/?x=1');
    expect(await location('/en')).toBe('/');
  });
  hostile('leaves canonical paths and 404 files alone', async () => {
    expect((await request('/guide/start/')).status).toBe(200);
    expect((await request('/zh/404.html')).status).toBe(404);
  });
  hostile('only ever redirects within the site, with the path encoded again', async () => {
    for (const target of ['//evil.example/x.html', '///evil.example/', '/%2Fevil.example', '/en//evil.example']) {
      const found = await location(target);
      if (found) expect(found, target).toMatch(/^\/(?![/\\])/);
    }
    expect(await location('//evil.example/x.html')).toBe('/evil.example/x');
    // A backslash is refused before any redirect could name it.
    expect((await request('/en/%5Cevil.example')).status).toBe(400);
    expect(await location('/en/a%20b/%3Fc?d')).toBe('/a%20b/%3Fc?d');
  });
});

describe('negotiation as the server answers it', () => {
  const coding = async (accept: string | undefined, target = '/llms.txt') =>
    (await request(target, {headers: accept === undefined ? {} : {'Accept-Encoding': accept}})).headers['content-encoding'] ?? 'identity';
  hostile('reads Accept-Encoding by whole tokens and weights', async () => {
    expect(await coding('br;q=0, gzip, x-gzip;q=0.5, zbrz')).toBe('gzip');
    expect(await coding('br;q=0, gzip')).toBe('gzip');
    expect(await coding('zbrz')).toBe('identity');
    expect(await coding('gzip;q=0.8, br;q=0.2')).toBe('gzip');
    expect(await coding('gzip, br')).toBe('br');
    expect(await coding('*')).toBe('br');
    expect(await coding('*, br;q=0')).toBe('gzip');
    expect(await coding(undefined)).toBe('identity');
    // Repeated fields count as one list.
    const out = await raw('GET /llms.txt HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip;q=0\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n');
    expect(out).toMatch(/\r\nContent-Encoding: br\r\n/i);
  });
  hostile('a coding the build wrote no copy of is not sent when it wrote others', async () => {
    const name = 'only-gzip.txt';
    fs.writeFileSync(path.join(site, name), LLMS);
    fs.writeFileSync(path.join(site, `${name}.gz`), zlib.gzipSync(LLMS));
    try {
      expect(await coding('br', `/${name}`)).toBe('identity');
      expect(await coding('br, gzip', `/${name}`)).toBe('gzip');
    } finally {
      fs.rmSync(path.join(site, name));
      fs.rmSync(path.join(site, `${name}.gz`));
    }
  });

  const ten = (headers: Record<string, string> = {}) => request('/ten.txt', {headers: {'Accept-Encoding': 'identity', ...headers}});
  hostile('reads one byte range, and nothing else', async () => {
    for (const [range, start, end] of [
      ['bytes=0-0', 0, 0],
      ['bytes=-3', 7, 9],
      ['bytes=-30', 0, 9],
      ['bytes=4-', 4, 9],
      ['Bytes = 2 - 4', 2, 4],
      ['bytes=0-18446744073709551615', 0, 9],
    ] as const) {
      const res = await ten({Range: range});
      expect(res.status, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/10`);
      expect(res.body.toString(), range).toBe('0123456789'.slice(start, end + 1));
    }
    for (const range of ['bytes=5-1', 'bytes=10-', 'bytes=-0', 'bytes=18446744073709551615-']) {
      const res = await ten({Range: range});
      expect(res.status, range).toBe(416);
      expect(res.headers['content-range'], range).toBe('bytes */10');
    }
    expect((await request('/empty.txt', {headers: {Range: 'bytes=0-'}})).status).toBe(416);
    for (const range of [undefined, 'bytes=abc', 'bytes=', 'bytes=-', 'bytes=0-1,2-3', 'items=0-1', 'bytes=1.5-2']) {
      const res = await ten(range === undefined ? {} : {Range: range});
      expect(res.status, String(range)).toBe(200);
      expect(res.body.toString(), String(range)).toBe('0123456789');
    }
  });

  hostile('compares entity tags strongly (If-Match) or weakly (If-None-Match)', async () => {
    const tag = String((await ten()).headers.etag);
    expect(tag).toMatch(/^"[^"]+"$/);
    expect((await ten({'If-Match': tag})).status).toBe(200);
    expect((await ten({'If-Match': `W/${tag}`})).status).toBe(412);
    expect((await ten({'If-None-Match': `W/${tag}`})).status).toBe(304);
    expect((await ten({'If-None-Match': `"b", ${tag}`})).status).toBe(304);
    // A reload (Cache-Control: no-cache) that revalidates still gets 304 when nothing changed.
    expect((await ten({'If-None-Match': tag, 'Cache-Control': 'no-cache'})).status).toBe(304);
    expect((await request('/plain/', {headers: {'Accept-Encoding': 'br', 'If-None-Match': '*', 'Cache-Control': 'no-cache'}})).status).toBe(304);
    expect((await ten({'If-Match': '*'})).status).toBe(200);
    expect((await ten({'If-None-Match': tag.slice(1, -1)})).status).toBe(200);
    expect((await ten()).status).toBe(200);
  });

  hostile('reads HTTP dates and nothing else', async () => {
    const lastModified = String((await ten()).headers['last-modified']);
    expect((await ten({'If-Modified-Since': lastModified})).status).toBe(304);
    expect((await ten({'If-Modified-Since': new Date(Date.parse(lastModified) - 1000).toUTCString()})).status).toBe(200);
    expect((await ten({'If-Unmodified-Since': 'Sat, 01 Jan 2000 00:00:00 GMT'})).status).toBe(412);
    // The obsolete forms of an HTTP date are dates too.
    expect((await ten({'If-Unmodified-Since': 'Saturday, 01-Jan-00 00:00:00 GMT'})).status).toBe(412);
    expect((await ten({'If-Unmodified-Since': 'Sat Jan  1 00:00:00 2000'})).status).toBe(412);
    // Read as dates, these would be before the file: 412.
    expect((await ten({'If-Unmodified-Since': '2000-01-01'})).status).toBe(200);
    expect((await ten({'If-Unmodified-Since': 'garbage'})).status).toBe(200);
  });
});
