#!/usr/bin/env node
// Benchmark: Lighthouse (mobile and desktop presets) on the key page types of the built site,
// served by the preview server as a host would (brotli, caching headers). Prints medians of 3
// runs; asserts nothing. Run it with nothing else busy on the machine: a loaded 2-core box moves
// mobile scores by 20 points.
//
//   npm run bench:lighthouse               (builds first when build/ is missing)
//   npm run bench:lighthouse -- --runs 5 --pages /,/zh/ --preset mobile
//   npm run bench:lighthouse -- --preset mobile --cpu-slowdown 10
//
// --cpu-slowdown replaces the mobile preset's 4x CPU multiplier: Lighthouse simulates a phone by
// scaling the main-thread time it observes, so 10 on a fast day shows roughly what 4 shows on a
// machine 2.5 times slower. Only for reading where the time goes; the scores to report use 4.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {throttling} from 'lighthouse/core/config/constants.js';
import {findBrowser} from '../scripts/find-browser.mjs';
import {startPreviewServer} from '../src/features/hosting/previewServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: options} = parseArgs({options: {runs: {type: 'string'}, pages: {type: 'string'}, preset: {type: 'string'}, 'cpu-slowdown': {type: 'string'}}});
const RUNS = Number(options.runs ?? 3);
const PAGES = (options.pages ?? '/,/guide/start/quick-start,/config/lib/format,/config/,/zh/,/zh/guide/start/quick-start,/no/such/page').split(',');
const PRESETS = (options.preset ?? 'mobile,desktop').split(',');
const CPU_SLOWDOWN = options['cpu-slowdown'] === undefined ? undefined : Number(options['cpu-slowdown']);
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) {
  console.error(`bench:lighthouse: --cpu-slowdown takes a number of at least 1, not "${options['cpu-slowdown']}"`);
  process.exit(1);
}
/** The mobile preset, with another CPU multiplier when one is asked for. */
const mobileConfig = CPU_SLOWDOWN === undefined ? undefined : {extends: 'lighthouse:default', settings: {throttling: {...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN}}};

if (!fs.existsSync(path.join(root, 'build/index.html')) || !fs.existsSync(path.join(root, 'build/zh/index.html'))) {
  console.log('bench:lighthouse: building the site first');
  const built = spawnSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit'});
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run; the browser speaks the page's language, so /zh/ is not sent to English. */
async function audit(chromePath, url, preset) {
  const lang = new URL(url).pathname.startsWith('/zh/') ? 'zh-CN' : 'en-US';
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--lang=${lang}`, `--accept-lang=${lang}`],
  });
  try {
    // The 404 page answers with status 404 on purpose; audit it like any other page.
    const flags = {port: chrome.port, output: 'json', logLevel: 'error', ignoreStatusCode: true, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo']};
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : mobileConfig);
    if (result.lhr.runtimeError) throw new Error(`${url} (${preset}): ${result.lhr.runtimeError.message}`);
    const {audits, categories} = result.lhr;
    const scripts = (audits['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Script');
    return {
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      // Lighthouse's own measure of how fast this machine was during the run (higher is faster):
      // on a shared machine it tells whether two tables can be compared at all.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

const chromePath = await findBrowser();
const server = await startPreviewServer({dir: path.join(root, 'build'), port: 0});
// Every text file compressed before the first run, as a host's cache would have it.
await server.warm();
const origin = `http://127.0.0.1:${server.address().port}`;
const [load1] = os.loadavg();
console.log(`bench:lighthouse: ${RUNS} runs per page and preset, load average ${load1.toFixed(2)} at the start, ${os.cpus().length} cores${CPU_SLOWDOWN === undefined ? '' : `, mobile CPU slowdown ${CPU_SLOWDOWN}x instead of 4x`}`);
const rows = [];
try {
  for (const preset of PRESETS) {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chromePath, `${origin}${page}`, preset));
      const m = (key) => median(runs.map((run) => run[key]));
      const row = {preset, page, perf: m('performance'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), js: m('jsKb'), bench: m('benchmarkIndex'), a11y: m('accessibility'), bp: m('bestPractices'), seo: m('seo')};
      rows.push(row);
      console.log(
        `${preset.padEnd(7)} ${page.padEnd(28)} perf ${String(row.perf).padStart(3)}  FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  JS ${row.js.toFixed(0)} KB  machine ${Math.round(row.bench)}  a11y ${row.a11y} bp ${row.bp} seo ${row.seo}`,
      );
    }
  }
} finally {
  server.close();
}
console.log(`bench:lighthouse: load average ${os.loadavg()[0].toFixed(2)} at the end`);
console.log('\n| preset | page | perf | FCP | LCP | TBT | CLS | JS (transferred) | machine (benchmarkIndex) | a11y / BP / SEO |\n|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.preset} | \`${r.page}\` | ${r.perf} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.js.toFixed(0)} KB | ${Math.round(r.bench)} | ${r.a11y} / ${r.bp} / ${r.seo} |`);
}
