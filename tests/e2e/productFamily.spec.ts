import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const languages = [
  {
    url: '/guide/start/',
    prefix: '',
    button: 'Web Infra products',
    cards: [
      ['Rspack', 'Rust-based bundler', 'https://rspack.rs/'],
      ['Rsbuild', 'Build tool powered by Rspack', 'https://rsbuild.rs/'],
      ['Rspress', 'Static site generator', 'https://rspress.rs/'],
      ['Rslib', 'Library development tool', 'https://rslib.rs/'],
      ['Rsdoctor', 'Build analyser', 'https://rsdoctor.rs/'],
      ['awesome-rspack', 'Curated Rspack resources', 'https://github.com/web-infra-dev/awesome-rspack'],
    ],
  },
  {
    url: '/zh/guide/start/',
    prefix: '/zh',
    button: 'Web Infra 产品',
    cards: [
      ['Rspack', '基于 Rust 的打包工具', 'https://rspack.rs/zh/'],
      ['Rsbuild', '由 Rspack 驱动的构建工具', 'https://rsbuild.rs/zh/'],
      ['Rspress', '静态站点生成器', 'https://rspress.rs/zh/'],
      ['Rslib', '库开发工具', 'https://rslib.rs/zh/'],
      ['Rsdoctor', '构建分析工具', 'https://rsdoctor.rs/zh/'],
      ['awesome-rspack', 'Rspack 相关资源精选', 'https://github.com/web-infra-dev/awesome-rspack'],
    ],
  },
];

function familyButton(page: Page, name = 'Web Infra products') {
  return page.locator('nav.navbar').getByRole('button', {name});
}

function familyPopover(page: Page, name = 'Web Infra products') {
  return page.getByRole('dialog', {name});
}

/** Stops the page's clock, so that the 0.1 s delays can be stepped through exactly. */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

for (const lang of languages) {
  test(`the cards follow the page language (${lang.url})`, async ({page}) => {
    await openHydrated(page, lang.url);
    await familyButton(page, lang.button).hover();
    const popover = familyPopover(page, lang.button);
    await expect(popover).toBeVisible();
    const header = popover.getByRole('link', {name: 'Web Infra', exact: true});
    await expect(header).toHaveAttribute('href', 'https://github.com/web-infra-dev');
    const cards = popover.locator('li a');
    await expect(cards).toHaveCount(6);
    for (const [index, [name, description, href]] of lang.cards.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(name);
      await expect(card).toContainText(description);
      await expect(card).toHaveAttribute('href', href);
      await expect(card).toHaveAttribute('target', '_blank');
      await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
      // Our own logos, from this site.
      await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`^${lang.prefix}/img/`));
    }
  });
}

test('hover opens after 0.1 s and leaving closes after 0.1 s', async ({page}) => {
  await page.clock.install();
  await openHydrated(page, '/guide/start/');
  await pauseClock(page);
  const button = familyButton(page);
  const popover = familyPopover(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.hover();
  await page.clock.runFor(90);
  await expect(popover).toBeHidden();
  await page.clock.runFor(20);
  await expect(popover).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAttribute('aria-controls', (await popover.getAttribute('id'))!);

  // Moving from the button into the popover keeps it open.
  await popover.getByRole('link', {name: /^Rsbuild /}).hover();
  await page.clock.runFor(300);
  await expect(popover).toBeVisible();

  await page.mouse.move(900, 500);
  await page.clock.runFor(90);
  await expect(popover).toBeVisible();
  await page.clock.runFor(20);
  await expect(popover).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a pointer that only passes over the button does not open it', async ({page}) => {
  await page.clock.install();
  await openHydrated(page, '/guide/start/');
  await pauseClock(page);
  await familyButton(page).hover();
  await page.clock.runFor(50);
  await page.mouse.move(900, 500);
  await page.clock.runFor(500);
  await expect(familyPopover(page)).toBeHidden();
});

test('the popover hangs from the bottom-left of the button, above the page', async ({page}) => {
  await openHydrated(page, '/guide/start/');
  await familyButton(page).hover();
  const popover = familyPopover(page);
  await expect(popover).toBeVisible();
  const button = (await familyButton(page).boundingBox())!;
  const panel = (await popover.boundingBox())!;
  expect(Math.abs(panel.x - button.x)).toBeLessThan(1);
  expect(panel.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
  expect(await popover.evaluate((el) => getComputedStyle(el).zIndex)).toBe('100');
  // Card titles are at least 177 px wide, so short names do not wrap.
  const titleWidths = await popover.locator('li a > span').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  expect(titleWidths).toHaveLength(6);
  for (const width of titleWidths) expect(width).toBeGreaterThanOrEqual(177);
});

test('keyboard: Enter opens and moves focus in, Escape closes and moves it back', async ({page}) => {
  await openHydrated(page, '/guide/start/');
  const button = familyButton(page);
  const popover = familyPopover(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('link', {name: 'Web Infra', exact: true})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popover.getByRole('link', {name: /^Rspack /})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('focus leaving the popover closes it', async ({page}) => {
  await openHydrated(page, '/guide/start/');
  const popover = familyPopover(page);
  await familyButton(page).focus();
  await page.keyboard.press('Space');
  await expect(popover).toBeVisible();
  // Header link and six cards, then out to the next item of the top bar.
  for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
  await expect(popover).toBeHidden();
  await expect(page.locator('nav.navbar').getByRole('link', {name: 'Guide', exact: true})).toBeFocused();
});

test('a click opens it, and a click elsewhere closes it through blur', async ({page}) => {
  await openHydrated(page, '/guide/start/');
  const popover = familyPopover(page);
  await familyButton(page).click();
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('link', {name: 'Web Infra', exact: true})).toBeFocused();
  await page.locator('article h1').click();
  await expect(popover).toBeHidden();
});

test('Escape closes a popover opened by hover without moving focus', async ({page}) => {
  await openHydrated(page, '/guide/start/');
  const popover = familyPopover(page);
  await familyButton(page).hover();
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(familyButton(page)).not.toBeFocused();
});

test('a logo that fails to load is replaced by a blank placeholder', async ({page}) => {
  await page.route('**/img/tools/rsbuild.svg', (route) => route.fulfill({status: 404, body: 'missing'}));
  await openHydrated(page, '/guide/start/');
  await familyButton(page).hover();
  const popover = familyPopover(page);
  await expect(popover).toBeVisible();
  const rsbuild = popover.getByRole('link', {name: /^Rsbuild /}).locator('img');
  await expect(rsbuild).toHaveAttribute('data-placeholder', 'true');
  await expect(rsbuild).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  const others = popover.locator('li a').filter({hasNotText: /^Rsbuild/}).locator('img');
  await expect(others).toHaveCount(5);
  for (const img of await others.all()) {
    await expect(img).not.toHaveAttribute('data-placeholder', 'true');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
});

test('logos are loaded only when the popover opens', async ({page}) => {
  const logoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/img\/tools\//.test(request.url())) logoRequests.push(request.url());
  });
  await openHydrated(page, '/guide/start/');
  await page.waitForLoadState('networkidle');
  expect(logoRequests).toEqual([]);
  await familyButton(page).hover();
  await expect(familyPopover(page)).toBeVisible();
  await expect.poll(() => logoRequests.length).toBe(5);
});

test('on a phone the family is listed in the full-screen nav', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await openHydrated(page, '/zh/guide/start/');
  await expect(familyButton(page, 'Web Infra 产品')).toBeHidden();
  await page.locator('nav.navbar button[data-narrow-menu-toggle="navScreen"]').click();
  const nav = page.locator('#rslib-nav-screen');
  await expect(nav.getByRole('link', {name: 'Web Infra', exact: true})).toHaveAttribute('href', 'https://github.com/web-infra-dev');
  await expect(nav.getByRole('link', {name: /Rspack.*基于 Rust 的打包工具/})).toHaveAttribute('href', 'https://rspack.rs/zh/');
});
