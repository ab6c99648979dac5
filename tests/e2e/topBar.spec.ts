import {expect, test, type Page} from './fixtures/test';
import {nextFrames, openHydrated} from './fixtures/visit';

const PHONE = {width: 390, height: 844};

function hamburger(page: Page) {
  return page.locator('nav.navbar button[data-narrow-menu-toggle="navScreen"]');
}

function menuButton(page: Page) {
  return page.locator('nav.navbar button[data-narrow-menu-toggle="drawer"]');
}

async function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

/** Bottom edge of the top bar, in viewport pixels (0 or less when it is out of sight). */
async function topBarBottom(page: Page): Promise<number> {
  return page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
}

test.describe('top bar on wide screens', () => {
  test('has a background on doc pages even at the top', async ({page}) => {
    await openHydrated(page, '/guide/start/');
    expect(await page.locator('nav.navbar').evaluate((nav) => getComputedStyle(nav).backgroundColor)).toMatch(/^rgb\(/);
  });

  test('stays visible while scrolling in the default mode', async ({page}) => {
    await openHydrated(page, '/guide/start/quick-start');
    await expect(page.locator('[data-top-bar-show]')).toHaveAttribute('data-top-bar-show', 'always');
    await page.mouse.move(640, 400);
    for (let step = 1; step <= 5; step++) {
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(step * 300 - 10);
      expect(await topBarBottom(page)).toBeGreaterThan(0);
    }
  });

  test('shows no Menu button or hamburger, and the doc sidebar in place', async ({page}) => {
    await openHydrated(page, '/guide/start/');
    await expect(menuButton(page)).toHaveCount(0);
    await expect(hamburger(page)).toBeHidden();
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
  });
});

test.describe('top bar between 768 and 1023 px', () => {
  test('keeps the nav items, and the doc sidebar moves behind the Menu button', async ({page}) => {
    await page.setViewportSize({width: 1000, height: 800});
    await openHydrated(page, '/guide/start/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Guide', exact: true})).toBeVisible();
    await expect(navbar.getByRole('button', {name: /English/})).toBeVisible();
    await expect(navbar.getByRole('button', {name: 'Web Infra products'})).toBeVisible();
    await expect(hamburger(page)).toBeHidden();
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveText('Menu');

    await menuButton(page).click();
    const drawer = page.locator('#rslib-sidebar-drawer');
    await expect(drawer.getByRole('link', {name: 'Quick Start', exact: true})).toBeVisible();
    // Growing to 1024 px closes the drawer and brings the sidebar back.
    await page.setViewportSize({width: 1024, height: 800});
    await expect(drawer).toHaveCount(0);
    await expect(menuButton(page)).toHaveCount(0);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
  });

  test('at 768 px the items are still in the bar', async ({page}) => {
    await page.setViewportSize({width: 768, height: 800});
    await openHydrated(page, '/zh/guide/start/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: '指南', exact: true})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'GitHub'})).toBeVisible();
    await expect(hamburger(page)).toBeHidden();
  });
});

test.describe('top bar on a phone', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize(PHONE);
  });

  test('the hamburger opens a full-screen nav that closes on navigation', async ({page}) => {
    await openHydrated(page, '/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Guide', exact: true})).toBeHidden();
    await expect(navbar.getByRole('link', {name: 'GitHub'})).toBeHidden();
    await expect(menuButton(page)).toHaveCount(0);

    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await hamburger(page).click();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
    const nav = page.locator('#rslib-nav-screen');
    await expect(nav).toBeVisible();
    // Once its opening animation is over, it covers the whole page below the top bar.
    await nav.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    const box = (await nav.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(PHONE.width);
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    expect(Math.round(box.y)).toBe(Math.round(await topBarBottom(page)));
    // Nav items, the language menu, social links and the colour toggle.
    await expect(nav.getByRole('link', {name: 'Config', exact: true})).toBeVisible();
    await expect(nav.getByRole('button', {name: /Languages/})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Discord'})).toBeVisible();
    await expect(nav.getByRole('button', {name: /dark mode|light mode|system mode/i})).toBeVisible();
    // Focus moved into it.
    await expect(nav.getByRole('link', {name: 'Guide', exact: true})).toBeFocused();

    await nav.getByRole('link', {name: 'Guide', exact: true}).click();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect(nav).toHaveCount(0);
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('body scrolling locks 300 ms after the nav opens and unlocks when it closes', async ({page}) => {
    await page.clock.install();
    await openHydrated(page, '/');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await hamburger(page).click();
    await expect(page.locator('#rslib-nav-screen')).toBeVisible();
    await page.clock.runFor(290);
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await page.clock.runFor(20);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await hamburger(page).click();
    await expect(page.locator('#rslib-nav-screen')).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('Escape closes the nav and returns focus to the hamburger', async ({page}) => {
    await openHydrated(page, '/zh/');
    await hamburger(page).click();
    await expect(page.locator('#rslib-nav-screen')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#rslib-nav-screen')).toHaveCount(0);
    await expect(hamburger(page)).toBeFocused();
  });

  test('the nav closes when the window reaches 768 px', async ({page}) => {
    await openHydrated(page, '/');
    await hamburger(page).click();
    const nav = page.locator('#rslib-nav-screen');
    await expect(nav).toBeVisible();
    await page.setViewportSize({width: 767, height: 844});
    await nextFrames(page);
    await expect(nav).toBeVisible();
    await page.setViewportSize({width: 768, height: 844});
    await expect(nav).toHaveCount(0);
    // And it stays closed when the window narrows again.
    await page.setViewportSize(PHONE);
    await expect(nav).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('the Menu button opens the doc sidebar, which closes on navigation', async ({page}) => {
    await openHydrated(page, '/zh/guide/start/');
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    await expect(menuButton(page)).toHaveText('菜单');
    await menuButton(page).click();
    const drawer = page.locator('#rslib-sidebar-drawer');
    await expect(drawer.getByRole('navigation', {name: '文档侧边栏'})).toBeVisible();
    await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', '/zh/guide/start/');
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    await drawer.getByRole('link', {name: '快速上手'}).click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
    await expect(drawer).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('the drawer closes on its backdrop, and opening the nav closes the drawer', async ({page}) => {
    await openHydrated(page, '/guide/start/');
    await menuButton(page).click();
    const drawer = page.locator('#rslib-sidebar-drawer');
    await expect(drawer).toBeVisible();
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect(drawer).toHaveCount(0);

    await menuButton(page).click();
    await expect(drawer).toBeVisible();
    await hamburger(page).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.locator('#rslib-nav-screen')).toBeVisible();
  });

  test('browser back closes an open menu too', async ({page}) => {
    await openHydrated(page, '/guide/start/');
    await page.locator('article a[href="/guide/start/quick-start"]').first().click();
    await expect(page).toHaveURL(/quick-start$/);
    // The new page is shown (a menu opened while a page is still loading closes when it arrives).
    await expect(page.locator('article h1')).toHaveText('Quick start');
    await hamburger(page).click();
    await expect(page.locator('#rslib-nav-screen')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect(page.locator('#rslib-nav-screen')).toHaveCount(0);
  });
});
