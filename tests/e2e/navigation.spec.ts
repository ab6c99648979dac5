import {expect, test, type Page} from './fixtures/test';
import {nextFrames, openHydrated} from './fixtures/visit';

interface Recorder {
  reloads: {h1: string | undefined}[];
  viewTransitions: number;
}
const recorder = (page: Page) => page.evaluate(() => (window as unknown as {recorder: Recorder}).recorder);

/** Records reload-content events (with the page they found) and view transitions. */
async function record(page: Page) {
  await page.addInitScript(() => {
    const r: Recorder = {reloads: [], viewTransitions: 0};
    (window as unknown as {recorder: Recorder}).recorder = r;
    window.addEventListener('reload-content', () => r.reloads.push({h1: document.querySelector('article h1')?.textContent ?? undefined}));
    const proto = Document.prototype as unknown as {startViewTransition?: (...args: unknown[]) => unknown};
    const original = proto.startViewTransition;
    if (original) {
      proto.startViewTransition = function (this: Document, ...args: unknown[]) {
        r.viewTransitions += 1;
        return original.apply(this, args);
      };
    }
  });
}

const sidebarLink = (page: Page, name: RegExp) => page.locator('.theme-doc-sidebar-container').getByRole('link', {name});

for (const lang of [
  {prefix: '', link: /^Glossary$/, h1: 'Glossary'},
  {prefix: '/zh', link: /^术语表$/, h1: '术语表'},
]) {
  test(`after a client navigation the new page comes through a view transition, then reload-content (${lang.prefix || 'en'})`, async ({page, consoleErrors: errors}) => {
    await record(page);
    await openHydrated(page, `${lang.prefix}/guide/start/quick-start`);
    expect((await recorder(page)).reloads).toEqual([]);
    await sidebarLink(page, lang.link).click();
    await expect(page).toHaveURL(/glossary$/);
    await expect.poll(async () => (await recorder(page)).reloads.length).toBe(1);
    const {reloads, viewTransitions} = await recorder(page);
    expect(reloads[0]!.h1).toBe(lang.h1);
    expect(viewTransitions).toBe(1);
    // A jump within the page is not a content change.
    await page.locator('.theme-doc-toc-desktop a').first().click();
    await expect(page).toHaveURL(/#.+/);
    await nextFrames(page);
    expect((await recorder(page)).reloads).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test('without the View Transition API, or with reduced motion, reload-content still follows', async ({page, consoleErrors: errors}) => {
  await page.addInitScript(() => {
    delete (Document.prototype as unknown as {startViewTransition?: unknown}).startViewTransition;
  });
  await record(page);
  await openHydrated(page, '/guide/start/quick-start');
  await sidebarLink(page, /^Glossary$/).click();
  await expect.poll(async () => (await recorder(page)).reloads.length).toBe(1);
  expect((await recorder(page)).reloads[0]!.h1).toBe('Glossary');
  expect(errors).toEqual([]);
});

test('with reduced motion there is no view transition', async ({page}) => {
  await record(page);
  await page.emulateMedia({reducedMotion: 'reduce'});
  await openHydrated(page, '/guide/start/quick-start');
  await sidebarLink(page, /^Glossary$/).click();
  await expect.poll(async () => (await recorder(page)).reloads.length).toBe(1);
  expect((await recorder(page)).viewTransitions).toBe(0);
});

test('a slow route load shows the brand-coloured progress bar after 200 ms', async ({page}) => {
  // No prefetching (as on a data-saving connection), so the click has to load the next page.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as {barShownAt?: number; pageShownAt?: number};
      if (w.barShownAt === undefined && document.getElementById('nprogress')) w.barShownAt = performance.now();
      if (w.pageShownAt === undefined && document.querySelector('article h1')?.textContent === 'Glossary') w.pageShownAt = performance.now();
    }).observe(document, {childList: true, subtree: true, characterData: true});
    Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => ({saveData: true, effectiveType: '4g'})});
  });
  await openHydrated(page, '/guide/start/quick-start');
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const clickedAt = await page.evaluate(() => performance.now());
  await sidebarLink(page, /^Glossary$/).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.locator('#nprogress .bar')).toHaveCSS('background-color', 'rgb(255, 94, 0)');
  await expect(page).toHaveURL(/glossary$/);
  await expect(page.locator('article h1')).toHaveText('Glossary');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  const {barShownAt, pageShownAt} = await page.evaluate(() => {
    const w = window as unknown as {barShownAt: number; pageShownAt: number};
    return {barShownAt: w.barShownAt, pageShownAt: w.pageShownAt};
  });
  // Not before 200 ms, and while the page was still loading (its scripts are held for 1.5 s):
  // an upper bound in milliseconds would fail on a busy machine, where timers fire late.
  expect(barShownAt - clickedAt).toBeGreaterThanOrEqual(190);
  expect(barShownAt).toBeLessThan(pageShownAt);
});

test('a fast route load shows no progress bar', async ({page}) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) (window as unknown as {barShown: boolean}).barShown = true;
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
  await openHydrated(page, '/guide/start/quick-start');
  // Let the sidebar links prefetch their pages.
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: /^Glossary$/}).hover();
  await page.waitForLoadState('networkidle');
  await sidebarLink(page, /^Glossary$/).click();
  await expect(page.locator('article h1')).toHaveText('Glossary');
  // The bar would appear 200 ms after the click; 300 ms after the page shows, it has not.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as {barShown?: boolean}).barShown ?? false)).toBe(false);
});
