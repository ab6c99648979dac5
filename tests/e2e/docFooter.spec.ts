import {expect, test} from './fixtures/test';
import {nextFrames, openHydrated} from './fixtures/visit';

for (const lang of [
  {prefix: '', previous: 'Previous Page', next: 'Next Page', updated: /^Last Updated: \S/, top: 'Scroll back to top'},
  {prefix: '/zh', previous: '上一页', next: '下一页', updated: /^最后更新时间：\S/, top: '回到顶部'},
]) {
  test.describe(`doc footer (${lang.prefix || 'en'})`, () => {
    test('labels the pager and the last-updated date', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/guide/start/quick-start`);
      const pager = page.locator('nav.pagination-nav');
      await expect(pager.locator('.pagination-nav__link--prev .pagination-nav__sublabel')).toHaveText(lang.previous);
      await expect(pager.locator('.pagination-nav__link--next .pagination-nav__sublabel')).toHaveText(lang.next);
      await expect(page.locator('.theme-last-updated')).toHaveText(lang.updated);
      await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    });

    test('a scroll-to-top button brings the reader back up', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/config/lib/format`);
      const button = page.getByRole('button', {name: lang.top});
      await page.evaluate(() => window.scrollTo(0, 3000));
      await page.waitForFunction(() => window.scrollY > 2000);
      await nextFrames(page);
      // The button shows when the reader scrolls back up.
      await page.mouse.wheel(0, -300);
      await expect(button).toBeVisible();
      await button.click();
      // A smooth scroll on a busy machine may stop a pixel or two short of the very top.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(4);
    });
  });
}
