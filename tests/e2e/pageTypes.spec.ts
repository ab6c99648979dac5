import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const parts = (page: Page) => ({
  navbar: page.locator('.theme-layout-navbar'),
  sidebar: page.locator('.theme-doc-sidebar-container'),
  outline: page.locator('.theme-doc-toc-desktop'),
  docFooter: page.locator('.theme-doc-footer'),
  siteFooter: page.locator('.theme-layout-footer'),
});

for (const prefix of ['', '/zh']) {
  test.describe(`page types (${prefix || 'en'})`, () => {
    test('a home page renders its hero, feature cards and footer message @theme', async ({page, consoleErrors: errors, colorScheme}) => {
      await openHydrated(page, `${prefix}/tests/home`);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText('Rslib');
      await expect(main.getByText('Library builds', {exact: true})).toBeVisible();
      await expect(main.getByText('without the busywork', {exact: true})).toBeVisible();
      await expect(main.getByText('Create JavaScript libraries in a simple and intuitive way')).toBeVisible();
      await expect(main.getByRole('link', {name: 'Quick Start'})).toHaveAttribute('href', `${prefix}/guide/start/quick-start`);
      await expect(main.getByRole('link', {name: 'Quick Start'})).toHaveClass(/button--primary/);
      await expect(main.getByRole('link', {name: 'Config', exact: true})).toHaveClass(/button--secondary/);

      // The hero image follows the colour theme.
      const dark = colorScheme === 'dark';
      const heroImage = main.getByRole('img', {name: 'Rslib logo'}).filter({visible: true});
      await expect(heroImage).toHaveCount(1);
      // Static files are served under each language's base (/zh/img/... in Chinese).
      await expect(heroImage).toHaveAttribute('src', `${prefix}${dark ? '/img/tests/build-flow.svg' : '/img/logo.svg'}`);

      const cards = main.locator('h2');
      await expect(cards).toHaveText(['Fast builds', 'Every format', 'Declaration files']);
      await expect(main.getByRole('link', {name: /Every format/})).toHaveAttribute('href', `${prefix}/config/lib/format`);
      await expect(cards.nth(0).locator('xpath=ancestor::div[contains(@class, "col--")][1]')).toHaveClass(/\bcol--4\b/);
      await expect(cards.nth(2).locator('xpath=ancestor::div[contains(@class, "col--")][1]')).toHaveClass(/\bcol--6\b/);
      await expect(main.getByText('A card without a title is left out.')).toHaveCount(0);

      await expect(main.getByText('Content written below the front matter appears under the feature cards.')).toBeVisible();
      await expect(main.getByText('Released under the MIT License.')).toBeVisible();

      const p = parts(page);
      await expect(p.navbar).toBeVisible();
      await expect(p.sidebar).toBeHidden();
      await expect(p.outline).toHaveCount(0);
      await expect(p.siteFooter).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a doc page shows every part', async ({page}) => {
      await openHydrated(page, `${prefix}/tests/doc`);
      const p = parts(page);
      for (const part of Object.values(p)) await expect(part).toBeVisible();
    });

    test('a custom page shows its content under the top bar only', async ({page}) => {
      await openHydrated(page, `${prefix}/tests/custom`);
      const p = parts(page);
      await expect(page.locator('main h1')).toHaveText('Test: custom page');
      await expect(p.navbar).toBeVisible();
      for (const part of [p.sidebar, p.outline, p.docFooter, p.siteFooter]) await expect(part).toBeHidden();
      await expect(page.locator('.theme-doc-breadcrumbs')).toHaveCount(0);
    });

    test('a blank page shows its content only', async ({page}) => {
      await openHydrated(page, `${prefix}/tests/blank`);
      const p = parts(page);
      await expect(page.locator('main h1')).toHaveText('Test: blank page');
      for (const part of Object.values(p)) await expect(part).toBeHidden();
    });
  });
}

test.describe('test pages stay out of the way', () => {
  const testPages = ['home', 'doc', 'custom', 'blank', 'no-navbar', 'no-sidebar', 'no-outline', 'no-footer'];

  test('they are in no sidebar', async ({page}) => {
    for (const url of ['/guide/start/', '/config/', '/zh/guide/start/']) {
      await openHydrated(page, url);
      await expect(page.locator('.theme-doc-sidebar-container a[href*="/tests/"]')).toHaveCount(0);
    }
    await openHydrated(page, '/tests/doc');
    await expect(page.locator('.theme-doc-sidebar-container a.menu__link--active')).toHaveCount(0);
  });

  test('they ask not to be indexed and are left out of the sitemaps', async ({request}) => {
    for (const prefix of ['', '/zh']) {
      for (const name of testPages) {
        const html = await (await request.get(`${prefix}/tests/${name}`)).text();
        expect(html, `${prefix}/tests/${name}`).toMatch(/<meta[^>]+name="?robots"?[^>]+content="?noindex/);
      }
    }
    for (const sitemap of ['sitemap.xml', 'zh/sitemap.xml']) {
      const xml = fs.readFileSync(path.resolve(__dirname, '../../build', sitemap), 'utf8');
      expect(xml).not.toContain('/tests/');
    }
    // Ordinary pages stay indexable.
    expect(await (await request.get('/guide/start/')).text()).not.toMatch(/noindex/);
  });
});
