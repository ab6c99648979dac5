import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

// Every page the build lists in its sitemaps, in both languages, loads without errors.
function sitemapPaths(file: string): string[] {
  const xml = fs.readFileSync(path.resolve(__dirname, '../../build', file), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const pages = [...sitemapPaths('sitemap.xml'), ...sitemapPaths('zh/sitemap.xml')];

test('the sitemaps list both languages', () => {
  expect(pages).toContain('/');
  expect(pages).toContain('/zh/');
  expect(pages.filter((p) => p.startsWith('/zh/api'))).toEqual([]);
  expect(pages.length).toBeGreaterThanOrEqual(57 + 55 + 2);
});

for (const url of pages) {
  test(`loads without console errors: ${url}`, async ({page, consoleErrors: errors}) => {
    await openHydrated(page, url);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
