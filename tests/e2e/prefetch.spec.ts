// Link prefetching on a budget: a doc page does not download the code of every link in view,
// only of links the reader shows intent for (pointer over, focus, touch).
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const builtDir = path.resolve(__dirname, '../../build');
/** Words of the glossary's text, which no other script holds. */
const GLOSSARY_TEXT = 'without any code';

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

/** The paths of the scripts a page requests, as it requests them. */
function scriptsRequestedBy(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Whether a built script holds the glossary's text. */
const holdsGlossaryText = (file: string) => fs.readFileSync(path.join(builtDir, file), 'utf8').includes(GLOSSARY_TEXT);

test('keyboard focus on a link loads its page\'s code and text ahead of Enter', async ({page, consoleErrors}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const scripts = scriptsRequestedBy(page);
  await openHydrated(page, '/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  const afterLoad = scripts.length;
  // A link React renders (Docusaurus's own preload only answers pointer and touch).
  await page.locator('.pagination-nav__link--next').focus();
  // The next page's text arrives before Enter.
  await expect.poll(() => scripts.slice(afterLoad).some(holdsGlossaryText)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(page.getByRole('heading', {name: 'Build terms'})).toBeVisible();
  expect(scripts.filter(holdsGlossaryText)).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('the search hit the reader pauses on loads its page\'s code', async ({page, consoleErrors}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const scripts = scriptsRequestedBy(page);
  await openHydrated(page, '/guide/start/quick-start');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('glossary');
  await expect(page.locator('[role="option"][aria-selected="true"]').first()).toHaveAttribute('href', /^\/guide\/start\/glossary/);
  // Nothing loads while the hits change under the reader's typing; the selected one loads once they pause.
  await expect.poll(() => scripts.some(holdsGlossaryText)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/start\/glossary/);
  await expect(page.getByText(GLOSSARY_TEXT)).toBeVisible();
  expect(scripts.filter(holdsGlossaryText)).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
