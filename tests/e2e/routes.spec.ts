import {expect, test} from './fixtures/test';
import {apiRoutes, chineseDocRoutes, englishDocRoutes} from './fixtures/docRoutes';
import {frontMatterTitle, sourceFileOf} from './fixtures/pages';

function titleOf(html: string): string {
  const m = html.match(/<title[^>]*>([^<]*)<\/title>/);
  return (m?.[1] ?? '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
}

test.describe('every documentation route answers with its own page', () => {
  for (const route of [...englishDocRoutes, ...chineseDocRoutes]) {
    test(route, async ({request}) => {
      const response = await request.get(route);
      expect(response.status(), `${route} status`).toBe(200);
      const html = await response.text();
      const expected = frontMatterTitle(sourceFileOf(route));
      expect(titleOf(html)).toBe(`${expected} | Rslib`);
      expect(html).toMatch(route.startsWith('/zh/') ? /<html lang="?zh-CN"?[\s>]/ : /<html lang="?en"?[\s>]/);
    });
  }

  for (const home of ['/', '/zh/']) {
    test(`landing ${home}`, async ({request}) => {
      const response = await request.get(home);
      expect(response.status()).toBe(200);
      expect(titleOf(await response.text())).toMatch(/Rslib/);
    });
  }
});

test.describe('pages that do not exist', () => {
  for (const route of [...apiRoutes.map((r) => `/zh${r}`), '/no/such/page', '/zh/no/such/page']) {
    test(`${route} shows the 404 page`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      // The 404 page carries every language and shows the one of the address: read the visible title.
      await expect(page.getByRole('heading', {level: 1})).toHaveText(route.startsWith('/zh/') ? '页面未找到' : 'PAGE NOT FOUND');
    });
  }
});
