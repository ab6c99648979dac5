import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const activeLink = (page: Page) => page.locator('.theme-doc-toc-desktop a.table-of-contents__link--active');

for (const lang of [
  {prefix: '', title: 'ON THIS PAGE'},
  {prefix: '/zh', title: '本页目录'},
]) {
  test.describe(`the outline (${lang.prefix || 'en'})`, () => {
    test(`is titled "${lang.title}"`, async ({page}) => {
      await openHydrated(page, `${lang.prefix}/tests/doc`);
      const outline = page.getByRole('navigation', {name: lang.title});
      await expect(outline).toBeVisible();
      await expect(outline.locator('p').first()).toHaveText(lang.title);
      await expect(outline.locator('.theme-doc-toc-desktop a').first()).toHaveAttribute('href', '#image-zoom');
    });

    test('follows the scroll position, and ends on the last entry at the bottom', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/tests/doc`);
      await page.locator('#package-managers').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
      await expect(activeLink(page)).toHaveAttribute('href', '#package-managers');
      await page.locator('#code-blocks').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
      await expect(activeLink(page)).toHaveAttribute('href', '#code-blocks');

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(activeLink(page)).toHaveAttribute('href', '#last-section');
      await expect(activeLink(page)).toHaveCount(1);
      // The last heading has not reached the top of the window: the stock rule alone would
      // have kept an earlier entry active.
      const top = await page.locator('#last-section').evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThan(100);
    });

    test('an outline link updates the hash and scrolls smoothly to 72 px below the top', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/tests/doc`);
      await page.evaluate(() => {
        const w = window as unknown as {scrollEvents: number};
        w.scrollEvents = 0;
        window.addEventListener('scroll', () => (w.scrollEvents += 1));
      });
      await page.locator('.theme-doc-toc-desktop').getByRole('link', {name: 'Package managers'}).click();
      await expect(page).toHaveURL(/\/tests\/doc#package-managers$/);
      await expect.poll(() => page.locator('#package-managers').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(72);
      // A jump is one scroll event; a smooth scroll is several (few on a busy machine, never one).
      expect(await page.evaluate(() => (window as unknown as {scrollEvents: number}).scrollEvents)).toBeGreaterThan(1);
    });
  });
}

test('a hash that matches nothing only logs a warning', async ({page, consoleErrors: errors}) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await openHydrated(page, '/tests/doc#no-such-heading');
  await expect(page.locator('article h1')).toBeVisible();
  await expect.poll(() => warnings.some((w) => w.includes('no-such-heading'))).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  for (const [i, hash] of ['#%E0%A4%A', '#<img src=x onerror=alert(1)>', '#' + 'x'.repeat(5000)].entries()) {
    // A new query string makes each one a fresh page load, not a jump within the page.
    await openHydrated(page, `/tests/doc?case=${i}${hash}`);
    await expect(page.locator('article h1')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a known hash on arrival lands 72 px below the top', async ({page}) => {
  await openHydrated(page, '/tests/doc#a-subsection');
  await expect.poll(() => page.locator('#a-subsection').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(72);
});

test('on a phone the hidden desktop outline stays in the page, and follows the page once the window is widened', async ({page, consoleErrors}) => {
  await page.setViewportSize({width: 412, height: 823});
  await openHydrated(page, '/guide/start/quick-start');
  const column = page.locator('.col--3:has(.theme-doc-toc-desktop)');
  await expect(column).toHaveCount(1);
  await expect(column).toBeHidden();
  // Not removed after hydration (a second render of the doc layout); the outline a phone shows is
  // the collapsible one.
  await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();

  // A page reached while the column is hidden is the one it outlines once it shows.
  const next = page.locator('a.pagination-nav__link--next');
  const nextLabel = (await next.locator('.pagination-nav__label').textContent())!.trim();
  await next.click();
  await expect(page.locator('article h1')).toHaveText(nextLabel);
  const headings = await page.locator('article h2[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
  expect(headings.length).toBeGreaterThan(1);

  await page.setViewportSize({width: 1280, height: 900});
  await expect(column).toBeVisible();
  expect(await column.locator('.theme-doc-toc-desktop > ul > li > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(headings);
  await page.locator(`[id="${headings[1]!.slice(1)}"]`).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
  await expect(activeLink(page)).toHaveAttribute('href', headings[1]!);
  expect(consoleErrors).toEqual([]);
});
