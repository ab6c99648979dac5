import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const html = (page: Page) => page.locator('html');
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const toggle = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: /dark and light mode|浅色\/深色模式/});

/** Counts calls of document.startViewTransition, keeping the browser's own behaviour. */
async function spyOnViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {viewTransitions: number};
    w.viewTransitions = 0;
    const original = (Document.prototype as unknown as {startViewTransition?: (...args: unknown[]) => unknown}).startViewTransition;
    if (!original) return;
    Object.defineProperty(Document.prototype, 'startViewTransition', {
      configurable: true,
      value(this: Document, ...args: unknown[]) {
        w.viewTransitions += 1;
        return original.apply(this, args);
      },
    });
  });
}
const viewTransitions = (page: Page) => page.evaluate(() => (window as unknown as {viewTransitions: number}).viewTransitions);

for (const prefix of ['', '/zh']) {
  test(`light, dark and auto; the choice persists (${prefix || 'en'}) @theme`, async ({page, consoleErrors: errors, colorScheme}) => {
    const system = colorScheme === 'dark' ? 'dark' : 'light';
    await openHydrated(page, `${prefix}/guide/start/`);
    // Auto follows the system.
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    await expect(html(page)).toHaveAttribute('data-theme', system);

    // The theme is applied at once; the choice is stored as the toggle's update settles.
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => storedTheme(page)).toBe('light');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => storedTheme(page)).toBe('dark');

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await openHydrated(page, `${prefix}/config/`);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    await expect(html(page)).toHaveAttribute('data-theme', system);
    await expect.poll(() => storedTheme(page)).toBeNull();
    expect(errors).toEqual([]);
  });
}

test('auto follows a change of the system preference @theme', async ({page}) => {
  await openHydrated(page, '/guide/start/');
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({colorScheme: 'light'});
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test('the choice syncs across tabs @theme', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await openHydrated(first, '/guide/start/');
  await openHydrated(second, '/zh/config/');
  await toggle(first).click();
  await toggle(first).click();
  await expect(html(first)).toHaveAttribute('data-theme', 'dark');
  await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  await toggle(first).click();
  await expect(html(second)).toHaveAttribute('data-theme-choice', 'system');
});

test('a garbage stored theme counts as auto, from the first paint @theme', async ({page, consoleErrors: errors, colorScheme}) => {
  const system = colorScheme === 'dark' ? 'dark' : 'light';
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', '<script>purple</script>');
      sessionStorage.setItem('seeded', '1');
    }
    new MutationObserver((_, observer) => {
      if (!document.getElementById('__docusaurus')) return;
      (window as unknown as {themeAtFirstParse: string | null}).themeAtFirstParse = document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }).observe(document, {childList: true, subtree: true});
  });
  await openHydrated(page, '/guide/start/');
  expect(await page.evaluate(() => (window as unknown as {themeAtFirstParse: string | null}).themeAtFirstParse)).toBe(system);
  await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
  expect(await storedTheme(page)).toBeNull();
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(errors).toEqual([]);
});

test('no flash of the wrong theme: a stored choice applies before the page is parsed @theme', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    new MutationObserver((_, observer) => {
      if (!document.getElementById('__docusaurus')) return;
      (window as unknown as {themeAtFirstParse: string | null}).themeAtFirstParse = document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }).observe(document, {childList: true, subtree: true});
  });
  await page.emulateMedia({colorScheme: 'light'});
  await openHydrated(page, '/config/');
  expect(await page.evaluate(() => (window as unknown as {themeAtFirstParse: string | null}).themeAtFirstParse)).toBe('dark');
});

test.describe('the circular reveal', () => {
  test('runs through a view transition @theme', async ({page}) => {
    await spyOnViewTransitions(page);
    await openHydrated(page, '/guide/start/');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await viewTransitions(page)).toBe(1);
  });

  test('is left out when the visitor prefers reduced motion @theme', async ({page}) => {
    await spyOnViewTransitions(page);
    await page.emulateMedia({reducedMotion: 'reduce'});
    await openHydrated(page, '/guide/start/');
    await toggle(page).click();
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await viewTransitions(page)).toBe(0);
  });

  test('is left out when the browser has no View Transition API @theme', async ({page, consoleErrors: errors}) => {
    await page.addInitScript(() => {
      delete (Document.prototype as unknown as {startViewTransition?: unknown}).startViewTransition;
    });
    await openHydrated(page, '/guide/start/');
    await toggle(page).click();
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(errors).toEqual([]);
  });
});
