import {expect, test, type Locator, type Page} from '@playwright/test';
import {collectErrors, openHydrated} from './fixtures/visit';

const languages = [
  {
    prefix: '',
    label: 'Filter',
    placeholder: 'Enter keyword',
    empty: 'No matching API found',
    groups: ['Lib Configurations', 'Rsbuild Configurations'],
  },
  {
    prefix: '/zh',
    label: '筛选',
    placeholder: '输入关键词',
    empty: '没有找到匹配的 API',
    groups: ['Lib 配置', 'Rsbuild 配置'],
  },
];

const overviewOf = (page: Page) => page.locator('article section').filter({has: page.getByRole('searchbox')}).first();
const cardsOf = (overview: Locator) => overview.locator('h3');

for (const lang of languages) {
  test.describe(`the config overview (${lang.prefix || 'en'})`, () => {
    test('groups every page of the config sidebar, each with its level-2 headings', async ({page}) => {
      const errors = collectErrors(page);
      await openHydrated(page, `${lang.prefix}/config/`);
      const overview = overviewOf(page);
      await expect(overview.locator('h2')).toHaveText(lang.groups);
      // The 13 lib options and 5 Rsbuild sections, each group led by its own index page.
      await expect(cardsOf(overview)).toHaveCount(14 + 6);
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

    test('the filter narrows pages and headings as you type, and says when nothing matches', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/config/`);
      const overview = overviewOf(page);
      const input = page.getByLabel(lang.label);
      await expect(input).toHaveAttribute('placeholder', lang.placeholder);
      const total = await cardsOf(overview).count();

      await input.pressSequentially('EXTENSION');
      await expect.poll(() => cardsOf(overview).count()).toBeLessThan(total);
      const shown = await overview.locator('h3').evaluateAll((titles) =>
        titles.map((h) => ({title: h.textContent ?? '', headings: Array.from(h.parentElement!.querySelectorAll('li')).map((li) => li.textContent ?? '')})),
      );
      expect(shown.map((card) => card.title)).toContain('lib.autoExtension');
      expect(shown.map((card) => card.title)).toContain('lib.format');
      for (const card of shown) {
        const titleMatches = /extension/i.test(card.title);
        expect(titleMatches || (card.headings.length > 0 && card.headings.every((h) => /extension/i.test(h))), card.title).toBe(true);
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

test('a Chinese keyword matches nothing in English titles and shows the Chinese empty text', async ({page}) => {
  await openHydrated(page, '/zh/config/');
  await page.getByLabel('筛选').fill('配置项');
  await expect(overviewOf(page).getByRole('status')).toHaveText('没有找到匹配的 API');
});
