import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const tabs = (page: Page) => page.locator('article [role="tablist"]').first();

for (const prefix of ['', '/zh']) {
  test(`the package-manager choice persists across pages and visits (${prefix || 'en'})`, async ({page}) => {
    await openHydrated(page, `${prefix}/tests/doc`);
    await expect(tabs(page).getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    await expect(tabs(page).getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'true');
    await tabs(page).getByRole('tab', {name: 'pnpm', exact: true}).click();
    await expect(page.locator('article [role="tabpanel"]:visible').first()).toContainText('pnpm add -D @rslib/core');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager'))).toBe('pnpm');

    // Another page, reached inside the site.
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: /^Quick Start$|^快速上手$/}).click();
    await expect(page).toHaveURL(/quick-start$/);
    await expect(tabs(page).getByRole('tab', {name: 'pnpm', exact: true})).toHaveAttribute('aria-selected', 'true');

    // A later visit.
    await openHydrated(page, `${prefix}/config/lib/dts`);
    await expect(tabs(page).getByRole('tab', {name: 'pnpm', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article [role="tabpanel"]:visible').first()).toContainText('pnpm add -D typescript');
  });
}

test('a stored choice that is not a tab falls back to the first one', async ({page, consoleErrors: errors}) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.package-manager', 'cargo"><img>'));
  await openHydrated(page, '/tests/doc');
  await expect(tabs(page).getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test('a choice made in another browser tab of the site shows at once', async ({context, page}) => {
  await openHydrated(page, '/tests/doc');
  const other = await context.newPage();
  await openHydrated(other, '/guide/start/quick-start');
  await tabs(other).getByRole('tab', {name: 'yarn', exact: true}).click();
  await expect(tabs(page).getByRole('tab', {name: 'yarn', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('article [role="tabpanel"]:visible').first()).toContainText('yarn add -D @rslib/core');
  await other.close();
});
