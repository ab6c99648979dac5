// For coding agents: llms.txt, llms-full.txt and a Markdown twin of every doc page, in both
// languages, and the "Copy page" / "View as Markdown" actions on doc pages.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures/test';
import {markdownCodeBlocks, sourceCodeBlocks, sourceOfRoute, type CodeBlock} from './fixtures/codeBlocks';
import {openHydrated} from './fixtures/visit';

const BUILD = path.resolve(__dirname, '../../build');
const SITE = 'https://rslib.rs';

/** Doc pages of a sitemap: everything but the landing page, the search page and the test fixtures. */
function docPages(sitemap: string): string[] {
  const xml = fs.readFileSync(path.join(BUILD, sitemap), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => m[1].replace(SITE, ''))
    .filter((p) => !/^\/(zh\/)?(tests\/|search$)/.test(p) && p !== '/' && p !== '/zh/');
}

const twinFile = (page: string) => path.join(BUILD, `${page.replace(/\/+$/, '')}.md`);

test.describe('llms.txt and Markdown twins', () => {
  for (const [prefix, sitemap] of [['', 'sitemap.xml'], ['/zh', 'zh/sitemap.xml']] as const) {
    test(`every doc page has a Markdown twin (${prefix || 'en'})`, () => {
      const pages = docPages(sitemap);
      expect(pages.length).toBeGreaterThan(40);
      const missing = pages.filter((page) => !fs.existsSync(twinFile(page)));
      expect(missing).toEqual([]);
      for (const page of pages) {
        const text = fs.readFileSync(twinFile(page), 'utf8');
        expect(text, page).toMatch(/^# \S/);
        expect(text, page).not.toContain('Direct link to');
        expect(text, page).not.toContain('__docusaurus_skipToContent');
      }
    });

    test(`llms.txt links to existing twins and llms-full.txt holds the pages (${prefix || 'en'})`, () => {
      const llms = fs.readFileSync(path.join(BUILD, prefix, 'llms.txt'), 'utf8');
      expect(llms).toMatch(/^# Rslib\n/);
      const links = [...llms.matchAll(/\]\((https:\/\/rslib\.rs[^)]+\.md)\)/g)].map((m) => m[1].replace(SITE, ''));
      expect(links.length).toBeGreaterThan(40);
      expect(links.filter((link) => !fs.existsSync(path.join(BUILD, link)))).toEqual([]);
      expect(links.every((link) => link.startsWith(`${prefix}/`))).toBe(true);
      const full = fs.readFileSync(path.join(BUILD, prefix, 'llms-full.txt'), 'utf8');
      expect(full.length).toBeGreaterThan(llms.length * 10);
      expect(full).toContain(prefix ? '# 快速上手' : '# Quick start');
    });

    test(`llms.txt has the sections of the sidebars, each description once (${prefix || 'en'})`, () => {
      const llms = fs.readFileSync(path.join(BUILD, prefix, 'llms.txt'), 'utf8');
      const headings = llms.split('\n').filter((line) => /^#{2,} /.test(line));
      expect(headings).toEqual(
        prefix
          ? ['## 指南', '### 开始', '### 解决方案', '### 基础', '### 进阶', '### 迁移', '### 常见问题', '## 配置', '### Lib 配置', '### Rsbuild 配置']
          : ['## Guide', '### Getting Started', '### Solution', '### Basic', '### Advanced', '### Migration', '### FAQ', '## Config', '### Lib Configurations', '### Rsbuild Configurations', '## JavaScript API'],
      );
      // Only the title, the summary, headings and links: no section repeats its first page's description.
      expect(llms.split('\n').filter((line) => line && !/^(# |> |#{2,} |- \[)/.test(line))).toEqual([]);
      const full = fs.readFileSync(path.join(BUILD, prefix, 'llms-full.txt'), 'utf8');
      expect(full.startsWith(`${llms}\n\n---\n`)).toBe(true);
    });
  }

  test('the server sends the twins and llms.txt as UTF-8 text', async ({request}) => {
    for (const [url, type] of [
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/zh/llms.txt', 'text/plain; charset=utf-8'],
      ['/zh/llms-full.txt', 'text/plain; charset=utf-8'],
      ['/guide/start/quick-start.md', 'text/markdown; charset=utf-8'],
      ['/zh/config/lib.md', 'text/markdown; charset=utf-8'],
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe(type);
    }
  });

  test('a Chinese twin opened in the browser reads as Chinese', async ({page}) => {
    await page.goto('/zh/guide/start/quick-start.md');
    await expect(page.locator('body')).toContainText('# 快速上手');
  });
});

test.describe('the code of the Markdown twins', () => {
  for (const [prefix, sitemap] of [['', 'sitemap.xml'], ['/zh', 'zh/sitemap.xml']] as const) {
    test(`every code block of every twin is the block of the page's source, title and tab label included (${prefix || 'en'})`, () => {
      let blocks = 0;
      for (const page of docPages(sitemap)) {
        const source = sourceOfRoute(page);
        expect(source, page).toBeTruthy();
        const expected = sourceCodeBlocks(source!);
        const twin = markdownCodeBlocks(fs.readFileSync(twinFile(page), 'utf8'));
        expect.soft(twin.blocks, `${page} (${path.relative(BUILD, twinFile(page))} against ${source})`).toEqual(expected);
        // No markup of the HTML page is left in the text.
        expect.soft(twin.html, page).toEqual([]);
        blocks += expected.length;
      }
      // All of them, not a sample: about a thousand blocks in each language.
      expect(blocks).toBeGreaterThan(prefix ? 800 : 1000);
    });

    test(`llms-full.txt holds the same blocks, page after page (${prefix || 'en'})`, () => {
      const full = fs.readFileSync(path.join(BUILD, prefix, 'llms-full.txt'), 'utf8');
      const [index] = full.split('\n# Full Documentation Content\n');
      const pages = [...index.matchAll(/\]\((https:\/\/rslib\.rs[^)]+)\.md\)/g)].map((m) => m[1].replace(SITE, ''));
      expect(pages.length).toBeGreaterThan(40);
      const expected: CodeBlock[] = pages.flatMap((page) => sourceCodeBlocks(sourceOfRoute(page)!));
      const {blocks, html} = markdownCodeBlocks(full);
      expect(blocks).toEqual(expected);
      expect(html).toEqual([]);
    });
  }
});

test.describe('page actions', () => {
  for (const lang of [
    {prefix: '', copy: 'Copy page', copied: 'Copied', view: 'View as Markdown', title: '# Quick start'},
    {prefix: '/zh', copy: '复制页面', copied: '已复制', view: '查看 Markdown', title: '# 快速上手'},
  ]) {
    test(`copy the page as Markdown and link to it (${lang.prefix || 'en'})`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openHydrated(page, `${lang.prefix}/guide/start/quick-start`);
      const view = page.getByRole('link', {name: lang.view});
      await expect(view).toHaveAttribute('href', `${lang.prefix}/guide/start/quick-start.md`);
      await page.getByRole('button', {name: lang.copy}).click();
      await expect(page.getByRole('button', {name: lang.copied})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith(lang.title)).toBe(true);
      await expect(page.getByRole('button', {name: lang.copy})).toBeVisible({timeout: 5000});
    });
  }

  test('a twin that cannot be loaded says so calmly', async ({page}) => {
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'down'}));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openHydrated(page, '/guide/start/quick-start');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Could not copy'})).toBeVisible();
    expect(warnings.some((w) => w.includes('quick-start.md'))).toBe(true);
  });

  test('test fixture pages have no actions', async ({page}) => {
    await openHydrated(page, '/tests/doc');
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });
});
