import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

// Docusaurus fills the previous/next links from the untranslated sidebar labels; the
// DocItem/Paginator swizzle takes them from the translated sidebar (src/theme/README.md).

const root = path.resolve(__dirname, '../..');

/** English sidebar label -> its Chinese translation, for the labels that have one. */
function translatedSidebarLabels(): Map<string, string> {
  const file = path.join(root, 'i18n/zh/docusaurus-plugin-content-docs/current.json');
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  const labels = new Map<string, string>();
  for (const [key, {message}] of Object.entries(entries)) {
    // sidebar.<sidebar>.<doc|category|link>.<English label>
    const match = key.match(/^sidebar\.[^.]+\.(?:doc|category|link)\.(.+)$/);
    if (match && match[1] !== message) labels.set(match[1], message);
  }
  return labels;
}

function zhSitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(root, 'build/zh/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

function decodeHtml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const translated = translatedSidebarLabels();

test('the zh translation file has sidebar labels to check against', () => {
  expect(translated.get('Quick Start')).toBeTruthy();
  expect(translated.size).toBeGreaterThan(10);
});

test('no /zh/ page shows an English label in its previous/next links', async ({request}) => {
  const pages = zhSitemapPaths();
  expect(pages.length).toBeGreaterThan(40);
  const english: string[] = [];
  let links = 0;
  for (const url of pages) {
    const html = await (await request.get(url)).text();
    for (const match of html.matchAll(/<div class="?pagination-nav__label"?>([\s\S]*?)<\/div>/g)) {
      links += 1;
      const label = decodeHtml(match[1].replace(/<[^>]*>/g, '')).trim();
      if (translated.has(label)) english.push(`${url}: "${label}" (should read "${translated.get(label)}")`);
    }
  }
  // Nearly every doc page has two links; far fewer means the pattern no longer matches the markup.
  expect(links).toBeGreaterThan(pages.length);
  expect(english).toEqual([]);
});

for (const url of ['/zh/guide/start/quick-start', '/zh/guide/basic/output-format', '/zh/config/lib/format']) {
  test(`the previous/next labels of ${url} are the sidebar's labels`, async ({page}) => {
    await openHydrated(page, url);
    const pagerLinks = page.locator('nav.pagination-nav a.pagination-nav__link');
    const count = await pagerLinks.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const link = pagerLinks.nth(i);
      const href = await link.getAttribute('href');
      const label = ((await link.locator('.pagination-nav__label').textContent()) ?? '').trim();
      expect(translated.has(label), `"${label}" is an English sidebar label`).toBe(false);
      // A doc link in the sidebar to the same page carries the same words (a category's own page
      // is labelled with its title, as Docusaurus does).
      const sidebarLink = page.locator(
        `aside.theme-doc-sidebar-container nav.menu a.menu__link[href="${href}"]:not(.menu__link--sublist)`,
      );
      if ((await sidebarLink.count()) > 0) {
        await expect(sidebarLink.first()).toHaveText(label);
      }
    }
  });
}

test('the English pages keep their English labels', async ({page}) => {
  await openHydrated(page, '/guide/start/quick-start');
  const pager = page.locator('nav.pagination-nav');
  await expect(pager.locator('.pagination-nav__link--prev .pagination-nav__label')).toHaveText('Introduction');
  await expect(pager.locator('.pagination-nav__link--next .pagination-nav__label')).toHaveText('Glossary');
});

test('a /zh/ page reads its neighbours in Chinese', async ({page}) => {
  await openHydrated(page, '/zh/guide/start/quick-start');
  const pager = page.locator('nav.pagination-nav');
  await expect(pager.locator('.pagination-nav__link--prev .pagination-nav__label')).toHaveText(
    translated.get('Introduction')!,
  );
  await expect(pager.locator('.pagination-nav__link--next .pagination-nav__label')).toHaveText(
    translated.get('Glossary')!,
  );
});
