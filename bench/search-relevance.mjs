#!/usr/bin/env node
// Relevance of the search: each query of bench/search-relevance-queries.mjs typed into the search
// dialog of the built site, its pages read in the order the dialog shows them. Prints, per
// language and for the tuned and held-out parts: success@1, success@3, mean reciprocal rank, the
// queries with no results (all, and those whose words occur on some page) and the query time
// (end of the 150 ms debounce to rendered results, as bench/search.mjs measures it). Writes the
// misses of the tuned part to bench/results/search-relevance-misses.md.
//
//   npm run bench:relevance                       (uses the existing build/)
//   npm run bench:relevance -- --build            (builds the site first)
//   npm run bench:relevance -- --engine node      (our engine in Node on the built index: no
//                                                  browser, for quick tuning; times are the engine's)
//   npm run bench:relevance -- --queries other.mjs  (a module exporting englishCases, chineseCases)
//   npm run bench:relevance -- --dir <folder>     (another built site, e.g. an older build's copy)
//   npm run bench:relevance -- --show-held-out    (also write the held-out misses)
//   npm run bench:relevance -- --json out.json    (the figures, for bench/RESULTS.md)
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {figures, formatFigures, missLine, rankOf} from './search-relevance-score.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: options} = parseArgs({
  options: {
    build: {type: 'boolean', default: false},
    engine: {type: 'string', default: 'browser'},
    queries: {type: 'string'},
    'show-held-out': {type: 'boolean', default: false},
    json: {type: 'string'},
    passes: {type: 'string'},
    dir: {type: 'string', default: 'build'},
  },
});

const querySet = await import(options.queries ? pathToFileURL(path.resolve(options.queries)).href : './search-relevance-queries.mjs');
const isHeldOut = querySet.isHeldOut ?? (() => false);
const LANGUAGES = [
  {lang: 'en', prefix: '', cases: querySet.englishCases, sources: ['docs'], locale: 'en-US'},
  {lang: 'zh', prefix: '/zh', cases: querySet.chineseCases, sources: ['i18n/zh/docusaurus-plugin-content-docs/current'], locale: 'zh-CN'},
];

// lunr's English stop words: a query made only of them is not "words that occur on some page".
const STOP_WORDS = new Set(
  'a able about across after all almost also am among an and any are as at be because been but by can cannot could dear did do does either else ever every for from get got had has have he her hers him his how however i if in into is it its just least let like likely may me might most must my neither no nor not of off often on only or other our own rather said say says she should since so some than that the their them then there these they this tis to too twas us wants was we were what when where which while who whom why will with would yet you your'.split(' '),
);

/** Markdown text of a language's pages (without the test pages), lower-cased. */
function corpusOf(sources) {
  const texts = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'tests') walk(full);
      } else if (/\.mdx?$/.test(entry.name)) texts.push(fs.readFileSync(full, 'utf8').toLowerCase());
    }
  };
  for (const source of sources) walk(path.join(root, source));
  return texts.join('\n');
}

const segmenter = new Intl.Segmenter('zh', {granularity: 'word'});
/** Whether some word of `query` (other than an English stop word) occurs in `corpus`. */
function isEligible(query, corpus, latinWords) {
  for (const {segment, isWordLike} of segmenter.segment(query.toLowerCase())) {
    if (!isWordLike) continue;
    for (const word of segment.match(/[\p{Script=Han}]+|[\p{L}\p{N}_$]+/gu) ?? []) {
      if (/\p{Script=Han}/u.test(word) ? corpus.includes(word) : !STOP_WORDS.has(word) && latinWords.has(word)) return true;
    }
  }
  return false;
}

function casesOf({cases, sources}) {
  const corpus = corpusOf(sources);
  const latinWords = new Set(corpus.match(/[\p{L}\p{N}_$]+/gu));
  return cases.map(([query, pages, kind], index) => ({query, pages, kind, heldOut: isHeldOut(index), eligible: isEligible(query, corpus, latinWords)}));
}

/** The distinct pages of a list of links, in order, without anchors. */
const pagesOf = (links) => [...new Set(links.map((link) => link.split('#')[0]))];

async function runInBrowser(languages) {
  const {chromium} = await import('@playwright/test');
  const {findBrowser} = await import('../scripts/find-browser.mjs');
  const {startPreviewServer} = await import('../src/features/hosting/previewServer.mjs');
  const server = await startPreviewServer({dir: path.resolve(root, options.dir), port: 0});
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({executablePath: await findBrowser(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking']});
  const out = {};
  try {
    for (const language of languages) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}, locale: language.locale});
      const page = await context.newPage();
      await page.goto(`${origin}${language.prefix}/guide/start/`, {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox');
      const measured = () => page.evaluate(() => performance.getEntriesByName('search-query').length);
      const ask = async (query) => {
        const before = await measured();
        await input.fill(query);
        await page.waitForFunction((n) => performance.getEntriesByName('search-query').length > n, before);
        await page.locator('[data-search-state] [aria-busy="false"]').waitFor();
        return page.evaluate(() => ({
          links: Array.from(document.querySelectorAll('[data-search-state] [role="option"][href]'), (el) => el.getAttribute('href') ?? ''),
          ms: performance.getEntriesByName('search-query').at(-1).duration,
        }));
      };
      // Loads the index with a query outside the set.
      await ask('rslib');
      const passes = Math.max(1, Number(options.passes) || 1);
      const results = language.cases.map((c) => ({...c, shown: [], ms: Number.NaN, times: []}));
      for (let pass = 0; pass < passes; pass++) {
        // A query already asked is answered from the dialog's cache: a fresh page per pass.
        if (pass > 0) {
          await page.reload();
          await page.waitForSelector('html[data-has-hydrated="true"]');
          await page.keyboard.press('Control+k');
          await ask('rslib');
        }
        for (const result of results) {
          const {links, ms} = await ask(result.query);
          result.shown = pagesOf(links);
          result.times.push(ms);
        }
      }
      for (const result of results) result.ms = result.times.sort((a, b) => a - b)[Math.floor(result.times.length / 2)];
      out[language.lang] = results;
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
  return out;
}

async function runInNode(languages) {
  const {loadBuiltIndex, searchPages} = await import('./search-engine-node.mjs');
  const passes = Math.max(1, Number(options.passes) || 3);
  const out = {};
  for (const language of languages) {
    const engine = loadBuiltIndex(path.join(path.resolve(root, options.dir), language.prefix));
    // One pass to warm the JIT (the browser's warm index has run queries before), then the
    // median of `passes` timed passes per query.
    for (const c of language.cases) searchPages(engine, c.query);
    out[language.lang] = language.cases.map((c) => {
      const times = [];
      let shown = [];
      for (let pass = 0; pass < passes; pass++) {
        const started = performance.now();
        shown = searchPages(engine, c.query);
        times.push(performance.now() - started);
      }
      return {...c, shown, ms: times.sort((a, b) => a - b)[Math.floor(times.length / 2)]};
    });
  }
  return out;
}

if (options.build) {
  console.log('Building en + zh ...');
  execFileSync('npm', ['run', 'build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, RSLIB_LLMS_TXT: 'off'}});
}
if (!fs.existsSync(path.join(path.resolve(root, options.dir), 'index.html'))) {
  console.error(`bench:relevance: no built site in ${options.dir}. Run "npm run build" first, or pass --build.`);
  process.exit(1);
}

const loadAtStart = os.loadavg()[0];
const languages = LANGUAGES.map((language) => ({...language, cases: casesOf(language)}));
const results = options.engine === 'node' ? await runInNode(languages) : await runInBrowser(languages);

console.log(`\n${new Date().toISOString().slice(0, 10)}, engine: ${options.engine}; load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (${os.cpus().length} CPUs)`);
const summary = {};
const missLines = ['# Search relevance: misses of the tuned part', ''];
const heldOutLines = ['# Search relevance: misses of the held-out part', ''];
for (const {lang} of languages) {
  const all = results[lang];
  const tuned = all.filter((r) => !r.heldOut);
  const held = all.filter((r) => r.heldOut);
  summary[lang] = {all: figures(all), tuned: figures(tuned), heldOut: figures(held)};
  console.log(formatFigures(`${lang} all`, summary[lang].all));
  // A query set that is all tuned or all held out (another set, through --queries) has nothing to split.
  if (held.length > 0 && tuned.length > 0) {
    console.log(formatFigures(`${lang} tuned`, summary[lang].tuned));
    console.log(formatFigures(`${lang} held out`, summary[lang].heldOut));
  }
  missLines.push(`## ${lang}`, '', ...tuned.filter((r) => rankOf(r.shown, r.pages) !== 1).map(missLine), '');
  heldOutLines.push(`## ${lang}`, '', ...held.filter((r) => rankOf(r.shown, r.pages) !== 1).map(missLine), '');
}
const both = [...results.en, ...results.zh];
console.log(formatFigures('both languages', figures(both)));

const resultsDir = path.join(root, 'bench/results');
fs.mkdirSync(resultsDir, {recursive: true});
fs.writeFileSync(path.join(resultsDir, 'search-relevance-misses.md'), `${missLines.join('\n')}\n`);
console.log(`\nMisses of the tuned part: ${path.relative(root, path.join(resultsDir, 'search-relevance-misses.md'))}`);
if (options['show-held-out']) {
  fs.writeFileSync(path.join(resultsDir, 'search-relevance-held-out-misses.md'), `${heldOutLines.join('\n')}\n`);
  console.log(`Misses of the held-out part: ${path.relative(root, path.join(resultsDir, 'search-relevance-held-out-misses.md'))}`);
}
if (options.json) fs.writeFileSync(path.resolve(options.json), `${JSON.stringify({date: new Date().toISOString(), engine: options.engine, load: loadAtStart, summary}, null, 2)}\n`);
