import {axeViolations} from './fixtures/axe';
import {expect, test} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

// Every page of the sitemaps passes axe in the sweep of sitemap.spec.ts. Here: the pages it does
// not list (the 404 page and the test pages with every code language and page part), in both
// languages. Colours do not depend on the language, so the dark project (`@theme`) checks the
// English pages and the light one checks both.
const pages = ['/no/such/page', '/tests/doc', '/tests/home'];

for (const prefix of ['', '/zh']) {
  const tag = prefix === '' ? ' @theme' : '';
  for (const url of pages) {
    test(`axe finds no violations on ${prefix}${url}${tag}`, async ({page}) => {
      // axe on a long page can take a while on a busy 2-core machine.
      test.setTimeout(180_000);
      await openHydrated(page, `${prefix}${url}`);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

// Lighthouse runs axe on a page as it was opened, its far blocks not laid out yet on a phone: what
// it measures there must not make targets overlap (the guide's introduction has a table of links).
test.describe('on a phone, as opened', () => {
  test.use({viewport: {width: 412, height: 823}});
  for (const url of ['/guide/start/', '/zh/guide/start/', '/config/', '/guide/start/quick-start']) {
    test(`axe finds no touch targets too small or too close on ${url}`, async ({page}) => {
      await openHydrated(page, url);
      expect(await axeViolations(page, undefined, {onlyRules: ['target-size'], asOpened: true})).toEqual([]);
    });
  }
});

test('the overview filter works by keyboard', async ({page}) => {
  await openHydrated(page, '/config/');
  const filter = page.getByLabel('Filter');
  await filter.focus();
  await page.keyboard.type('shims');
  await expect(page.locator('article h3:visible')).toHaveText(['lib.shims']);
  await page.keyboard.press('Tab');
  await expect(page.locator('article h3:visible a')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/lib\/shims$/);
});

test('the axe check reports what it is shown: a picture without text, grey on grey', async ({page}) => {
  await openHydrated(page, '/no/such/page');
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML('afterbegin', '<img src="/img/logo.svg"><p style="color:#777;background:#888">faint</p>');
  });
  const violations = await axeViolations(page);
  expect(violations.map((line) => line.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
  expect(violations.join('\n')).toContain('image-alt: 1 × main > img');
});
