import {expect, test} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const EDIT_BASE = 'https://github.com/web-infra-dev/rslib/tree/main/website/docs';

const languages = [
  {prefix: '', folder: 'en', edit: 'Edit this page on GitHub', updated: /Last updated/i, prev: /Previous/i, next: /Next/i},
  {prefix: '/zh', folder: 'zh', edit: '在 GitHub 上编辑本页', updated: /最后.*更新/, prev: /上一页/, next: /下一页/},
];

for (const lang of languages) {
  test.describe(`doc page chrome (${lang.folder})`, () => {
    test('edit link points at the page source in the docs repository', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/guide/start/quick-start`);
      const edit = page.getByRole('link', {name: lang.edit});
      await expect(edit).toHaveAttribute('href', `${EDIT_BASE}/${lang.folder}/guide/start/quick-start.mdx`);
    });

    test('shows the last-updated time and previous/next links', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/guide/start/quick-start`);
      await expect(page.locator('.theme-last-updated')).toContainText(lang.updated);
      const pager = page.locator('nav.pagination-nav');
      await expect(pager.locator('a.pagination-nav__link--prev')).toHaveAttribute('href', `${lang.prefix}/guide/start/`);
      await expect(pager.locator('a.pagination-nav__link--prev')).toContainText(lang.prev);
      await expect(pager.locator('a.pagination-nav__link--next')).toHaveAttribute('href', `${lang.prefix}/guide/start/glossary`);
      await expect(pager.locator('a.pagination-nav__link--next')).toContainText(lang.next);
    });

    test('the outline lists the level 2 to 4 headings of the page', async ({page}) => {
      await openHydrated(page, `${lang.prefix}/guide/basic/cli`);
      const headings = await page
        .locator('article .markdown :is(h2, h3, h4)[id]')
        .evaluateAll((els) => els.map((el) => `#${el.id}`));
      const deeper = await page.locator('article .markdown :is(h5, h6)[id]').evaluateAll((els) => els.map((el) => `#${el.id}`));
      const outline = await page.locator('.table-of-contents a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(headings.length).toBeGreaterThan(2);
      expect(outline).toEqual(headings);
      for (const id of deeper) expect(outline).not.toContain(id);
    });
  });
}

test('the top bar has Guide and Config, the language menu and three social links', async ({page}) => {
  await openHydrated(page, '/guide/start/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.getByRole('link', {name: 'Guide', exact: true})).toHaveAttribute('href', '/guide/start/');
  await expect(navbar.getByRole('link', {name: 'Config', exact: true})).toHaveAttribute('href', '/config/');
  await expect(navbar.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', 'https://github.com/web-infra-dev/rslib');
  await expect(navbar.getByRole('link', {name: 'X', exact: true})).toHaveAttribute('href', 'https://twitter.com/rspack_dev');
  await expect(navbar.getByRole('link', {name: 'Discord'})).toHaveAttribute('href', 'https://discord.gg/XsaKEEk4mW');
  // Three links fit, so there is no overflow menu.
  await expect(navbar.getByRole('button', {name: 'More links'})).toHaveCount(0);

  await navbar.getByRole('button', {name: /English/}).hover();
  await navbar.getByRole('link', {name: '简体中文'}).click();
  await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('a site with one docs version shows no version menu', async ({page}) => {
  await openHydrated(page, '/guide/start/');
  await expect(page.locator('nav.navbar a[href^="/next/"]')).toHaveCount(0);
  await expect(page.locator('nav.navbar').getByText(/^(Next|Current)$/)).toHaveCount(0);
});

test('the footer links to the community and states the licence', async ({page}) => {
  await openHydrated(page, '/zh/guide/start/');
  const footer = page.locator('footer.footer');
  await expect(footer.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', 'https://github.com/web-infra-dev/rslib');
  await expect(footer.getByRole('link', {name: 'Discord'})).toBeVisible();
  await expect(footer.getByRole('link', {name: 'X'})).toBeVisible();
  await expect(footer).toContainText('字节跳动');
  await expect(footer).toContainText('MIT');
});

test('a table wider than the page can be scrolled by keyboard; one that fits stays out of the tab order', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openHydrated(page, '/guide/advanced/third-party-deps');
  const first = page.locator('.theme-doc-markdown table').first();
  const decisions = page.locator('h2#decision-table + table');
  await expect(decisions).toHaveAttribute('data-scrollable', 'true');
  await expect(decisions).toHaveAttribute('tabindex', '0');
  await expect(first).toHaveAttribute('data-scrollable', 'false');
  await expect(first).not.toHaveAttribute('tabindex');

  await decisions.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => decisions.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);

  // On a phone the other tables overflow too, and join the tab order.
  await page.setViewportSize({width: 390, height: 800});
  await expect(first).toHaveAttribute('data-scrollable', 'true');
  await expect(first).toHaveAttribute('tabindex', '0');
});
