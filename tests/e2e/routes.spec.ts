import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures/test';
import {apiRoutes, chineseDocRoutes, englishDocRoutes, partialRoutes} from './fixtures/docRoutes';
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

test.describe('the format definitions are partials, not pages', () => {
  const build = path.resolve(__dirname, '../../build');
  const read = (...parts: string[]) => fs.readFileSync(path.join(build, ...parts), 'utf8');

  test('their addresses answer 404 in both languages', async ({request}) => {
    for (const route of [...partialRoutes, ...partialRoutes.map((r) => `/zh${r}`)]) {
      expect((await request.get(route)).status(), route).toBe(404);
    }
  });

  test('no sitemap, llms.txt or search index lists them, and the glossary shows their text', () => {
    for (const lang of ['', 'zh']) {
      expect(fs.existsSync(path.join(build, lang, 'guide/start/components')), lang || 'en').toBe(false);
      for (const file of ['sitemap.xml', 'llms.txt', 'llms-full.txt']) expect(read(lang, file), `${lang}/${file}`).not.toContain('/guide/start/components');
      const index = fs.readdirSync(path.join(build, lang)).find((name) => /^search-index.*\.json$/.test(name))!;
      expect(read(lang, index)).not.toContain('/guide/start/components');
    }
    // The glossary includes each definition under its heading, in both languages.
    expect(read('guide/start/glossary/index.html')).toContain('is the module system Node.js has used since its early days');
    expect(read('zh/guide/start/glossary/index.html')).toContain('是 Node.js 从早期起就在使用的模块系统');
  });
});
