// Types in the code examples (features/codeTypes): a name in a block marked `twoslash` shows its
// type and doc when pointed at, focused or tapped, in both languages; Escape, leaving and a press
// elsewhere close it; the page reached by navigation works as the opened one; copying gives the code.
import {expect, test, type Locator, type Page} from './fixtures/test';
import {axeViolations} from './fixtures/axe';
import {openHydrated} from './fixtures/visit';

const FORMAT_TYPE = 'LibConfig.format?: Format';
const FORMAT_VALUES = "type Format = 'esm' | 'cjs' | 'umd' | 'mf' | 'iife'";

/** The popups work once their behaviour is attached (after the page's first paint). */
async function openWithTypes(page: Page, url: string): Promise<void> {
  await openHydrated(page, url);
  await expect(page.locator('html[data-type-popups]')).toHaveCount(1);
}

/** The first name `text` in a typed block of the article. */
const nameIn = (page: Page, text: string) => page.locator('article [data-type-target]').filter({hasText: new RegExp(`^${text}$`)}).first();
/** The popup that describes a name. */
async function popupOf(name: Locator): Promise<Locator> {
  const id = await name.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  return name.page().locator(`[id="${id}"]`);
}

for (const prefix of ['', '/zh']) {
  test.describe(`types in examples (${prefix || 'en'})`, () => {
    test('pointing at an option shows its declared type and doc; leaving and Escape close it', async ({page, consoleErrors}) => {
      await openWithTypes(page, `${prefix}/config/lib/format`);
      const format = nameIn(page, 'format');
      const popup = await popupOf(format);
      await expect(popup).toBeHidden();
      await format.hover();
      await expect(popup).toBeVisible();
      await expect(popup).toHaveAttribute('role', 'tooltip');
      await expect(popup).toContainText(FORMAT_TYPE);
      await expect(popup).toContainText(FORMAT_VALUES);
      await expect(popup).toContainText('Output format for the generated JavaScript files.');
      // The signature is code, in the code colours.
      await expect(popup.locator('code.type-signature .token.keyword').first()).toHaveText('type');
      // Placed beside the name, inside the window.
      const [nameBox, popupBox] = [await format.boundingBox(), await popup.boundingBox()];
      expect(Math.abs(popupBox!.y - (nameBox!.y + nameBox!.height)) < 12 || Math.abs(popupBox!.y + popupBox!.height - nameBox!.y) < 12).toBe(true);
      expect(popupBox!.x).toBeGreaterThanOrEqual(0);
      expect(popupBox!.x + popupBox!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      // The pointer can move into the popup (to read or select) without closing it.
      await popup.hover();
      await page.waitForTimeout(300);
      await expect(popup).toBeVisible();
      await page.mouse.move(5, 5);
      await expect(popup).toBeHidden();
      await format.hover();
      await expect(popup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });

    test('a name is reached by Tab, described to a screen reader, and closed by Escape with the focus kept', async ({page}) => {
      await openWithTypes(page, `${prefix}/config/lib/format`);
      const format = nameIn(page, 'format');
      const block = format.locator('xpath=ancestor::pre');
      await block.focus();
      // Tab from the block's own stop through its names until `format`.
      const names = block.locator('[data-type-target]');
      const index = await names.evaluateAll((all, target) => all.findIndex((el) => el.textContent === target), 'format');
      for (let i = 0; i <= index; i++) await page.keyboard.press('Tab');
      await expect(format).toBeFocused();
      const popup = await popupOf(format);
      await expect(popup).toBeVisible();
      await expect(format).toHaveAccessibleDescription(new RegExp(FORMAT_TYPE.replace(/[.?*()|]/g, '\\$&')));
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(format).toBeFocused();
      // The next name opens its own.
      await page.keyboard.press('Tab');
      const next = names.nth(index + 1);
      await expect(next).toBeFocused();
      await expect(await popupOf(next)).toBeVisible();
      await expect(popup).toBeHidden();
    });

    test('a tap on a phone opens it, a tap elsewhere closes it', async ({browser}) => {
      const context = await browser.newContext({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
      const page = await context.newPage();
      await openWithTypes(page, `${prefix}/config/lib/format`);
      const format = nameIn(page, 'format');
      const popup = await popupOf(format);
      await format.tap();
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(FORMAT_TYPE);
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await page.locator('article h1').tap();
      await expect(popup).toBeHidden();
      await context.close();
    });

    test('axe finds no violations with a popup open @theme', async ({page}) => {
      await openWithTypes(page, `${prefix}/config/lib/format`);
      const format = nameIn(page, 'format');
      await format.hover();
      await expect(await popupOf(format)).toBeVisible();
      expect(await axeViolations(page, '.theme-code-block:has([data-type-target])')).toEqual([]);
      expect(await axeViolations(page, '.type-popup:popover-open')).toEqual([]);
    });
  });
}

test('a page reached by navigation has the same popups', async ({page, consoleErrors}) => {
  await openWithTypes(page, '/config/lib/bundle');
  await page.locator('a.menu__link[href="/config/lib/format"]').first().click();
  await expect(page).toHaveURL(/\/config\/lib\/format$/);
  const format = nameIn(page, 'format');
  await format.hover();
  const popup = await popupOf(format);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(FORMAT_TYPE);
  expect(consoleErrors).toEqual([]);
});

test('a `// ^?` answers under its line, and copying gives the code without answers or popups', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWithTypes(page, '/tests/doc');
  const block = page.locator('article .theme-code-block').filter({has: page.locator('.type-query')});
  const answer = block.locator('.type-query');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('LibConfig.syntax?: Syntax');
  // Under the line of `syntax`, from its column.
  const syntax = block.locator('[data-type-target]').filter({hasText: /^syntax$/});
  const [nameBox, answerBox] = [await syntax.boundingBox(), await answer.boundingBox()];
  expect(answerBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height - 1);
  expect(Math.abs(answerBox!.x - nameBox!.x)).toBeLessThan(16);
  await block.hover();
  await block.locator('button[title="Copy"]').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm', syntax: 'es2021' }],\n});",
  );
});
