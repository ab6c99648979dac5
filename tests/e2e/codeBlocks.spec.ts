import {expect, test, type Locator, type Page} from './fixtures/test';
import {isRendered, openHydrated} from './fixtures/visit';

const LANGUAGES = ['bash', 'diff', 'javascript', 'json', 'tsx', 'typescript', 'jsx', 'css', 'markup'];

const block = (page: Page, language: string) => page.locator(`article div.language-${language}`).first();
const copyButton = (codeBlock: Locator) => codeBlock.locator('button[title="Copy"], button[title="复制"]');

test('code in each language is highlighted @theme', async ({page}) => {
  await openHydrated(page, '/tests/doc');
  for (const language of LANGUAGES) {
    const tokens = block(page, language).locator('span.token:not(.plain)');
    expect(await tokens.count(), language).toBeGreaterThan(1);
    // Tokens are coloured, not just wrapped.
    const colours = await tokens.evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
    expect(colours, language).toBeGreaterThan(1);
  }
});

for (const lang of [
  {prefix: '', copied: 'Copied', copy: 'Copy code to clipboard', wrap: 'Toggle word wrap'},
  {prefix: '/zh', copied: '已复制', copy: '复制代码到剪贴板', wrap: '切换自动换行'},
]) {
  test.describe(`code block buttons (${lang.prefix || 'en'})`, () => {
    test('copy puts the code on the clipboard and shows a copied state for 2 s', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openHydrated(page, `${lang.prefix}/tests/doc`);
      const code = block(page, 'json');
      await code.hover();
      const button = copyButton(code);
      await expect(button).toHaveAttribute('aria-label', lang.copy);
      // Time the copied state in the page itself: from the click to the label's return.
      await button.evaluate((el) => {
        const times: Record<string, number> = {};
        (window as unknown as {copyTimes: Record<string, number>}).copyTimes = times;
        el.addEventListener('click', () => (times.clicked = performance.now()));
        new MutationObserver(() => {
          const copied = el.getAttribute('data-copied') === 'true';
          if (copied && times.copied === undefined) times.copied = performance.now();
          if (!copied && times.copied !== undefined) times.reverted = performance.now();
        }).observe(el, {attributes: true, attributeFilter: ['data-copied']});
      });
      await button.click();
      await expect(button).toHaveAttribute('aria-label', lang.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{"name": "my-lib", "type": "module", "version": "1.0.0"}');
      await expect(button).toHaveAttribute('aria-label', lang.copy, {timeout: 5000});
      const times = await page.evaluate(() => (window as unknown as {copyTimes: Record<string, number>}).copyTimes);
      // The 2 s start once the clipboard has the text, a moment after the click.
      expect(times.copied).toBeDefined();
      const shown = times.reverted! - times.clicked!;
      expect(shown).toBeGreaterThanOrEqual(2000);
      expect(shown).toBeLessThan(2700);
    });

    test('a long line can be wrapped and unwrapped', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/tests/doc`);
      const code = page.locator('article div.language-ts').filter({hasText: 'longLine'});
      await code.hover();
      const wrap = code.getByRole('button', {name: lang.wrap});
      const pre = code.locator('pre');
      const overflows = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(await overflows()).toBe(true);
      await wrap.click();
      await expect.poll(overflows).toBe(false);
      await wrap.click();
      await expect.poll(overflows).toBe(true);
    });

    test('a long line in a tab hidden at load offers to wrap once the tab is shown', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/tests/doc`);
      const tabs = page.locator('article .tabs-container').filter({has: page.getByRole('tab', {name: 'Long'})});
      const code = tabs.locator('div.language-ts').filter({hasText: 'lineInATab'});
      await expect(code).toBeHidden();
      await tabs.getByRole('tab', {name: 'Long'}).click();
      await expect(code).toBeVisible();
      await code.hover();
      const wrap = code.getByRole('button', {name: lang.wrap});
      await expect(wrap).toBeVisible();
      await wrap.click();
      await expect.poll(() => code.locator('pre').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    });

    test('a block far below the window is laid out only when reached, at the height it had kept', async ({page}) => {
      await page.setViewportSize({width: 412, height: 800});
      await openHydrated(page, `${lang.prefix}/config/lib/format`);
      // The last block of a long reference page: its line scrolls sideways on a phone.
      const code = page.locator('article div[class*="language-"]').last();
      const pre = code.locator('pre');
      const laidOut = () => isRendered(pre.locator('code'));
      const height = () => pre.evaluate((el) => el.getBoundingClientRect().height);
      expect(await laidOut()).toBe(false);
      const keptHeight = await height();
      // A skipped block cannot tell that it scrolls: no wrap button yet.
      const wrap = code.getByRole('button', {name: lang.wrap, includeHidden: true});
      await expect(wrap).toBeHidden();
      await pre.scrollIntoViewIfNeeded();
      await expect.poll(laidOut).toBe(true);
      // Under a pixel: the lines' own height, so nothing below the block moves.
      expect(Math.abs((await height()) - keptHeight)).toBeLessThan(1);
      await code.hover();
      await expect(wrap).toBeVisible();
      await wrap.click();
      await expect.poll(() => pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    });

    test('the wrap button follows the width of the window', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/tests/doc`);
      // A short command: it fits a desktop window, and scrolls on a small phone.
      const wrap = block(page, 'bash').getByRole('button', {name: lang.wrap, includeHidden: true});
      // Hidden: out of the accessibility tree as well (the `hidden` attribute).
      await expect(wrap).toBeHidden();
      await expect(block(page, 'bash').getByRole('button', {name: lang.wrap})).toHaveCount(0);
      await page.setViewportSize({width: 320, height: 700});
      await expect(wrap).toBeVisible();
      await page.setViewportSize({width: 1280, height: 800});
      await expect(wrap).toBeHidden();
    });
  });
}

test('a refused copy fails quietly', async ({page, consoleErrors: errors}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}});
    document.execCommand = () => false;
  });
  await openHydrated(page, '/tests/doc');
  const code = block(page, 'bash');
  await code.hover();
  await copyButton(code).click();
  // A copy that worked turns the label into "Copied" at once; wait out the refused promise.
  await page.waitForTimeout(200);
  await expect(copyButton(code)).toHaveAttribute('aria-label', 'Copy code to clipboard');
  expect(errors).toEqual([]);
});
