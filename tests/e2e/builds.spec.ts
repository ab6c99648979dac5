import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures/test';
import {copySite, docusaurus, run, useBuiltCopy} from './fixtures/siteCopy';

/** Marks a message that write-translations had to add (see tests/unit/translations.test.ts). */
const UNTRANSLATED = '@@UNTRANSLATED@@ ';

// These tests build modified copies of the site, so they run once (not per theme) and serially.
test.describe.configure({mode: 'serial', timeout: 300_000});

test.describe('a maintainer cuts a version and builds both languages', () => {
  let writeTranslations: {zh: {status: number; output: string}; en: {status: number; output: string}};
  let copyDir = '';
  const copy = useBuiltCopy('versioned', {
    args: ['build'],
    // Two versions in two languages: about twice the pages of the site.
    buildTimeoutMs: 480_000,
    prepare: async (dir) => {
      copyDir = dir;
      const cut = await run(dir, ['scripts/cut-version.mjs', '1.0']);
      expect(cut.status, cut.output).toBe(0);
      // The maintainer's next step: new labels to translate, if any, in both languages.
      writeTranslations = {
        zh: await docusaurus(dir, ['write-translations', '--locale', 'zh', '--messagePrefix', UNTRANSLATED]),
        en: await docusaurus(dir, ['write-translations', '--locale', 'en']),
      };
    },
  });

  for (const [lang, prefix, release] of [
    ['en', '', '1.0'],
    ['zh', '/zh', '1.0'],
  ] as const) {
    test(`the version menu names the release and leads to the unreleased docs under ${prefix}/next/ (${lang})`, async ({page}) => {
      await page.goto(`${copy.origin}${prefix}/guide/start/`);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      const menu = page.locator('nav.navbar .dropdown').filter({hasText: release});
      await expect(menu).toBeVisible();
      await menu.hover();
      const next = menu.locator(`a[href="${prefix}/next/guide/start/"]`);
      await expect(next).toBeVisible();
      await next.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/next/guide/start/$`));
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');

      const response = await page.request.get(`${copy.origin}${prefix}/next/guide/start/quick-start`);
      expect(response.status()).toBe(200);
    });
  }

  test('the English-only API is in every English version and in no Chinese one', async ({page}) => {
    for (const [url, status] of [
      ['/api/javascript-api/core', 200],
      ['/next/api/javascript-api/core', 200],
      ['/zh/api/javascript-api/core', 404],
      ['/zh/next/api/javascript-api/core', 404],
    ] as const) {
      expect((await page.request.get(`${copy.origin}${url}`)).status(), url).toBe(status);
    }
    const zhSitemap = await (await page.request.get(`${copy.origin}/zh/sitemap.xml`)).text();
    expect(zhSitemap).toContain('/zh/next/guide/start/');
    expect(zhSitemap).not.toContain('/api/');
  });

  test('each language and version has its own search index', () => {
    for (const folder of ['', 'next', 'zh', 'zh/next']) {
      const files = fs.readdirSync(path.join(copyDir, 'build', folder)).filter((name) => /^search-index.*\.json$/.test(name));
      expect(files, `build/${folder}`).toHaveLength(1);
    }
  });

  test('write-translations runs for both languages and leaves nothing untranslated in Chinese', () => {
    expect(writeTranslations.en.status, writeTranslations.en.output).toBe(0);
    expect(writeTranslations.zh.status, writeTranslations.zh.output).toBe(0);
    const folder = path.join(copyDir, 'i18n/zh/docusaurus-plugin-content-docs');
    const version = JSON.parse(fs.readFileSync(path.join(folder, 'version-1.0.json'), 'utf8')) as Record<string, {message: string}>;
    // The release is named by its version, not by the copied name of the unreleased docs.
    expect(version['version.label']?.message).toBe('1.0');
    const untranslated = Object.entries(version).filter(([, {message}]) => message.startsWith(UNTRANSLATED));
    expect(untranslated).toEqual([]);
    expect(fs.existsSync(path.join(folder, 'version-1.0/guide/start/quick-start.mdx'))).toBe(true);
  });
});

const brokenLinkCases = [
  {name: 'a link to a page that does not exist', link: '[the missing page](/guide/no-such-page)', report: /broken links[\s\S]*no-such-page/},
  {name: 'a link to a heading that does not exist', link: '[a lost heading](./quick-start.mdx#no-such-heading)', report: /broken anchors[\s\S]*no-such-heading/},
  {name: 'a Markdown link to a missing file', link: '[a missing file](./no-such-file.mdx)', report: /no-such-file\.mdx/},
];

test.describe('the build refuses broken links', () => {
  for (const [index, {name, link, report}] of brokenLinkCases.entries()) {
    test(`${name} fails the build`, async () => {
      const dir = copySite(`broken-link-${index}`);
      fs.appendFileSync(path.join(dir, 'docs/guide/start/glossary.mdx'), `\n\nSee ${link}.\n`);
      const build = await docusaurus(dir, ['build', '--locale', 'en']);
      expect(build.status).not.toBe(0);
      expect(build.output).toMatch(report);
    });
  }
});
