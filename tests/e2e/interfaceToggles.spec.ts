import {expect, test, type Locator, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

type Part = 'navbar' | 'sidebar' | 'outline' | 'footer';
const PARTS: Part[] = ['navbar', 'sidebar', 'outline', 'footer'];

function locate(page: Page): Record<Part, Locator[]> {
  return {
    navbar: [page.locator('.theme-layout-navbar')],
    sidebar: [page.locator('.theme-doc-sidebar-container')],
    outline: [page.locator('.theme-doc-toc-desktop')],
    footer: [page.locator('.theme-layout-footer'), page.locator('.theme-doc-footer')],
  };
}

async function expectOnlyHidden(page: Page, hidden: Part[]) {
  const located = locate(page);
  for (const part of PARTS) {
    for (const locator of located[part]) {
      if (hidden.includes(part)) await expect(locator, `${part} hidden`).toBeHidden();
      else await expect(locator, `${part} shown`).toBeVisible();
    }
  }
  // The text is still there.
  await expect(page.locator('article h1')).toBeVisible();
}

for (const prefix of ['', '/zh']) {
  test.describe(`interface toggles (${prefix || 'en'})`, () => {
    for (const part of PARTS) {
      test(`?${part}=0 hides the ${part}`, async ({page}) => {
        await openHydrated(page, `${prefix}/guide/start/quick-start?${part}=0`);
        await expectOnlyHidden(page, [part]);
      });

      test(`front matter ${part}: false hides the ${part}`, async ({page}) => {
        await openHydrated(page, `${prefix}/tests/no-${part}`);
        await expectOnlyHidden(page, [part]);
      });
    }
  });
}

test('any value other than 0 leaves every part shown', async ({page}) => {
  await openHydrated(page, '/guide/start/quick-start?navbar=1&sidebar=false&outline=&footer=no');
  await expectOnlyHidden(page, []);
});

test('all four can be hidden at once, and the text takes the freed width', async ({page}) => {
  await openHydrated(page, '/guide/start/quick-start');
  const fullWidth = await page.locator('article').evaluate((el) => el.getBoundingClientRect().width);
  await openHydrated(page, '/guide/start/quick-start?navbar=0&sidebar=0&outline=0&footer=0');
  await expectOnlyHidden(page, PARTS);
  const bareWidth = await page.locator('article').evaluate((el) => el.getBoundingClientRect().width);
  expect(bareWidth).toBeGreaterThan(fullWidth + 200);
});

test('the query hides parts before the first paint and lets go after navigating away', async ({page}) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const app = document.getElementById('__docusaurus');
      if (!app) return;
      (window as unknown as {hiddenAtFirstParse: string | null}).hiddenAtFirstParse = document.documentElement.getAttribute('data-rslib-hide');
      observer.disconnect();
    }).observe(document, {childList: true, subtree: true});
  });
  await openHydrated(page, '/guide/start/quick-start?navbar=0&outline=0');
  expect(await page.evaluate(() => (window as unknown as {hiddenAtFirstParse: string | null}).hiddenAtFirstParse)).toBe('navbar outline');

  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Glossary'}).click();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expectOnlyHidden(page, []);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('front matter toggles are already in the server-rendered page', async ({page}) => {
    await page.goto('/tests/no-sidebar');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.locator('.theme-layout-navbar')).toBeVisible();
    await page.goto('/tests/blank');
    await expect(page.locator('.theme-layout-navbar')).toBeHidden();
  });
});
