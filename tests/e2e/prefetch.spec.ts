// Link prefetching on a budget: a doc page does not download the code of every link in view,
// only of links the reader shows intent for (pointer over, focus, touch).
import {expect, test} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

test('a doc page loads the code of a linked page on hover, not because the link is in view', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(request.url());
  });
  await openHydrated(page, '/zh/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  const afterLoad = scripts.length;
  // Dozens of sidebar links are in view; with viewport prefetching this was 38 files.
  expect(afterLoad).toBeLessThan(20);

  const link = page.locator('.theme-doc-sidebar-menu a[href="/zh/guide/advanced/module-federation"]');
  await link.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBe(afterLoad);
  await link.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(afterLoad);
  // Following the link still works, with or without the prefetch.
  await link.click();
  await expect(page).toHaveURL(/\/zh\/guide\/advanced\/module-federation$/);
  await expect(page.locator('article h1')).toBeVisible();
});
