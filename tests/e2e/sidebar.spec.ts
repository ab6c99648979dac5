import {expect, test, type Page} from './fixtures/test';
import {apiSidebar, configSidebar, guideSidebar, type Entry} from './fixtures/sidebars';
import {openHydrated} from './fixtures/visit';

const withZh = (path: string | null) => (path && path.startsWith('/') ? `/zh${path}` : path);

/** The sidebar's links and category headers in document order. */
async function readSidebar(page: Page): Promise<Entry[]> {
  return page.locator('aside.theme-doc-sidebar-container nav.menu a.menu__link').evaluateAll((links) =>
    links.map((a) => {
      const href = a.getAttribute('href');
      const isCategoryWithoutPage = !href || href === '#';
      return [a.textContent?.trim() ?? '', isCategoryWithoutPage ? null : href] as Entry;
    }),
  );
}

const cases: {name: string; url: string; expected: Entry[]}[] = [
  {name: 'guide', url: '/guide/start/', expected: guideSidebar},
  {name: 'config', url: '/config/', expected: configSidebar},
  {name: 'api', url: '/api/javascript-api/core', expected: apiSidebar},
];

for (const {name, url, expected} of cases) {
  test(`the ${name} sidebar lists its pages in order`, async ({page}) => {
    await openHydrated(page, url);
    expect(await readSidebar(page)).toEqual(expected);
  });
}

for (const {name, url, expected} of cases.filter((c) => c.name !== 'api')) {
  test(`the Chinese ${name} sidebar has the same pages in Chinese`, async ({page}) => {
    await openHydrated(page, `/zh${url}`);
    const entries = await readSidebar(page);
    expect(entries.map(([, path]) => path)).toEqual(expected.map(([, path]) => withZh(path)));
    // Category labels are translated (option names such as `format` stay as they are).
    const categories = expected.filter(([label]) => /Getting Started|Basic|Advanced|Migration|Configurations/.test(label));
    for (const [label] of categories) {
      expect(entries.map(([l]) => l)).not.toContain(label);
    }
  });
}

test('groups are expanded by default and collapsible', async ({page}) => {
  await openHydrated(page, '/guide/start/quick-start');
  const sidebar = page.locator('aside.theme-doc-sidebar-container nav.menu');
  const toggles = sidebar.locator('[aria-expanded]');
  await expect(toggles.first()).toBeVisible();
  const states = await toggles.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')));
  expect(states.length).toBeGreaterThanOrEqual(6);
  expect(states.every((s) => s === 'true')).toBe(true);

  const basic = sidebar.getByRole('button', {name: /Basic/});
  await basic.click();
  await expect(basic).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', {name: 'CLI', exact: true})).toBeHidden();
});

test('on a phone the hidden desktop sidebar stays in the page, and works once the window is widened', async ({page, consoleErrors}) => {
  await page.setViewportSize({width: 412, height: 823});
  await openHydrated(page, '/guide/start/quick-start');
  const aside = page.locator('aside.theme-doc-sidebar-container');
  await expect(aside).toBeHidden();
  expect((await readSidebar(page)).map(([label]) => label)).toEqual(guideSidebar.map(([label]) => label));

  // A page reached while the sidebar is hidden is the one it marks once it shows.
  const next = page.locator('a.pagination-nav__link--next');
  const nextLabel = (await next.locator('.pagination-nav__label').textContent())!.trim();
  await next.click();
  await expect(page.locator('article h1')).toHaveText(nextLabel);

  await page.setViewportSize({width: 1280, height: 900});
  await expect(aside).toBeVisible();
  expect(await readSidebar(page)).toEqual(guideSidebar);
  const basic = aside.getByRole('button', {name: /Basic/});
  await basic.click();
  await expect(basic).toHaveAttribute('aria-expanded', 'false');
  await expect(aside.getByRole('link', {name: 'CLI', exact: true})).toBeHidden();
  await expect(aside.locator('a[aria-current="page"]')).toHaveText(nextLabel);
  expect(consoleErrors).toEqual([]);
});

test('the current page is highlighted', async ({page}) => {
  await openHydrated(page, '/config/lib/dts');
  const sidebar = page.locator('aside.theme-doc-sidebar-container nav.menu');
  const current = sidebar.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('dts');
  await expect(current).toHaveClass(/menu__link--active/);
  // The enclosing group is marked active too, the other groups are not.
  await expect(sidebar.locator('a.menu__link--active')).toHaveText(['Lib Configurations', 'dts']);
});

test('the config sidebar has dividers, a section header and external links', async ({page}) => {
  await openHydrated(page, '/config/');
  const sidebar = page.locator('aside.theme-doc-sidebar-container nav.menu');
  await expect(sidebar.locator('hr.sidebar-divider--solid')).toHaveCount(1);
  await expect(sidebar.locator('hr.sidebar-divider--dashed')).toHaveCount(1);
  await expect(sidebar.locator('.sidebar-section-header')).toHaveText('Full references');
  const external = sidebar.locator('a[href="https://rsbuild.rs/config/"]');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
});

test('pages outside the sidebar still show the guide sidebar', async ({page}) => {
  await openHydrated(page, '/guide/advanced/css');
  await expect(page.locator('aside.theme-doc-sidebar-container nav.menu')).toBeVisible();
  await expect(page.locator('aside.theme-doc-sidebar-container nav.menu a[aria-current="page"]')).toHaveCount(0);
});
