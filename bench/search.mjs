#!/usr/bin/env node
// Benchmark of the search. Prints figures; asserts nothing. (Relevance: bench/search-relevance.mjs.)
//  - index bytes per language (raw, gzip and brotli)
//  - time from Ctrl+K to the first results with a cold index (fresh browser context; the
//    query is typed as soon as the input appears)
//  - median and p95 query time over 50 English and 50 Chinese queries with a warm index
//    (from the end of the 150 ms debounce to the rendered results)
//  - gzip JS that search adds to a doc page before the dialog is opened (against a build of
//    the same site without search)
//
//   npm run bench:search                 (builds the site first)
//   npm run bench:search -- --skip-build (uses the existing build/)
// The preview server runs on $BENCH_PORT (default 4279).
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {findBrowser} from '../scripts/find-browser.mjs';
import {chineseQueries, englishQueries} from './search-queries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurusBin = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const PORT = Number(process.env.BENCH_PORT ?? 4279);
const COLD_RUNS = 5;
const WARM_PASSES = 3;
const DOC_PAGE = '/guide/start/quick-start';
const skipBuild = process.argv.includes('--skip-build');

// KiB (1,024 bytes), as the browser's tools count; budgets in the READMEs are in KB of 1,000 bytes.
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const gzipSize = (buffer) => zlib.gzipSync(buffer).length;
const brotliSize = (buffer) => zlib.brotliCompressSync(buffer, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function build(cwd, args = []) {
  execFileSync(process.execPath, [docusaurusBin, 'build', ...args], {cwd, stdio: ['ignore', 'ignore', 'inherit']});
}

async function serve(dir) {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--dir', dir, '--port', String(PORT)], {stdio: 'pipe'});
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`preview server exited with ${code}`)));
  });
  return server;
}

function stop(server) {
  return new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill();
  });
}

/** The index file of a language folder of the build. */
function indexFile(dir) {
  const name = fs.readdirSync(dir).find((file) => /^search-index.*\.json$/.test(file));
  if (!name) throw new Error(`no search index in ${dir}`);
  return path.join(dir, name);
}

/** A copy of the site without the search theme and components, built in English. */
function buildWithoutSearch() {
  // Outside the project, so that type checks and tests never see the copy.
  const dir = path.join(os.tmpdir(), `rslib-bench-no-search-${PORT}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const entry of ['package.json', 'docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'versions.json', 'docs', 'i18n', 'src', 'static', 'static-locales', 'versioned_docs']) {
    if (fs.existsSync(path.join(root, entry))) fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const configFile = path.join(dir, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  const withoutTheme = config.replace(/\n {2}themes: \[[\s\S]*?\n {2}\],\n/, '\n');
  if (withoutTheme === config) throw new Error('could not find the themes entry in docusaurus.config.ts');
  fs.writeFileSync(configFile, withoutTheme);
  // Our search lives in src/features/search; without the two theme overrides nothing imports it.
  for (const component of ['SearchBar', 'SearchPage']) {
    fs.rmSync(path.join(dir, 'src/theme', component), {recursive: true, force: true});
  }
  // The docs plugin reads git history for "last updated"; give the copy a history of its own.
  const git = (...args) => execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], {cwd: dir, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'copy');
  build(dir, ['--locale', 'en']);
  return path.join(dir, 'build');
}

/** A browser in the language of `url`, as bench/build.mjs uses (a first visit from another language is redirected). */
async function newPage(browser, url) {
  const locale = url.startsWith('/zh/') ? 'zh-CN' : 'en-US';
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, locale});
  const page = await context.newPage();
  return {context, page};
}

async function openHydrated(page, url) {
  await page.goto(`http://127.0.0.1:${PORT}${url}`, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Ctrl+K on a page that has loaded nothing of search yet, the query typed the moment the input
 * appears (as a fast typist would): times in ms from the key press.
 */
async function coldRun(browser, url, query) {
  const {context, page} = await newPage(browser, url);
  try {
    await openHydrated(page, url);
    await page.evaluate((text) => {
      const marks = {};
      window.__searchBench = marks;
      const observer = new MutationObserver(() => {
        const input = document.querySelector('[role="dialog"] input');
        if (!input) return;
        observer.disconnect();
        marks.dialog = performance.now();
        // Set the value the way typing does, so that React sees an input event.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      });
      observer.observe(document.body, {childList: true, subtree: true});
      marks.start = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, bubbles: true}));
    }, query);
    await page.waitForFunction(() => performance.getEntriesByName('search-query').length > 0);
    return await page.evaluate(() => {
      const {start, dialog} = window.__searchBench;
      const [entry] = performance.getEntriesByName('search-query');
      return {dialog: dialog - start, results: entry.startTime + entry.duration - start, hits: entry.detail.hits};
    });
  } finally {
    await context.close();
  }
}

/** Each query once on a page whose index is loaded (a fresh page, so no cached answers): ms per query. */
async function warmPass(browser, url, queries) {
  const {context, page} = await newPage(browser, url);
  try {
    await openHydrated(page, url);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    // Load the index with a query outside the list.
    await input.fill('rslib');
    await page.waitForFunction(() => performance.getEntriesByName('search-query').length > 0);
    const times = [];
    const hits = [];
    for (const query of queries) {
      const before = await page.evaluate(() => performance.getEntriesByName('search-query').length);
      await input.fill(query);
      await page.waitForFunction((n) => performance.getEntriesByName('search-query').length > n, before);
      const entry = await page.evaluate(() => {
        const last = performance.getEntriesByName('search-query').at(-1);
        return {duration: last.duration, hits: last.detail.hits};
      });
      times.push(entry.duration);
      hits.push(entry.hits);
    }
    return {times, hits};
  } finally {
    await context.close();
  }
}

/** The median of WARM_PASSES passes per query, which damps the noise of a shared machine. */
async function warmRuns(browser, url, queries) {
  const passes = [];
  for (let i = 0; i < WARM_PASSES; i++) passes.push(await warmPass(browser, url, queries));
  return {
    times: queries.map((_, q) => percentile(passes.map((pass) => pass.times[q]), 50)),
    empty: passes[0].hits.filter((n) => n === 0).length,
  };
}

/** gzip bytes of the JS a doc page loads before any interaction (in the HTML, then with prefetch). */
async function firstLoadJs(browser, buildDir) {
  const {context, page} = await newPage(browser, DOC_PAGE);
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const pathname = new URL(response.url()).pathname;
    const file = path.join(buildDir, pathname);
    if (fs.existsSync(file)) scripts.set(pathname, fs.readFileSync(file));
  });
  try {
    await openHydrated(page, DOC_PAGE);
    await page.waitForTimeout(1000);
    const inHtml = await page.$$eval('script[src]', (els) => els.map((el) => new URL(el.src).pathname));
    const sum = (paths) => paths.reduce((total, p) => total + (scripts.has(p) ? gzipSize(scripts.get(p)) : 0), 0);
    const all = [...scripts.keys()];
    const lunrLoaded = all.some((p) => /\blunr\b/.test(scripts.get(p).toString('utf8')));
    return {inHtml: sum(inHtml), all: sum(all), files: all.length, lunrLoaded};
  } finally {
    await context.close();
  }
}

const executablePath = await findBrowser();
const loadAtStart = os.loadavg()[0];
if (!skipBuild) {
  console.log('Building en + zh ...');
  build(root);
}
console.log('Building an English copy without search, for comparison ...');
const noSearchBuild = buildWithoutSearch();

const sizes = ['', 'zh'].map((lang) => {
  const file = indexFile(path.join(root, 'build', lang));
  const body = fs.readFileSync(file);
  return {lang: lang || 'en', file: path.relative(path.join(root, 'build'), file), raw: body.length, gzip: gzipSize(body), brotli: brotliSize(body)};
});

const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking']});
const results = {cold: {}, warm: {}};
let withSearch;
let withoutSearch;
try {
  let server = await serve(path.join(root, 'build'));
  try {
    for (const [lang, url, query] of [
      ['en', '/guide/start/', 'module federation'],
      ['zh', '/zh/guide/start/', '模块联邦'],
    ]) {
      const runs = [];
      for (let i = 0; i < COLD_RUNS; i++) runs.push(await coldRun(browser, url, query));
      results.cold[lang] = {query, runs};
    }
    results.warm.en = await warmRuns(browser, '/guide/start/', englishQueries);
    results.warm.zh = await warmRuns(browser, '/zh/guide/start/', chineseQueries);
    withSearch = await firstLoadJs(browser, path.join(root, 'build'));
  } finally {
    await stop(server);
  }
  server = await serve(noSearchBuild);
  try {
    withoutSearch = await firstLoadJs(browser, noSearchBuild);
  } finally {
    await stop(server);
  }
} finally {
  await browser.close();
}

console.log(`\nLoad average: ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (${os.cpus().length} CPUs)`);
console.log('\nSearch index per language');
for (const {lang, file, raw, gzip, brotli} of sizes) console.log(`  ${lang}  ${file.padEnd(30)} ${kib(raw).padStart(10)} raw  ${kib(gzip).padStart(9)} gzip  ${kib(brotli).padStart(9)} brotli`);

console.log(`\nCtrl+K to first results, cold index (median of ${COLD_RUNS} fresh browser contexts, loopback)`);
for (const [lang, {query, runs}] of Object.entries(results.cold)) {
  const dialog = percentile(runs.map((r) => r.dialog), 50);
  const first = percentile(runs.map((r) => r.results), 50);
  console.log(`  ${lang}  "${query}"  dialog open ${ms(dialog)}, first results ${ms(first)} (${runs[0].hits} hits; includes the 150 ms debounce)`);
  console.log(`      runs: ${runs.map((r) => r.results.toFixed(0)).join(', ')} ms`);
}

console.log(`\nQuery time, warm index (end of debounce to rendered results; per query the median of ${WARM_PASSES} passes)`);
const allTimes = [];
for (const [lang, {times, empty}] of Object.entries(results.warm)) {
  allTimes.push(...times);
  console.log(`  ${lang}  ${times.length} queries: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))} (${empty} without results)`);
}
console.log(`  all ${allTimes.length} queries: median ${ms(percentile(allTimes, 50))}, p95 ${ms(percentile(allTimes, 95))}`);

console.log(`\nJS of ${DOC_PAGE} before the dialog is opened (gzip)`);
console.log(`  with search     in the HTML ${kib(withSearch.inHtml)}, after load incl. prefetch ${kib(withSearch.all)} (${withSearch.files} files)`);
console.log(`  without search  in the HTML ${kib(withoutSearch.inHtml)}, after load incl. prefetch ${kib(withoutSearch.all)} (${withoutSearch.files} files)`);
console.log(`  search adds     ${kib(withSearch.inHtml - withoutSearch.inHtml)} in the HTML, ${kib(withSearch.all - withoutSearch.all)} after load; lunr loaded: ${withSearch.lunrLoaded ? 'yes' : 'no'}`);
