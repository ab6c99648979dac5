// Figures of a relevance run, shared by bench/search-relevance.mjs and
// tests/e2e/searchRelevance.spec.ts. Pure functions; no I/O.

/**
 * @typedef {{query: string, pages: string[], kind: string, heldOut: boolean}} RelevanceCase
 * @typedef {RelevanceCase & {shown: string[], ms: number, eligible: boolean}} RelevanceResult
 *   `shown`: the pages in the order the dialog shows them; `eligible`: some word of the query
 *   occurs on some page, so an empty answer is a miss of the search itself.
 * @typedef {{count: number, at1: number, at3: number, mrr: number, zero: number, zeroEligible: number, eligible: number, p50: number, p95: number}} RelevanceFigures
 */

/** A page's route without its trailing slash: `/config` and `/config/` are one page. */
const samePage = (route) => route.replace(/(.)\/$/, '$1');

/** 1-based position of the first acceptable page among those shown; Infinity when none is. */
export function rankOf(shown, pages) {
  const wanted = new Set(pages.map(samePage));
  const at = shown.findIndex((page) => wanted.has(samePage(page)));
  return at < 0 ? Infinity : at + 1;
}

/** The `p`th percentile (nearest rank) of `values`. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * success@1 and @3 and the mean reciprocal rank (fractions), the zero-result counts (all queries,
 * and those whose words occur on some page) and the latency percentiles of a list of results.
 * @param {RelevanceResult[]} results
 * @returns {RelevanceFigures}
 */
export function figures(results) {
  const ranks = results.map((r) => rankOf(r.shown, r.pages));
  const count = results.length;
  const share = (n) => (count ? n / count : Number.NaN);
  const times = results.map((r) => r.ms).filter((ms) => Number.isFinite(ms));
  return {
    count,
    at1: share(ranks.filter((rank) => rank <= 1).length),
    at3: share(ranks.filter((rank) => rank <= 3).length),
    mrr: share(ranks.reduce((sum, rank) => sum + (Number.isFinite(rank) ? 1 / rank : 0), 0)),
    zero: results.filter((r) => r.shown.length === 0).length,
    zeroEligible: results.filter((r) => r.shown.length === 0 && r.eligible).length,
    eligible: results.filter((r) => r.eligible).length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

/** One line of figures, as the bench prints them. */
export function formatFigures(label, f) {
  const pct = (x) => `${(100 * x).toFixed(1)} %`;
  return `${label.padEnd(22)} n=${String(f.count).padStart(3)}  @1 ${pct(f.at1).padStart(7)}  @3 ${pct(f.at3).padStart(7)}  MRR ${f.mrr.toFixed(3)}  zero ${f.zero} (eligible ${f.zeroEligible}/${f.eligible})  p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms`;
}

/** A Markdown line for a query whose acceptable page is not first. */
export function missLine(r) {
  const rank = rankOf(r.shown, r.pages);
  const where = Number.isFinite(rank) ? `found at ${rank}` : r.shown.length ? 'not shown' : 'no results';
  return `- \`${r.query}\` (${r.kind}): ${where}; wanted ${r.pages.join(' | ')}; shown ${r.shown.slice(0, 5).join(', ') || 'nothing'}`;
}
