import fs from 'node:fs';
import path from 'node:path';
import {axeViolations} from './fixtures/axe';
import {expect, test, type Page} from './fixtures/test';

// One sweep over every page the build lists in its sitemaps, in both languages, once per colour
// theme: each page hydrates, shows its main content, logs no error and passes axe, all in one
// visit. The pages are split into chunks that visit their pages one after another in a single
// tab, so the two workers share the sweep without a fresh browser context per page.
//
// The light visit runs every axe rule. The page's structure is the same in both themes, so the
// dark visit runs only the rules about colours, which is half the cost of an audit.
// a11y.spec.ts adds pages outside the sitemaps and states a visit does not reach (open menus...).
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

function sitemapPaths(file: string): string[] {
  const xml = fs.readFileSync(path.resolve(__dirname, '../../build', file), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const pages = [...sitemapPaths('sitemap.xml'), ...sitemapPaths('zh/sitemap.xml')];
const CHUNKS = 6;

test('the sitemaps list both languages', () => {
  expect(pages).toContain('/');
  expect(pages).toContain('/zh/');
  expect(pages.filter((p) => p.startsWith('/zh/api'))).toEqual([]);
  expect(pages.length).toBeGreaterThanOrEqual(57 + 55 + 2);
});

/** What is wrong with one page, or nothing. */
async function problemsOf(page: Page, url: string, errors: string[], axeRules: string[] | undefined): Promise<string[]> {
  errors.length = 0;
  // The hydration wait below covers what the load event would add.
  const response = await page.goto(url, {waitUntil: 'domcontentloaded'});
  const problems: string[] = [];
  if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
  try {
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    // Wide tables become focusable after the first paint; audit the page once they are measured.
    await expect(page.locator('.theme-doc-markdown table:not([data-scrollable])')).toHaveCount(0);
  } catch {
    problems.push('did not hydrate, shows no main content or left a table unmeasured');
  }
  problems.push(...errors, ...(await axeViolations(page, undefined, {onlyRules: axeRules})));
  return problems.map((problem) => `${url}: ${problem}`);
}

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = pages.filter((_, i) => i % CHUNKS === chunk);
  test(`every sitemap page loads without errors and passes axe, part ${chunk + 1} of ${CHUNKS} @theme`, async ({page, consoleErrors}, testInfo) => {
    test.setTimeout(mine.length * 10_000 + 30_000);
    const axeRules = testInfo.project.use.colorScheme === 'dark' ? COLOUR_RULES : undefined;
    const problems: string[] = [];
    for (const url of mine) problems.push(...(await problemsOf(page, url, consoleErrors, axeRules)));
    expect(problems).toEqual([]);
  });
}
