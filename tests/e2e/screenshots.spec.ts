// What the reader sees stays the same: the first screen of the pages that start-up work is
// measured on, in both colour schemes, at phone and desktop widths, compared with the recorded
// screenshots. A change that moves or restyles anything fails here with a diff image in
// test-results/. After a deliberate change of these pages (their text included), record them
// again: npm run test:e2e -- tests/e2e/screenshots.spec.ts --update-snapshots
import {expect, test} from './fixtures/test';
import {nextFrames, openHydrated} from './fixtures/visit';

const PAGES = [
  ['landing', '/'],
  ['quick-start', '/guide/start/quick-start'],
  ['format', '/config/lib/format'],
  ['config', '/config/'],
  ['zh-landing', '/zh/'],
  ['zh-quick-start', '/zh/guide/start/quick-start'],
  ['not-found', '/no/such/page'],
] as const;

const WIDTHS = [
  ['phone', {width: 390, height: 844}],
  ['desktop', {width: 1280, height: 800}],
] as const;

for (const [name, url] of PAGES) {
  for (const [device, viewport] of WIDTHS) {
    test(`${name} on a ${device} looks as recorded @theme`, async ({page, consoleErrors}) => {
      await page.setViewportSize(viewport);
      await openHydrated(page, url);
      // Fonts, images and the last layout pass are in before the picture is taken.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      await nextFrames(page);
      await expect(page).toHaveScreenshot(`${name}-${device}.png`, {animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01});
      // The 404 page's own status is the only error the browser may log.
      expect(consoleErrors.filter((error) => !(name === 'not-found' && /status of 404/.test(error)))).toEqual([]);
    });
  }
}

// An open type popup of a code example (features/codeTypes), pointed at on a desktop and tapped
// on a phone.
for (const [device, viewport] of WIDTHS) {
  test(`an open type popup on a ${device} looks as recorded @theme`, async ({browser, colorScheme}) => {
    const phone = device === 'phone';
    const context = await browser.newContext({viewport, colorScheme, hasTouch: phone, isMobile: phone});
    const page = await context.newPage();
    await openHydrated(page, '/config/lib/format');
    await expect(page.locator('html[data-type-popups]')).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    const format = page.locator('article [data-type-target]').filter({hasText: /^format$/}).first();
    await format.evaluate((name) => name.scrollIntoView({block: 'center'}));
    await nextFrames(page);
    if (phone) await format.tap();
    else await format.hover();
    await expect(page.locator('.type-popup:popover-open')).toHaveCount(1);
    await nextFrames(page);
    await expect(page).toHaveScreenshot(`format-type-popup-${device}.png`, {animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01});
    await context.close();
  });
}
