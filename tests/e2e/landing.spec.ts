import {axeViolations} from './fixtures/axe';
import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

/** What each language's landing page should say, from the translatable keys. */
const languages = [
  {
    home: '/',
    prefix: '',
    subtitle: 'Rsbuild-based Library Development Tool',
    slogan: 'Create JavaScript libraries in a simple and intuitive way',
    quickStart: 'Quick Start',
    toolStackTitle: 'Tool Stack',
    toolStackDesc: 'High-performance tool stack built around Rspack to boost modern web development',
    rspack: {description: /fast JavaScript bundler written in Rust/, href: 'https://rspack.rs/'},
  },
  {
    home: '/zh/',
    prefix: '/zh',
    subtitle: '基于 Rsbuild 的库开发工具',
    slogan: '以简单直观的方式创建 JavaScript 库',
    quickStart: '快速上手',
    toolStackTitle: '工具栈',
    toolStackDesc: '围绕 Rspack 打造的高性能工具栈，助力现代 Web 开发',
    rspack: {description: /用 Rust 编写的高性能 JavaScript 打包工具/, href: 'https://rspack.rs/zh/'},
  },
];

const TOOLS = ['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor', 'Rslib'];

/** The computed background colour of the top bar. */
async function topBarBackground(page: Page): Promise<string> {
  return page.locator('nav.navbar').evaluate((nav) => getComputedStyle(nav).backgroundColor);
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

for (const lang of languages) {
  test.describe(`landing page ${lang.home}`, () => {
    test('shows the hero with Rslib texts and buttons', async ({page, consoleErrors: errors}) => {
      await openHydrated(page, lang.home);
      const hero = page.locator('main section').first();
      await expect(hero.getByRole('heading', {level: 1})).toHaveText('Rslib');
      await expect(hero).toContainText(lang.subtitle);
      await expect(hero).toContainText(lang.slogan);
      await expect(hero.getByRole('link', {name: lang.quickStart})).toHaveAttribute('href', `${lang.prefix}/guide/start/quick-start`);
      await expect(hero.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', 'https://github.com/web-infra-dev/rslib');
      // The oval glow is on by default.
      await expect(hero.getByTestId('hero-oval')).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test('has a full-page background image of our own', async ({page}) => {
      await openHydrated(page, lang.home);
      const background = await page.getByTestId('landing-background').evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {image: style.backgroundImage, position: style.position, width: box.width, height: box.height};
      });
      // An SVG of this site: inlined by the bundler, or served from this host.
      expect(background.image).toMatch(/^url\("(data:image\/svg\+xml[;,]|http:\/\/127\.0\.0\.1:\d+\/[^"]+\.svg")/);
      expect(background.position).toBe('fixed');
      expect(background.width).toBe(page.viewportSize()!.width);
      expect(background.height).toBe(page.viewportSize()!.height);
    });

    test('the top bar is transparent until 100 px of scroll, and again when back above it', async ({page}) => {
      await openHydrated(page, lang.home);
      expect(await topBarBackground(page)).toBe('rgba(0, 0, 0, 0)');
      await scrollTo(page, 99);
      await expect.poll(() => topBarBackground(page)).toBe('rgba(0, 0, 0, 0)');
      await scrollTo(page, 100);
      await expect.poll(() => topBarBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
      // Fully opaque once scrolled (after the colour transition).
      await expect.poll(() => topBarBackground(page)).toMatch(/^rgb\(/);
      await scrollTo(page, 99);
      await expect.poll(() => topBarBackground(page)).toBe('rgba(0, 0, 0, 0)');
    });

    test('the tool stack shows five tools in the page language', async ({page}) => {
      await openHydrated(page, lang.home);
      const section = page.getByRole('region', {name: lang.toolStackTitle});
      await expect(section.getByRole('heading', {level: 2})).toHaveText(lang.toolStackTitle);
      await expect(section).toContainText(lang.toolStackDesc);
      const cards = section.getByRole('link');
      await expect(cards).toHaveCount(5);
      for (const [index, name] of TOOLS.entries()) {
        const card = cards.nth(index);
        await expect(card).toContainText(name);
        await expect(card).toHaveAttribute('target', '_blank');
        await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
        const logo = card.locator('img');
        await expect(logo).toHaveAttribute('loading', 'lazy');
        await expect(logo).toHaveAttribute('src', new RegExp(`^${lang.prefix}/img/`));
      }
      const rspack = section.getByRole('link', {name: /^Rspack /});
      await expect(rspack).toContainText(lang.rspack.description);
      await expect(rspack).toHaveAttribute('href', lang.rspack.href);
    });
  });
}

test('tool logos load lazily from this site and a broken one becomes a blank placeholder', async ({page}) => {
  await page.route('**/img/tools/rsdoctor.svg', (route) => route.abort());
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openHydrated(page, '/');
  const section = page.getByRole('region', {name: 'Tool Stack'});
  await section.scrollIntoViewIfNeeded();
  const rsdoctor = section.getByRole('link', {name: /^Rsdoctor /}).locator('img');
  await expect(rsdoctor).toHaveAttribute('data-placeholder', 'true');
  await expect(rsdoctor).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  const rspack = section.getByRole('link', {name: /^Rspack /}).locator('img');
  await expect(rspack).not.toHaveAttribute('data-placeholder', 'true');
  await expect.poll(() => rspack.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Nothing on the page comes from another host.
  expect(requests.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
});

test.describe('hero stars', () => {
  /** Centre of star `index`, in viewport pixels. */
  async function centreOf(page: Page, index: number) {
    const box = await page.getByTestId('hero-stars').locator('span').nth(index).boundingBox();
    if (!box) throw new Error(`star ${index} has no box`);
    return {x: box.x + box.width / 2, y: box.y + box.height / 2};
  }

  test('35 stars growing by index / 20 + 3 px', async ({page}) => {
    await openHydrated(page, '/');
    const sizes = await page
      .getByTestId('hero-stars')
      .locator('span')
      .evaluateAll((stars) => stars.map((star) => star.getBoundingClientRect().width));
    expect(sizes).toHaveLength(35);
    sizes.forEach((size, index) => expect(size).toBeCloseTo(index / 20 + 3, 1));
  });

  test('a star moves towards the pointer within 100 px and stays put beyond', async ({page}) => {
    await openHydrated(page, '/');
    const viewport = page.viewportSize()!;
    // A star with room to its right for the pointer, away from the other stars' influence.
    let index = -1;
    let home = {x: 0, y: 0};
    for (let i = 34; i >= 0; i--) {
      const centre = await centreOf(page, i);
      if (centre.x + 160 < viewport.width && centre.y > 80 && centre.y < viewport.height - 20) {
        index = i;
        home = centre;
        break;
      }
    }
    expect(index).toBeGreaterThanOrEqual(0);

    // 60 px to the right: the star drifts right, closer to the pointer.
    await page.mouse.move(home.x + 60, home.y);
    await expect.poll(async () => (await centreOf(page, index)).x - home.x).toBeGreaterThan(15);
    const moved = await centreOf(page, index);
    expect(moved.x - home.x).toBeLessThan(60);
    expect(Math.abs(moved.y - home.y)).toBeLessThan(1);

    // 101 px away: it goes back to its place and stays there.
    await page.mouse.move(home.x + 101, home.y);
    await expect.poll(async () => Math.abs((await centreOf(page, index)).x - home.x)).toBeLessThan(0.5);
    await page.mouse.move(home.x + 150, home.y);
    // Nothing to await when nothing should move: a star eases every frame, so 400 ms is plenty.
    await page.waitForTimeout(400);
    expect(Math.abs((await centreOf(page, index)).x - home.x)).toBeLessThan(0.5);
  });

  test('there are no stars for visitors who prefer reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await openHydrated(page, '/');
    await expect(page.getByTestId('hero-stars')).toBeHidden();
    await expect(page.getByTestId('hero-stars').locator('span').first()).toBeHidden();
  });
});

// The landing page as it first shows is audited by the sitemap sweep; these are its other states.
test.describe('accessibility of the landing page', () => {
  for (const home of ['/', '/zh/']) {
    test(`axe finds nothing on ${home} scrolled, with the product family open @theme`, async ({page}) => {
      await openHydrated(page, home);
      await scrollTo(page, 400);
      await page.locator('nav.navbar').getByRole('button', {name: /^(Web Infra products|Web Infra 产品)$/}).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`axe finds nothing on ${home} on a phone with the nav open @theme`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await openHydrated(page, home);
      await page.locator('nav.navbar button[data-narrow-menu-toggle="navScreen"]').click();
      await expect(page.locator('#rslib-nav-screen')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
