import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from './fixtures/test';

// One sweep over every page the build lists in its sitemaps, in both languages, once per colour
// theme: each page hydrates, shows its main content and logs no error. The pages are split into a
// few chunks that visit their pages one after another in a single tab, so the two workers share
// the sweep without paying for a fresh browser context per page. Axe runs per page type in
// a11y.spec.ts.
function sitemapPaths(file: string): string[] {
  const xml = fs.readFileSync(path.resolve(__dirname, '../../build', file), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const pages = [...sitemapPaths('sitemap.xml'), ...sitemapPaths('zh/sitemap.xml')];
const CHUNKS = 4;

test('the sitemaps list both languages', () => {
  expect(pages).toContain('/');
  expect(pages).toContain('/zh/');
  expect(pages.filter((p) => p.startsWith('/zh/api'))).toEqual([]);
  expect(pages.length).toBeGreaterThanOrEqual(57 + 55 + 2);
});

/** What is wrong with one page, or nothing. */
async function problemsOf(page: Page, url: string, errors: string[]): Promise<string[]> {
  errors.length = 0;
  // The hydration wait below covers what the load event would add.
  const response = await page.goto(url, {waitUntil: 'domcontentloaded'});
  const problems: string[] = [];
  if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
  try {
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  } catch {
    problems.push('did not hydrate or shows no main content');
  }
  problems.push(...errors);
  return problems.map((problem) => `${url}: ${problem}`);
}

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = pages.filter((_, i) => i % CHUNKS === chunk);
  test(`every sitemap page loads without errors, part ${chunk + 1} of ${CHUNKS} @theme`, async ({page, consoleErrors}) => {
    test.setTimeout(mine.length * 5_000 + 30_000);
    const problems: string[] = [];
    for (const url of mine) problems.push(...(await problemsOf(page, url, consoleErrors)));
    expect(problems).toEqual([]);
  });
}
