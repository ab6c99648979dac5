// The built site as hosts serve it: our preview server (hostile requests, compression, caching,
// the security headers of _headers with zero CSP violations) and a plain static server that
// answers every unknown path with the root 404.html, as GitHub Pages does.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {headersFor, parseHeadersFile} from '../../src/features/hosting/hostConfig.mjs';
import {asReturningVisitor} from './fixtures/siteCopy';
import {expect, test} from './fixtures/test';
import {collectErrors, openHydrated} from './fixtures/visit';

const BUILD = path.resolve(__dirname, '../../build');

/** Sends a request with the target exactly as written (fetch would normalise it). */
function rawRequest(baseURL: string, target: string, method = 'GET'): Promise<{status: number; location?: string; body: string}> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({host: hostname, port, method, path: target}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, location: res.headers.location, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('the preview server', () => {
  test('answers hostile requests calmly and never sends a reader to another host', async ({baseURL}) => {
    const packageJson = fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8');
    const targets = [
      '/%2Fevil.example/x.html',
      '//evil.example/x',
      '///evil.example/',
      '/%5Cevil.example',
      '/\\evil.example',
      '/..%2f..%2fpackage.json',
      '/../../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/../../package.json',
      '/%00',
      '/index.html%00.js',
      '/%E0%A4%A',
      `/${'a'.repeat(5000)}`,
      '/_headers',
      '/_headers/',
      '/_redirects/',
      '/en//evil.example',
    ];
    for (const target of targets) {
      const res = await rawRequest(baseURL!, target);
      expect(res.status, target).toBeGreaterThanOrEqual(300);
      expect(res.status, target).toBeLessThan(500);
      if (res.location) expect(res.location, target).toMatch(/^\/(?![/\\])/);
      expect(res.body, target).not.toContain('"name": "rslib-docs"');
      expect(res.body, target).not.toBe(packageJson);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect((await rawRequest(baseURL!, '/', method)).status, method).toBe(405);
    }
    // Node's HTTP parser refuses methods it does not know before any handler runs.
    expect((await rawRequest(baseURL!, '/', 'BREW')).status).toBe(400);
  });

  test('compresses by Accept-Encoding, as a host does (the build writes no compressed copies)', async ({request}) => {
    const page = '/guide/start/quick-start';
    const br = await request.get(page, {headers: {'Accept-Encoding': 'br, gzip'}});
    expect(br.headers()['content-encoding']).toBe('br');
    const gz = await request.get(page, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const refused = await request.get(page, {headers: {'Accept-Encoding': 'br;q=0, gzip'}});
    expect(refused.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(page, {headers: {'Accept-Encoding': 'identity'}});
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toContain('<html');
    expect(fs.existsSync(path.join(BUILD, 'guide/start/quick-start/index.html.br'))).toBe(false);
  });

  test('caches hashed assets for a year and revalidates pages', async ({request}) => {
    const html = await (await request.get('/')).text();
    // The page's loader lists its scripts (see features/performance/paintFirst.ts).
    const script = html.match(/"(\/assets\/js\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request.get('/guide/start/');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['content-security-policy']).toContain("default-src 'self'");
  });

  test('redirects the /en/ spelling with a 301 to the page', async ({baseURL}) => {
    const res = await rawRequest(baseURL!, '/en/guide/start/?x=1');
    expect(res.status).toBe(301);
    expect(res.location).toBe('/guide/start/?x=1');
  });

  test('sends the headers that _headers promises a host will send', async ({request}) => {
    const blocks = parseHeadersFile(fs.readFileSync(path.join(BUILD, '_headers'), 'utf8'));
    const first = (dir: string, pattern: RegExp) => {
      const name = fs.readdirSync(path.join(BUILD, dir)).find((file) => pattern.test(file));
      expect(name, `${dir} ${pattern}`).toBeTruthy();
      return `/${path.posix.join(dir, name!)}`;
    };
    const paths = [
      '/',
      '/guide/start/quick-start',
      '/zh/guide/start/quick-start',
      first('assets/js', /^main\.[\w]+\.js$/),
      first('zh/assets/js', /^main\.[\w]+\.js$/),
      first('assets/css', /\.css$/),
      first('zh/assets/css', /\.css$/),
      first('.', /^search-index-.*\.json$/),
      first('zh', /^search-index-.*\.json$/),
      '/guide/start/quick-start.md',
      '/zh/guide/start/quick-start.md',
      '/llms.txt',
      '/zh/llms-full.txt',
      '/img/logo.svg',
      '/sitemap.xml',
    ];
    for (const target of paths) {
      const promised = headersFor(blocks, target);
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await request.get(target, {headers: {'Accept-Encoding': encoding}});
        expect(response.status(), target).toBe(200);
        const sent = response.headers();
        for (const [name, value] of Object.entries(promised)) expect(sent[name.toLowerCase()], `${target} (${encoding}): ${name}`).toBe(value);
        // A 304 is what a returning reader gets: the same caching and security headers.
        const again = await request.get(target, {headers: {'Accept-Encoding': encoding, 'If-None-Match': sent.etag}});
        expect(again.status(), target).toBe(304);
        for (const name of ['cache-control', 'etag', 'vary', 'content-security-policy']) expect(again.headers()[name], `${target} 304 ${name}`).toBe(sent[name]);
      }
    }
    // Both languages' hashed assets are cached for a year, by rules made from the locales.
    expect(headersFor(blocks, paths[4])['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(blocks, '/zh/guide/start/quick-start.md')['Content-Type']).toBe('text/markdown; charset=utf-8');
  });

  test('never stops on a byte range, and answers each as HTTP says', async ({request}) => {
    const llms = fs.readFileSync(path.join(BUILD, 'llms.txt'));
    const ranged = (range: string) => request.get('/llms.txt', {headers: {Range: range, 'Accept-Encoding': 'identity'}});
    for (const range of ['bytes=100-50', 'bytes=-0', `bytes=${llms.length}-`]) {
      const res = await ranged(range);
      expect(res.status(), range).toBe(416);
      expect(res.headers()['content-range'], range).toBe(`bytes */${llms.length}`);
    }
    const huge = await ranged('bytes=0-18446744073709551615');
    expect(huge.status()).toBe(206);
    expect(Buffer.compare(await huge.body(), llms)).toBe(0);
    const suffix = await ranged('bytes=-10');
    expect(suffix.status()).toBe(206);
    expect(Buffer.compare(await suffix.body(), llms.subarray(-10))).toBe(0);
    const one = await ranged('bytes=0-0');
    expect(one.status()).toBe(206);
    expect((await one.body()).length).toBe(1);
    const bad = await ranged('bytes=abc');
    expect(bad.status()).toBe(200);
    expect(Buffer.compare(await bad.body(), llms)).toBe(0);
    expect((await request.get('/')).status()).toBe(200);
  });
});

test.describe('the security headers', () => {
  for (const url of ['/', '/guide/start/quick-start', '/config/', '/zh/guide/start/quick-start', '/no/such/page', '/search?q=dts']) {
    test(`cause no CSP violation on ${url}`, async ({page}) => {
      await page.addInitScript(() => {
        (window as unknown as {__cspViolations: string[]}).__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as {__cspViolations: string[]}).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      // Open the search dialog too: it starts a worker and fetches the index.
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').first().fill('config');
      await expect(page.locator('[data-search-state] [role="option"][href]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations)).toEqual([]);
    });
  }
});

test.describe('on a host that serves one 404.html for every unknown path', () => {
  let server: http.Server;
  let origin = '';

  test.beforeAll(async () => {
    // Files as they are; anything else gets the root 404.html with status 404. No language rules.
    server = http.createServer((req, res) => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const candidates = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')].map((p) => path.join(BUILD, p));
      const file = candidates.find((f) => f.startsWith(BUILD) && fs.existsSync(f) && fs.statSync(f).isFile());
      const type = (f: string) => (f.endsWith('.html') ? 'text/html' : f.endsWith('.js') ? 'text/javascript' : f.endsWith('.css') ? 'text/css' : f.endsWith('.json') ? 'application/json' : 'application/octet-stream');
      const served = file ?? path.join(BUILD, '404.html');
      res.writeHead(file ? 200 : 404, {'Content-Type': type(served)});
      fs.createReadStream(served).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('a Chinese address shows the Chinese 404 and links to /zh/', async ({browser}) => {
    const context = await browser.newContext({locale: 'zh-CN'});
    const page = await context.newPage();
    const response = await page.goto(`${origin}/zh/no/such/page`);
    expect(response?.status()).toBe(404);
    // Before React runs, the early script has already picked the Chinese text.
    await expect(page.locator('main h1:visible')).toHaveText('页面未找到');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveText('页面未找到');
    const home = page.getByRole('link', {name: '返回首页'});
    await expect(home).toHaveAttribute('href', '/zh/');
    await home.click();
    await expect(page).toHaveURL(`${origin}/zh/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await context.close();
  });

  for (const browserLocale of ['en-US', 'zh-CN']) {
    for (const target of ['/zh/no/such/page', '/no/such/page', '/zh/guide/start/no-such']) {
      test(`${target} hydrates without an error in a ${browserLocale} browser`, async ({browser}) => {
        const context = await browser.newContext({locale: browserLocale});
        await asReturningVisitor(context);
        const page = await context.newPage();
        const errors = collectErrors(page);
        const response = await page.goto(`${origin}${target}`);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html[data-has-hydrated="true"][data-browser-ready="true"]')).toHaveCount(1);
        await page.waitForLoadState('networkidle');
        // The root 404.html is the English build's; after hydration the product-family links
        // follow the address's language.
        const zh = target.startsWith('/zh/');
        await expect(page.locator('main h1')).toHaveText(zh ? '页面未找到' : 'PAGE NOT FOUND');
        await expect(page.locator('a[href^="https://rsbuild.rs/"]').first()).toHaveAttribute('href', zh ? 'https://rsbuild.rs/zh/' : 'https://rsbuild.rs/');
        // The document's own 404 is expected; a hydration mismatch (React #418) or anything else is not.
        expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
        await context.close();
      });
    }
  }

  test('an English address shows the English 404', async ({browser}) => {
    const context = await browser.newContext({locale: 'en-US'});
    const page = await context.newPage();
    await page.goto(`${origin}/guide/no/such/page`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveText('PAGE NOT FOUND');
    await expect(page.getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/');
    await context.close();
  });
});

test('our server answers /zh/ paths with the Chinese 404 too', async ({page}) => {
  await openHydrated(page, '/zh/no/such/page');
  await expect(page.locator('main h1')).toHaveText('页面未找到');
});

test.describe('social cards', () => {
  test('each card is in the build once, and every page points at its language\'s card', () => {
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    const files = walk(BUILD).map((file) => path.relative(BUILD, file).split(path.sep).join('/'));
    expect(files.filter((file) => /(^|\/)img\/og\//.test(file)).sort()).toEqual(['img/og/rslib-en.png', 'zh/img/og/rslib-zh.png']);
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    for (const file of pages) {
      const image = fs.readFileSync(path.join(BUILD, file), 'utf8').match(/<meta[^>]*property="?og:image"?[\s][^>]*content="?(https:\/\/rslib\.rs\/[^"\s>]+)/)?.[1];
      expect(image, file).toBe(file.startsWith('zh/') ? 'https://rslib.rs/zh/img/og/rslib-zh.png' : 'https://rslib.rs/img/og/rslib-en.png');
    }
  });

  for (const lang of [
    {prefix: '', alt: 'Rslib: Rsbuild-based library development tool', file: 'rslib-en.png'},
    {prefix: '/zh', alt: 'Rslib：基于 Rsbuild 的库开发工具', file: 'rslib-zh.png'},
  ]) {
    test(`are a 1200×630 PNG with its size and text in the head (${lang.prefix || 'en'})`, async ({request}) => {
      const html = await (await request.get(`${lang.prefix}/guide/start/quick-start`)).text();
      // The built HTML is minified: attribute values may be quoted or bare.
      const meta = (key: string) => {
        const match = html.match(new RegExp(`<meta[^>]*(?:property|name)="?${key}"?[\\s][^>]*content=(?:"([^"]*)"|([^\\s>]+))`));
        return match?.[1] ?? match?.[2];
      };
      expect(meta('twitter:card')).toBe('summary_large_image');
      expect(meta('og:image')).toBe(`https://rslib.rs${lang.prefix}/img/og/${lang.file}`);
      expect(meta('og:image:width')).toBe('1200');
      expect(meta('og:image:height')).toBe('630');
      expect(meta('og:image:alt')).toBe(lang.alt);
      const image = await request.get(`${lang.prefix}/img/og/${lang.file}`);
      expect(image.headers()['content-type']).toBe('image/png');
      const bytes = await image.body();
      // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }
});
