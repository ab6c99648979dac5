import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from './fixtures/test';
import {useBuiltCopy} from './fixtures/siteCopy';
import {POPOVER} from '../../src/shared/utils/popover';

// The main build shows the top bar always (the default of `themeConfig.topBar.show`). The
// other two modes are built into copies of the site with the RSLIB_TOP_BAR_SHOW override.
// To build one copy fewer, the "scroll" copy also switches the product-family popover to its
// click trigger and turns dark mode off (`behaviour.darkMode: false`); none of its tests
// depends on the others' switches.
test.describe.configure({mode: 'serial', timeout: 300_000});


async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

async function topBarBottom(page: Page): Promise<number> {
  return page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
}

test.describe('top bar shown "scroll": hides on the way down, returns on the way up', () => {
  const copy = useBuiltCopy('top-bar-scroll', {
    env: {RSLIB_TOP_BAR_SHOW: 'scroll'},
    prepare: (dir) => {
      const file = path.join(dir, 'docusaurus.config.ts');
      const config = fs.readFileSync(file, 'utf8');
      const item = "{type: 'custom-productFamily', position: 'left', trigger: 'hover'}";
      expect(config).toContain(item);
      expect(config).toContain('darkMode: true,');
      fs.writeFileSync(file, config.replace(item, item.replace("'hover'", "'click'")).replace('darkMode: true,', 'darkMode: false,'));
    },
  });

  test('with dark mode off the site is always light, with no toggle, whatever the system or storage says', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await open(page, `${copy.origin}/guide/start/?docusaurus-theme=dark`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('nav.navbar').getByRole('button', {name: /dark and light mode/})).toHaveCount(0);
    // Still light once the theme's own effects have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('hides while scrolling down and comes back when scrolling up', async ({page}) => {
    await open(page, `${copy.origin}/guide/start/quick-start`);
    await expect(page.locator('[data-top-bar-show]')).toHaveAttribute('data-top-bar-show', 'scroll');
    expect(await topBarBottom(page)).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 300);
    await expect.poll(() => topBarBottom(page)).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => topBarBottom(page)).toBeGreaterThan(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => topBarBottom(page)).toBeLessThanOrEqual(0);
  });

  test('the landing page bar still turns transparent at the top', async ({page}) => {
    await open(page, `${copy.origin}/`);
    expect(await page.locator('nav.navbar').evaluate((nav) => getComputedStyle(nav).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  });

  test('click trigger: a click opens, a second click or a click outside closes', async ({page}) => {
    await open(page, `${copy.origin}/guide/start/`);
    const button = page.locator('nav.navbar').getByRole('button', {name: 'Web Infra products'});
    const popover = page.getByRole('dialog', {name: 'Web Infra products'});
    await button.hover();
    // In hover mode it would open POPOVER.hoverDelayMs after the pointer arrives.
    await page.waitForTimeout(POPOVER.hoverDelayMs * 3);
    await expect(popover).toBeHidden();

    await button.click();
    await expect(popover).toBeVisible();
    await button.click();
    await expect(popover).toBeHidden();

    await button.click();
    await expect(popover).toBeVisible();
    await popover.getByRole('link', {name: /^Rspress /}).hover();
    await page.waitForTimeout(POPOVER.hoverDelayMs * 3);
    await expect(popover).toBeVisible();
    // A click outside the item closes it.
    await page.locator('article h1').click();
    await expect(popover).toBeHidden();

    // So do Escape, and leaving the item with the pointer.
    await button.click();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(popover).toBeVisible();
    await page.mouse.move(900, 600);
    await expect(popover).toBeHidden();
  });
});

test.describe('top bar shown "never": there is no top bar', () => {
  const copy = useBuiltCopy('top-bar-never', {env: {RSLIB_TOP_BAR_SHOW: 'never'}});

  for (const url of ['/', '/guide/start/quick-start']) {
    test(`no top bar on ${url}`, async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await open(page, `${copy.origin}${url}`);
      await expect(page.locator('nav.navbar')).toHaveCount(0);
      await expect(page.locator('main').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
