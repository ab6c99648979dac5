import AxeBuilder from '@axe-core/playwright';
import {expect, test} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

// A doc page, the overview page, the 404 page and the test page with every code language,
// in both languages. Colours do not depend on the language, so the dark project (`@theme`)
// checks the English pages and the light one checks both.
const pages = ['/guide/start/quick-start', '/config/', '/no/such/page', '/tests/doc', '/tests/home'];

for (const prefix of ['', '/zh']) {
  const tag = prefix === '' ? ' @theme' : '';
  for (const url of pages) {
    test(`axe finds no violations on ${prefix}${url}${tag}`, async ({page}) => {
      // axe on a long page can take a while on a busy 2-core machine.
      test.setTimeout(180_000);
      await openHydrated(page, `${prefix}${url}`);
      const results = await new AxeBuilder({page}).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} (${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim()})`);
      expect(summary).toEqual([]);
    });
  }
}

test('the overview filter works by keyboard', async ({page}) => {
  await openHydrated(page, '/config/');
  const filter = page.getByLabel('Filter');
  await filter.focus();
  await page.keyboard.type('shims');
  await expect(page.locator('article h3')).toHaveText(['lib.shims']);
  await page.keyboard.press('Tab');
  await expect(page.locator('article h3 a')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/lib\/shims$/);
});
