// The relevance set of bench/search-relevance.mjs (what readers type, with the pages that answer
// it), typed into the search dialog of the built site and read in the order the dialog shows
// the pages. Each language must keep success@1 and success@3 at or above its floor, and no
// query of the set may come back empty. The bench prints the same figures with query times.
import {chineseCases, englishCases} from '../../bench/search-relevance-queries.mjs';
import {figures, missLine, type RelevanceResult} from '../../bench/search-relevance-score.mjs';
import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

/**
 * Below these, a change has made the search worse: run `npm run bench:relevance` to see which
 * queries. A little under the figures of 2026-12-02 (en 145 and 148 of 149, zh 63 and 65 of 66
 * at success@1 and @3): an edit of the pages that moves one or two queries does not fail, a
 * ranking change that loses several does.
 */
const FLOORS = {
  en: {at1: 0.95, at3: 0.98},
  zh: {at1: 0.93, at3: 0.96},
};

/** The pages shown for `query`, in order, without anchors or repeats. */
async function shownPages(page: Page, query: string): Promise<string[]> {
  const before = await page.evaluate(() => performance.getEntriesByName('search-query').length);
  await page.getByRole('combobox').fill(query);
  // Each search records a measure once its results (or none) are rendered.
  await page.waitForFunction((n) => performance.getEntriesByName('search-query').length > n, before);
  await expect(page.locator('[data-search-state] [aria-busy="false"]')).toHaveCount(1);
  const links = await page.locator('[data-search-state] [role="option"][href]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return [...new Set(links.map((link) => link.split('#')[0]))];
}

for (const [lang, prefix, cases] of [
  ['en', '', englishCases],
  ['zh', '/zh', chineseCases],
] as const) {
  test(`readers find what they look for: the relevance set keeps its floor (${lang})`, async ({page}) => {
    test.setTimeout(300_000);
    await openHydrated(page, `${prefix}/guide/start/`);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    const results: RelevanceResult[] = [];
    for (const [query, pages, kind] of cases) {
      results.push({query, pages, kind, heldOut: false, eligible: true, ms: Number.NaN, shown: await shownPages(page, query)});
    }
    const f = figures(results);
    const misses = results.filter((r) => !r.pages.includes(r.shown[0] ?? '')).map(missLine);
    expect(results.filter((r) => r.shown.length === 0).map((r) => r.query), 'queries without results').toEqual([]);
    expect(f.at1, `success@1 ${f.at1}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(FLOORS[lang].at1);
    expect(f.at3, `success@3 ${f.at3}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(FLOORS[lang].at3);
  });
}
