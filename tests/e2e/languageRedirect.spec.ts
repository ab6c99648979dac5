import {expect, test} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

// These visitors come for the first time: no stored visit.
const firstVisit = {cookies: [], origins: []};
const visited = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('rslib.visited'));

test.describe('a first-time visitor with a Chinese browser', () => {
  test.use({storageState: firstVisit, locale: 'zh-CN'});

  test('is sent to the Chinese page once, with query and hash', async ({page, consoleErrors: errors}) => {
    await openHydrated(page, '/guide/start/quick-start?from=search#requirements');
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start\?from=search#requirements$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await visited(page)).not.toBeNull();

    // The second visit to an English page stays English.
    await openHydrated(page, '/guide/start/quick-start');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guide\/start\/quick-start$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  });

  test('stays on English-only pages', async ({page}) => {
    await openHydrated(page, '/api/javascript-api/core');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/api\/javascript-api\/core$/);
  });

  test('stays when storage cannot remember the visit', async ({page, consoleErrors: errors}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await openHydrated(page, '/guide/start/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guide\/start\/$/);
    await expect(page.locator('article h1')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a first-time visitor with an English browser', () => {
  test.use({storageState: firstVisit, locale: 'en-US'});

  test('is sent from a Chinese page to the English one', async ({page}) => {
    await openHydrated(page, '/zh/config/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/config\/$/);
  });

  test('stays on an English page', async ({page}) => {
    await openHydrated(page, '/config/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/config\/$/);
    expect(await visited(page)).not.toBeNull();
  });
});

test.describe('a bot with a Chinese browser', () => {
  test.use({storageState: firstVisit, locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'});

  test('stays on the page it asked for', async ({page}) => {
    await openHydrated(page, '/guide/start/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guide\/start\/$/);
  });
});

test.describe('a returning visitor with a Chinese browser', () => {
  test.use({locale: 'zh-CN'});

  test('stays, whatever the stored visit says', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('rslib.visited', '{not json'));
    await openHydrated(page, '/guide/start/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guide\/start\/$/);
  });
});
