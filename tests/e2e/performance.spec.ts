// Start-up cost: pages paint before they load their scripts, code blocks keep their server HTML
// without Prism, and the page still becomes a working app with the reader's colours.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const built = (rel: string) => fs.readFileSync(path.resolve(__dirname, '../../build', rel), 'utf8');

test('every built page loads its scripts from one loader at the end of the body', () => {
  for (const rel of ['index.html', 'zh/index.html', 'guide/start/quick-start/index.html', '404.html', 'zh/search/index.html']) {
    const html = built(rel);
    expect(html, rel).not.toMatch(/<script src=[^>]* defer/);
    expect(html, rel).toMatch(/<script data-scripts='\[("[^"]+\.js",?)+\]'>!function\(\)\{.*<\/script>\s*<\/body>\s*(<\/html>)?\s*$/);
    // The start-up bundles first (Docusaurus's order), then the page's own chunks.
    const scripts = JSON.parse(html.match(/data-scripts='([^']+)'/)![1]!) as string[];
    expect(scripts.slice(0, 3).map((script) => script.replace(/^.*\/|\.[0-9a-f]+\.js$/g, '')).sort(), rel).toEqual(['main', 'react-dom', 'runtime~main']);
    expect(scripts.length, rel).toBeGreaterThan(3);
  }
});

test('a doc page gets the code around its text in two scripts: the docs\' shared components and the doc page\'s', () => {
  for (const rel of ['guide/start/quick-start/index.html', 'zh/config/lib/format/index.html']) {
    const scripts = JSON.parse(built(rel).match(/data-scripts='([^']+)'/)![1]!) as string[];
    expect(scripts.filter((script) => /\/docs-root\.[0-9a-f]+\.js$/.test(script)), rel).toHaveLength(1);
    expect(scripts.filter((script) => /\/doc-page\.[0-9a-f]+\.js$/.test(script)), rel).toHaveLength(1);
    // Those two, the version's sidebars, the page's own metadata, and the start-up bundles (the runtime, React DOM, main).
    expect(scripts, rel).toHaveLength(7);
  }
  // Their styles stay in the one stylesheet each language links in its <head>, so nothing is unstyled before the scripts run.
  for (const dir of ['assets/css', 'zh/assets/css']) expect(fs.readdirSync(path.resolve(__dirname, '../../build', dir)), dir).toEqual([expect.stringMatching(/^styles\.[0-9a-f]+\.css$/)]);
  // The 404 page under the docs needs only the shared components.
  const notFound = built('404.html');
  expect(notFound).toMatch(/docs-root\.[0-9a-f]+\.js/);
  expect(notFound).not.toMatch(/doc-page\.[0-9a-f]+\.js/);
});

for (const url of ['/guide/start/quick-start', '/zh/config/lib/format', '/']) {
  test(`the loader lists the page's own chunks, so starting ${url} requests no other script`, async ({page, consoleErrors}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, url);
    await page.waitForLoadState('networkidle');
    const listed = JSON.parse((await page.locator('script[data-scripts]').getAttribute('data-scripts'))!) as string[];
    // More than the three start-up bundles: the page's own chunks too.
    expect(listed.length).toBeGreaterThan(3);
    // Nothing else.
    expect(requested.filter((script) => !listed.includes(script))).toEqual([]);
    expect(listed.filter((script) => !requested.includes(script))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

// When the loader requests the scripts (after a frame) is unit-tested in
// src/features/performance/paintFirst.test.ts; paint timestamps in a browser are too noisy to
// assert on. Here: the late scripts still make a working app.
test('a page whose scripts load late hydrates and shows no "did not load" banner', async ({page, consoleErrors}) => {
  await openHydrated(page, '/guide/start/quick-start');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // Docusaurus's base-URL banner takes scripts that run after DOMContentLoaded for a broken site; it is off.
  await expect(page.getByText('did not load properly')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('code blocks keep their server HTML, load no Prism at start and follow the reader\'s theme @theme', async ({page, colorScheme, consoleErrors}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // Mark every block's <code> as the server sent it, before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('.theme-code-block code').forEach((code) => code.setAttribute('data-from-server', ''));
    });
  });
  await openHydrated(page, '/guide/start/quick-start');
  const blocks = page.locator('.theme-code-block');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(10);
  // Not one block was rendered again: each <code> is still the server's element.
  await expect(page.locator('.theme-code-block code[data-from-server]')).toHaveCount(count);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('code-highlighter'))).toEqual([]);
  const keyword = blocks.locator('.token.keyword').first();
  // The light and dark code palettes (features/codeBlocks/palettes.ts) colour keywords differently.
  const light = 'rgb(164, 14, 38)';
  const dark = 'rgb(255, 123, 114)';
  await expect(keyword).toHaveCSS('color', colorScheme === 'dark' ? dark : light);
  expect(consoleErrors).toEqual([]);
});

test('a code block mounted by a client-side navigation is highlighted', async ({page, consoleErrors}) => {
  await openHydrated(page, '/');
  await page.locator('a[href="/guide/start/quick-start"]').first().click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  const tokens = page.locator('article .theme-code-block span.token:not(.plain)');
  await expect(tokens.first()).toBeVisible();
  const colours = await tokens.evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
  expect(colours).toBeGreaterThan(1);
  expect(consoleErrors).toEqual([]);
});

/** The requests for the renderer of a page's Markdown (features/performance/articleRenderer.ts), as they happen. */
function requestsOfRenderer(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/article-renderer\.[0-9a-f]+\.js$/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

test('the renderer of a page\'s Markdown loads when the reader heads for another page, not with the opened one', async ({page, consoleErrors}) => {
  const rendererRequests = requestsOfRenderer(page);
  await openHydrated(page, '/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  expect(rendererRequests).toEqual([]);
  // A click with no pointer over the link and no focus first (a script's click): no intent to
  // preload on, the navigation itself loads it.
  await page.locator('.pagination-nav__link--next').evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  const article = page.locator('article .markdown');
  await expect(article.locator('h2').first()).toBeVisible();
  // The text is React's now, with the theme's components (headings with their anchor links).
  await expect(article).not.toHaveAttribute('data-static-article');
  await expect(article.locator('h2 a.hash-link').first()).toBeAttached();
  expect(rendererRequests).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('a pointer over a link loads the renderer of a page\'s Markdown with that page', async ({page, consoleErrors}) => {
  const rendererRequests = requestsOfRenderer(page);
  await openHydrated(page, '/zh/config/');
  await page.waitForLoadState('networkidle');
  expect(rendererRequests).toEqual([]);
  await page.locator('.pagination-nav__link--next').hover();
  await expect.poll(() => rendererRequests.length).toBe(1);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.locator('article .markdown h2').first()).toBeVisible();
  expect(rendererRequests).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('Back to the opened page, or a link to it, shows its text again (React renders it now, from its own chunk)', async ({page, consoleErrors}) => {
  await openHydrated(page, '/guide/start/quick-start');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  // The glossary is on screen (the address changes before the next page has loaded).
  await expect(page.getByRole('heading', {name: 'Build terms'})).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  const nextSteps = page.getByRole('heading', {name: 'Next steps'});
  await expect(nextSteps).toBeAttached();
  await expect(page.locator('article .markdown[data-static-article]')).toHaveCount(0);
  // And by a link, from a page whose code is all loaded (the route's chunks come at once).
  await page.goForward();
  await expect(page.getByRole('heading', {name: 'Build terms'})).toBeVisible();
  await page.locator('.theme-doc-sidebar-container a[href="/guide/start/quick-start"]').first().click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(nextSteps).toBeAttached();
  expect(consoleErrors).toEqual([]);
});
