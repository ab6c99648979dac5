import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const NOT_FOUND_HTML = fs.readFileSync(path.resolve(__dirname, '../../build/404.html'), 'utf8');

for (const lang of [
  {prefix: '', heading: 'PAGE NOT FOUND', home: 'Take me home', root: '/', description: /^There is no page at this address/},
  {prefix: '/zh', heading: '页面未找到', home: '返回首页', root: '/zh/', description: /^Rslib 文档中没有这个地址对应的页面/},
]) {
  test.describe(`the 404 page (${lang.prefix || 'en'})`, () => {
    test('says 404 and PAGE NOT FOUND, and links home', async ({page, consoleErrors: errors}) => {
      const response = await page.goto(`${lang.prefix}/no/such/page?x=1#y`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      await expect(page).toHaveTitle('404 | Rslib');
      // Search engines and link previews get a sentence in the page's language.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', lang.description);
      const main = page.locator('main');
      await expect(main.getByText('404', {exact: true})).toBeVisible();
      await expect(main.locator('h1')).toHaveText(lang.heading);
      const home = main.getByRole('link', {name: lang.home});
      await expect(home).toHaveAttribute('href', lang.root);
      await home.click();
      await expect(page).toHaveURL(new RegExp(`${lang.root}$`));
      // 404s from the browser's own requests for the missing page are expected; nothing else.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });

    test('also shows for a path missing under a real section', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/guide/start/no-such-page`);
      await expect(page.locator('main h1')).toHaveText(lang.heading);
    });
  });
}

test.describe('the 404 page is never indexed', () => {
  for (const target of ['/404', '/404.html', '/404/', '/zh/404', '/zh/404.html', '/no/such/page', '/zh/no/such/page', '/guide/start/no-such-page']) {
    test(`${target}: status 404, noindex and no canonical, in the HTML and after hydration`, async ({page, request}) => {
      const response = await request.get(target);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<meta[^>]*name="?robots"?[^>]*content="?noindex/);
      expect(html).not.toMatch(/<link[^>]*rel="?canonical/);
      expect(html).not.toMatch(/<link[^>]*rel="?alternate"?[^>]*hreflang/);
      expect(html).not.toMatch(/<meta[^>]*property="?og:url/);
      await openHydrated(page, target);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    });
  }

  test('a real page keeps its canonical and alternates, also after visiting a 404', async ({page}) => {
    await openHydrated(page, '/no/such/page');
    await page.getByRole('link', {name: 'Take me home'}).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://rslib.rs/');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await openHydrated(page, '/guide/start/quick-start');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://rslib.rs/guide/start/quick-start');
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', 'https://rslib.rs/zh/guide/start/quick-start');
  });
});

test('a path that spells out the default language goes to the page without it', async ({page}) => {
  await openHydrated(page, '/en/guide/start/quick-start?from=old#requirements');
  await expect(page).toHaveURL(/\/guide\/start\/quick-start\?from=old#requirements$/);
  await expect(page.locator('article h1')).toHaveText('Quick start');
  await openHydrated(page, '/en/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('.html and /index spellings reach the page', async ({page}) => {
  for (const [from, to] of [
    ['/guide/basic/cli.html', '/guide/basic/cli'],
    ['/config/index', '/config/'],
    ['/zh/config/index.html', '/zh/config/'],
  ]) {
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
  }
});

test('such spellings reach the page on a host that answers them with the 404 page', async ({page}) => {
  // A static host without our preview server's rules serves the 404 page for these paths.
  await page.route(/\/(guide\/basic\/cli\.html|config\/index|en\/config\/)$/, (route) =>
    route.fulfill({status: 404, contentType: 'text/html', body: NOT_FOUND_HTML}),
  );
  // Docusaurus's router itself maps `.html` to the page.
  await page.goto('/guide/basic/cli.html');
  await expect(page.locator('article h1')).toHaveText('Command line');
  // The 404 page sends the others on.
  await page.goto('/config/index');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/config\/$/);
  await expect(page.locator('article h1')).toHaveText('Overview');
  await page.goto('/en/config/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/config\/$/);
  await expect(page.locator('article h1')).toHaveText('Overview');
});
