// The text of the page a reader opens stays the server's HTML (React does not hydrate it), and
// everything in it works as on a page React renders: both kinds of page are checked here.
import {expect, test, type Page} from './fixtures/test';
import {isRendered, nextFrames, openHydrated} from './fixtures/visit';

const article = (page: Page) => page.locator('article .theme-doc-markdown');
/** A mark on the window survives navigation through the router, not a reload. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as {spaMark: number}).spaMark = 1));
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as {spaMark?: number}).spaMark === 1);

async function checkTabsAndCopy(page: Page): Promise<void> {
  const tabs = article(page).locator('.tabs-container').first();
  await tabs.getByRole('tab', {name: 'yarn'}).click();
  await expect(tabs.getByRole('tab', {name: 'yarn'})).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager'))).toBe('yarn');
  const block = tabs.locator('[role="tabpanel"]:not([hidden]) .theme-code-block');
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^yarn /);
}

test.beforeEach(async ({context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('the opened page keeps its text as the server sent it, and its tabs and copy buttons work', async ({page, consoleErrors}) => {
  await openHydrated(page, '/guide/start/quick-start');
  await expect(page.locator('[data-static-article]')).toHaveCount(1);
  await checkTabsAndCopy(page);
  expect(consoleErrors).toEqual([]);
});

/** Clicks a link of the page's text to another page of the site: the router opens it, without a reload. */
async function checkPageLink(page: Page, href: string, title: string): Promise<void> {
  await markWindow(page);
  await article(page).locator(`a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('article h1')).toHaveText(title);
  expect(await windowMarked(page)).toBe(true);
}

/** Clicks a heading link of the page's text: the heading lands 72 px below the top, without a reload. */
async function checkHeadingLink(page: Page): Promise<void> {
  await markWindow(page);
  const anchor = article(page).locator('h2 a.hash-link').nth(1);
  const id = (await anchor.getAttribute('href'))!.slice(1);
  await anchor.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect.poll(() => page.locator(`[id="${id}"]`).evaluate((heading) => Math.round(heading.getBoundingClientRect().top))).toBe(72);
  expect(await windowMarked(page)).toBe(true);
}

test('a link in the opened page\'s text opens the next page without a reload; that page is rendered by React and its links and tabs work the same', async ({page, consoleErrors}) => {
  await openHydrated(page, '/guide/start/');
  await checkPageLink(page, '/guide/start/quick-start', 'Quick start');
  await expect(page.locator('[data-static-article]')).toHaveCount(0);
  await checkTabsAndCopy(page);
  await checkPageLink(page, '/guide/basic/cli', 'Command line');
  expect(consoleErrors).toEqual([]);
});

test('a heading link goes to the heading without a reload, in the opened page\'s text and in a text React renders', async ({page, consoleErrors}) => {
  await openHydrated(page, '/guide/start/quick-start');
  await checkHeadingLink(page);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(page.locator('[data-static-article]')).toHaveCount(0);
  await checkHeadingLink(page);
  expect(consoleErrors).toEqual([]);
});

test('a collapsible section in the opened page\'s text opens and closes, as on a page React renders', async ({page}) => {
  const toggleTwice = async () => {
    const details = article(page).locator('details').first();
    const content = details.getByText('Hidden until the summary is clicked.');
    await expect(content).toBeHidden();
    await details.locator('summary').click();
    await expect(content).toBeVisible();
    await details.locator('summary').click();
    await expect(content).toBeHidden();
  };
  await openHydrated(page, '/tests/doc');
  await expect(page.locator('[data-static-article]')).toHaveCount(1);
  await toggleTwice();
  // The same page rendered by React: reached through the router, from a link put into the text
  // of another opened page (no page links to the fixture).
  await openHydrated(page, '/guide/start/');
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), {href: '/tests/doc', textContent: 'to the fixture'});
    document.querySelector('[data-static-article]')!.append(link);
  });
  await markWindow(page);
  await page.getByRole('link', {name: 'to the fixture'}).click();
  await expect(page.locator('article h1')).toHaveText('Test: doc page');
  expect(await windowMarked(page)).toBe(true);
  await expect(page.locator('[data-static-article]')).toHaveCount(0);
  await toggleTwice();
});

// The opened page's far blocks skip layout and paint until the browser nears them
// (features/performance/StaticArticle/styles.module.css); jumps to a heading still land on it.
/** Whether the browser renders the inside of `selector`'s last match (false: skipped for now). */
const lastRendered = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const blocks = document.querySelectorAll(s);
    const inside = blocks[blocks.length - 1]!.firstElementChild ?? blocks[blocks.length - 1]!;
    return inside.checkVisibility({contentVisibilityAuto: true});
  }, selector);
const headingTop = (page: Page, id: string) => page.locator(`[id="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top));

test.describe('the far blocks of the opened page, on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('wait for their layout until the reader nears them; the first screen and pages reached by navigation lay out everything', async ({page}) => {
    await openHydrated(page, '/guide/start/quick-start');
    const firstParagraph = page.locator('[data-static-article] > p').first();
    expect(await isRendered(firstParagraph.locator('code, a').first())).toBe(true);
    expect(await lastRendered(page, '[data-static-article] > div')).toBe(false);
    await page.locator('[data-static-article] > div').last().scrollIntoViewIfNeeded();
    await expect.poll(() => lastRendered(page, '[data-static-article] > div')).toBe(true);
    // The same page through the router: React renders its text, with nothing deferred.
    await openHydrated(page, '/guide/start/');
    await article(page).locator('a[href="/guide/start/quick-start"]').first().click();
    await expect(page.locator('article h1')).toHaveText('Quick start');
    expect(await lastRendered(page, 'article .theme-doc-markdown > div')).toBe(true);
  });

  test('an outline link to the last heading lands it 72 px below the top', async ({page}) => {
    await openHydrated(page, '/guide/start/quick-start');
    const outline = page.locator('.theme-doc-toc-mobile');
    await outline.locator('button').click();
    // Once the outline has opened: a link clicked while it still grows lands short of its heading
    // whatever the text (the jump is measured before the outline's last frames).
    const height = () => outline.evaluate((el) => el.getBoundingClientRect().height);
    await expect.poll(async () => {
      const before = await height();
      await nextFrames(page);
      return before > 100 && before === (await height());
    }).toBe(true);
    await outline.locator('a').last().click();
    await expect(page).toHaveURL(/#next-steps$/);
    await expect.poll(() => headingTop(page, 'next-steps')).toBe(72);
  });

  test('the doc footer and pagination after a long text wait as well and, once reached, sit where they sit on a page with nothing deferred; after a short text they are laid out at once', async ({page}) => {
    const footersRendered = (list = ['.theme-doc-footer', '.pagination-nav']) => Promise.all(list.map((s) => isRendered(page.locator(`${s} > *`).first())));
    // Gaps from the end of the text to the edit link, to the pagination, to the site footer.
    const gaps = () =>
      page.evaluate(() => {
        const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
        return [box('.theme-edit-this-page').top - box('article .theme-doc-markdown').bottom, box('.pagination-nav').top - box('.theme-edit-this-page').top, box('.theme-layout-footer').top - box('.pagination-nav').bottom].map(Math.round);
      });
    await openHydrated(page, '/guide/start/quick-start');
    expect(await footersRendered()).toEqual([false, false]);
    await page.locator('.theme-layout-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => footersRendered()).toEqual([true, true]);
    const openedGaps = await gaps();
    // The same page through the router: React renders it, nothing waits.
    await openHydrated(page, '/guide/start/');
    await article(page).locator('a[href="/guide/start/quick-start"]').first().click();
    await expect(page.locator('article h1')).toHaveText('Quick start');
    expect(await footersRendered()).toEqual([true, true]);
    expect(await gaps()).toEqual(openedGaps);
    // A short text on a page with no pagination (a fixture outside the sidebar): its doc footer is on the first screen.
    await openHydrated(page, '/tests/no-outline');
    expect(await footersRendered(['.theme-doc-footer'])).toEqual([true]);
  });

  test('a focused pagination card after a long text shows its whole focus ring', async ({page}) => {
    await openHydrated(page, '/guide/start/quick-start');
    const card = page.locator('.pagination-nav__link--prev');
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    // The strip just outside the card's left border, where the ring is drawn.
    const strip = () => page.screenshot({clip: {x: box.x - 3, y: box.y + box.height / 2 - 10, width: 3, height: 20}});
    const unfocused = await strip();
    await page.locator('.theme-edit-this-page').focus();
    await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    expect((await strip()).equals(unfocused)).toBe(false);
  });

  test('opened at a far heading, the page lands on it', async ({page}) => {
    await page.goto('/guide/start/quick-start#next-steps');
    await expect(page.locator('html[data-opened-at-hash]')).toHaveCount(1);
    await expect.poll(() => headingTop(page, 'next-steps')).toBe(72);
    expect(await lastRendered(page, '[data-static-article] > div')).toBe(true);
  });
});

test('on a desktop screen the opened page defers no block of its text (only the lines inside code blocks out of view)', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openHydrated(page, '/guide/start/quick-start');
  expect(await lastRendered(page, '[data-static-article] > div')).toBe(true);
  expect(await isRendered(page.locator('[data-static-article] > div pre').last())).toBe(true);
});
