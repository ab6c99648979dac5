import {expect, test, type Locator, type Page} from './fixtures/test';
import {configSidebar} from './fixtures/sidebars';
import {layOutWholeText, nextFrames, openHydrated} from './fixtures/visit';

const languages = [
  {
    prefix: '',
    label: 'Filter',
    placeholder: 'Enter keyword',
    empty: 'No matching API found',
    groups: ['Lib Configurations', 'Rsbuild Configurations'],
    // Typed in capitals: matching ignores case.
    keyword: 'EXTENSION',
    matches: /extension/i,
  },
  {
    prefix: '/zh',
    label: '筛选',
    placeholder: '输入关键词',
    empty: '没有找到匹配的 API',
    groups: ['Lib 配置', 'Rsbuild 配置'],
    // In the Chinese pages only headings carry this word ("扩展名规则", "产物文件扩展名").
    keyword: '扩展名',
    matches: /扩展名/,
  },
];

const overviewOf = (page: Page) => page.locator('article section').filter({has: page.getByRole('searchbox')}).first();
// What the reader sees: the overview of the page a reader opens hides what the filter leaves out.
const cardsOf = (overview: Locator) => overview.locator('h3:visible');

for (const lang of languages) {
  test.describe(`the config overview (${lang.prefix || 'en'})`, () => {
    test('groups every page of the config sidebar, each with its level-2 headings', async ({page, consoleErrors: errors}) => {
      await openHydrated(page, `${lang.prefix}/config/`);
      const overview = overviewOf(page);
      await expect(overview.locator('h2')).toHaveText(lang.groups);
      // One card per page of the config sidebar's two groups, each group led by its index page.
      const optionPages = configSidebar.filter(([, path]) => path && /^\/config\/(lib|rsbuild)\/./.test(path)).length;
      await expect(cardsOf(overview)).toHaveCount(optionPages + 2);
      await expect(overview.getByRole('link', {name: 'lib.format', exact: true})).toHaveAttribute('href', `${lang.prefix}/config/lib/format`);

      // A card lists exactly the h2 headings of its page, linking to each.
      const card = overview.locator('h3', {hasText: /^lib\.format$/}).locator('xpath=..');
      const listed = await card.locator('li a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
      await page.goto(`${lang.prefix}/config/lib/format`);
      const headings = await page
        .locator('article .markdown h2[id]')
        .evaluateAll((els, base) => els.map((h) => [h.textContent?.replace(/\u200b/g, '').trim(), `${base}#${h.id}`]), `${lang.prefix}/config/lib/format`);
      expect(listed.length).toBeGreaterThan(3);
      expect(listed).toEqual(headings);
      expect(errors).toEqual([]);
    });

    // The same filter on the page a reader opens (its text not hydrated) and on one React renders.
    for (const reached of [false, true]) test(`the filter narrows pages and headings as you type, and says when nothing matches (${reached ? 'reached by navigation' : 'opened'})`, async ({page}) => {
      if (reached) {
        await openHydrated(page, `${lang.prefix}/config/lib/format`);
        await page.locator(`nav a[href="${lang.prefix}/config/"]`).first().click();
        await expect(page.locator('article h1')).toBeVisible();
        await expect(page.locator('[data-static-article]')).toHaveCount(0);
      } else {
        await openHydrated(page, `${lang.prefix}/config/`);
        await expect(page.locator('[data-static-article]')).toHaveCount(1);
      }
      const overview = overviewOf(page);
      const input = page.getByLabel(lang.label);
      await expect(input).toHaveAttribute('placeholder', lang.placeholder);
      const total = await cardsOf(overview).count();

      await input.pressSequentially(lang.keyword);
      await expect.poll(() => cardsOf(overview).count()).toBeLessThan(total);
      const shown = await cardsOf(overview).evaluateAll((titles) =>
        titles.map((h) => ({
          title: h.textContent ?? '',
          headings: Array.from(h.parentElement!.querySelectorAll('li'))
            .filter((li) => li.checkVisibility())
            .map((li) => li.textContent ?? ''),
        })),
      );
      expect(shown.map((card) => card.title)).toContain('lib.autoExtension');
      expect(shown.map((card) => card.title)).toContain('lib.format');
      for (const card of shown) {
        const titleMatches = lang.matches.test(card.title);
        expect(titleMatches || (card.headings.length > 0 && card.headings.every((h) => lang.matches.test(h))), card.title).toBe(true);
      }
      await expect(overview.getByRole('status').filter({hasText: lang.empty})).toHaveCount(0);

      await input.fill('no option is called this');
      await expect(overview.getByRole('status').filter({hasText: lang.empty})).toBeVisible();
      await expect(cardsOf(overview)).toHaveCount(0);

      await input.fill('');
      await expect(cardsOf(overview)).toHaveCount(total);
    });

    test('the page text follows the overview', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/config/`);
      const h1 = page.locator('article h1');
      await expect(h1).toHaveCount(1);
      const order = await page.evaluate(() => {
        const h1 = document.querySelector('article h1')!;
        const filter = document.querySelector('article input[type="search"]')!;
        const prose = document.querySelector('article h2#structure')!;
        const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return follows(h1, filter) && follows(filter, prose);
      });
      expect(order).toBe(true);
    });
  });
}

test('full-width Latin letters match their ASCII form, and a Chinese keyword can match nothing', async ({page}) => {
  await openHydrated(page, '/zh/config/');
  const overview = overviewOf(page);
  const input = page.getByLabel('筛选');
  await input.fill('ｕｍｄＮａｍｅ');
  await expect(cardsOf(overview)).toHaveText(['lib.umdName']);
  await input.fill('没有这个配置项');
  await expect(overview.getByRole('status')).toHaveText('没有找到匹配的 API');
  await expect(cardsOf(overview)).toHaveCount(0);
});

// On a phone the opened overview's far cards skip layout and paint until the reader nears them
// (features/overview/Overview/styles.module.css).
test.describe('the far cards of the opened config overview, on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('wait for their layout from the fifth on, hold at least their own height meanwhile, and once reached sit where they sit with nothing deferred', async ({page}) => {
    const cards = () =>
      page.evaluate(() => {
        const top = document.querySelector('[data-overview-group]')!.getBoundingClientRect().top;
        return Array.from(document.querySelectorAll('[data-overview-page]')).map((cell) => {
          const box = cell.getBoundingClientRect();
          return {rendered: cell.firstElementChild!.checkVisibility({contentVisibilityAuto: true}), height: box.height, offset: Math.round(box.top - top)};
        });
      });
    await openHydrated(page, '/config/');
    const atLoad = await cards();
    expect(atLoad.slice(0, 4).map((card) => card.rendered)).toEqual([true, true, true, true]);
    expect(atLoad.at(-1)!.rendered).toBe(false);
    // Scrolled through, every card is laid out on the way (and skipped again once far behind,
    // keeping the height it had) and ends where it would be.
    const seen = atLoad.map((card) => card.rendered);
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await nextFrames(page);
      (await cards()).forEach((card, index) => (seen[index] ||= card.rendered));
    }
    expect(seen.every(Boolean)).toBe(true);
    const reached = await cards();
    await layOutWholeText(page);
    await nextFrames(page);
    const whole = await cards();
    expect(reached.map((card) => card.offset)).toEqual(whole.map((card) => card.offset));
    // What a skipped card held at load is no less than its height.
    atLoad.forEach((card, index) => {
      if (!card.rendered) expect(card.height, `card ${index + 1}`).toBeGreaterThanOrEqual(whole[index]!.height);
    });
  });
});
