// Start-up cost: pages paint before they load their scripts, code blocks hydrate without
// Prism, and the page still becomes a working app with the reader's colours.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const built = (rel: string) => fs.readFileSync(path.resolve(__dirname, '../../build', rel), 'utf8');

test('every built page loads its scripts from one loader at the end of the body', () => {
  for (const rel of ['index.html', 'zh/index.html', 'guide/start/quick-start/index.html', '404.html', 'zh/search/index.html']) {
    const html = built(rel);
    expect(html, rel).not.toMatch(/<script src=[^>]* defer/);
    expect(html, rel).toMatch(/<script>!function\(\)\{var s=\["[^"]*runtime~main\.[0-9a-f]+\.js","[^"]*main\.[0-9a-f]+\.js"\].*<\/script><\/body>(<\/html>)?\s*$/);
  }
});

// When the loader requests the scripts (after a frame) is unit-tested in
// src/features/performance/paintFirst.test.ts; paint timestamps in a browser are too noisy to
// assert on. Here: the late scripts still make a working app.
test('a page whose scripts load late hydrates and shows no "did not load" banner', async ({page, consoleErrors}) => {
  await openHydrated(page, '/guide/start/quick-start');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // Docusaurus's base-URL banner takes scripts that run after DOMContentLoaded for a broken site; it is off.
  await expect(page.getByText('did not load properly')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('code blocks hydrate from the server HTML and then render with the reader\'s theme @theme', async ({page, colorScheme, consoleErrors}) => {
  await page.goto('/guide/start/quick-start');
  const blocks = page.locator('.theme-code-block');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(10);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('[data-code-block-pending]')).toHaveCount(0);
  // One block per source block, none lost or doubled by the swap.
  await expect(blocks).toHaveCount(count);
  const keyword = blocks.locator('.token.keyword').first();
  // The light and dark code palettes (features/docPage/prismThemes.ts) colour keywords differently.
  const light = 'rgb(164, 14, 38)';
  if (colorScheme === 'dark') await expect(keyword).not.toHaveCSS('color', light);
  else await expect(keyword).toHaveCSS('color', light);
  expect(consoleErrors).toEqual([]);
});
