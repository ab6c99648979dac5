import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

/** Everything a visitor does on the doc pages, which must work whatever storage does. */
async function useTheSite(page: Page) {
  await openHydrated(page, '/tests/doc');
  await expect(page.locator('article h1')).toBeVisible();
  // Tabs switch.
  const tablist = page.locator('article [role="tablist"]').first();
  await tablist.getByRole('tab', {name: 'bun'}).click();
  await expect(tablist.getByRole('tab', {name: 'bun'})).toHaveAttribute('aria-selected', 'true');
  // The theme toggles.
  const toggle = page.locator('nav.navbar').getByRole('button', {name: /dark and light mode/});
  await toggle.click();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Client-side navigation and the overview filter.
  await page.locator('nav.navbar').getByRole('link', {name: 'Config', exact: true}).click();
  await expect(page).toHaveURL(/\/config\/$/);
  await page.getByLabel('Filter').fill('umd');
  // What the reader sees: the filter hides what it leaves out.
  await expect(page.locator('article h3:visible').first()).toHaveText('lib.umdName');
  await expect(page.locator('article h3:visible', {hasText: 'lib.bundle'})).toHaveCount(0);
  // The 404 page.
  await openHydrated(page, '/no/such/page');
  await expect(page.locator('main h1')).toHaveText('PAGE NOT FOUND');
}

test('everything works when localStorage throws (private mode)', async ({page, consoleErrors: errors}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await useTheSite(page);
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test('everything works when localStorage refuses writes', async ({page, consoleErrors: errors}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
  });
  await useTheSite(page);
  // Docusaurus reports each refused write as a console error of its own; nothing else may fail.
  expect(errors.filter((e) => !/status of 404|Docusaurus storage error, can't set/.test(e))).toEqual([]);
});

test('everything works when localStorage holds garbage', async ({page, consoleErrors: errors}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const key of ['theme', 'docusaurus.tab.package-manager', 'rslib.visited', 'docusaurus.announcement.dismiss']) {
      localStorage.setItem(key, '\u0000{"__proto__": <img src=x onerror=alert(1)>');
    }
  });
  await useTheSite(page);
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
