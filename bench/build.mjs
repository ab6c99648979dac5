#!/usr/bin/env node
// Benchmark: a cold build of both languages, a warm one (caches kept), then the HTML and the
// JavaScript each key page loads.
// Prints figures; asserts nothing (size and speed are measured here, not in tests).
//
//   npm run bench                  (needs Chromium, found like the e2e tests do)
//   npm run bench -- --runs 3      (three cold builds: each wall time, the median, and the
//                                   phases of the median run; this machine's speed moves by
//                                   seconds from one build to the next)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {findBrowser} from '../scripts/find-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/', '/guide/start/quick-start', '/zh/guide/start/quick-start', '/config/lib/format'];
const PORT = 4190;
const {values: options} = parseArgs({options: {runs: {type: 'string', default: '1'}}});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs takes a whole number of 1 or more, not "${options.runs}".`);
  process.exit(1);
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  let total = 0;
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
    } catch {
      // Gone already.
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * The phases of a build, from the `[PERF]` lines Docusaurus (and the ordered post-build steps)
 * print with DOCUSAURUS_PERF_LOGGER=true: per locale, bundling, SSG, each post-build step.
 */
function buildPhases(output) {
  const phases = [];
  for (const line of output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const match = line.match(/^\[PERF\] (.+?) - ([\d.]+) (ms|seconds)/);
    if (!match) continue;
    const [, label, value, unit] = match;
    const ms = unit === 'ms' ? Number(value) : Number(value) * 1000;
    const locale = /^Build > (\w+) > ([^>]+)$/.exec(label);
    if (locale) phases.push({label: `${locale[1]}: ${locale[2].trim()}`, ms});
    else if (label.startsWith('post-build ') && label.includes(' > ')) phases.push({label: `  ${label}`, ms});
  }
  return phases;
}

/** An npm script of the site (`clear`, `build`), run as a reader of the README runs it. */
function run(script) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 100);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) resolve({seconds: (performance.now() - started) / 1000, peak, phases: buildPhases(output)});
      else reject(new Error(`npm run ${script} exited with ${code}`));
    });
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function countHtml(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((n, e) => {
    const p = path.join(dir, e.name);
    return n + (e.isDirectory() ? countHtml(p) : e.name.endsWith('.html') ? 1 : 0);
  }, 0);
}

async function jsPerPage(executablePath) {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(PORT)], {stdio: 'pipe'});
  await new Promise((resolve) => server.stdout.on('data', (d) => String(d).includes('Serving') && resolve()));
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking']});
  const rows = [];
  try {
    for (const url of PAGES) {
      // A reader whose browser speaks the page's language: a first visit from another
      // language would be redirected and load two pages' worth of JavaScript.
      const page = await browser.newPage({locale: url.startsWith('/zh/') ? 'zh-CN' : 'en-US'});
      const scripts = new Set();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(`http://127.0.0.1:${PORT}${url}`, {waitUntil: 'networkidle'});
      const initial = new Set(
        await page.$$eval('script[src]', (els) => els.map((el) => new URL(el.src).pathname)),
      );
      const measure = (set) =>
        [...set].reduce(
          (acc, p) => {
            const file = path.join(root, 'build', p);
            if (!fs.existsSync(file)) return acc;
            const body = fs.readFileSync(file);
            const brotli = zlib.brotliCompressSync(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length;
            return {files: acc.files + 1, raw: acc.raw + body.length, gzip: acc.gzip + zlib.gzipSync(body).length, brotli: acc.brotli + brotli};
          },
          {files: 0, raw: 0, gzip: 0, brotli: 0},
        );
      rows.push({url, initial: measure(initial), all: measure(scripts)});
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return rows;
}

const executablePath = await findBrowser();
console.log(`Cold build of en + zh (docusaurus clear, then build)${RUNS > 1 ? `, ${RUNS} times` : ''} ...`);
const builds = [];
for (let i = 0; i < RUNS; i++) {
  const loadBefore = os.loadavg()[0];
  await run('clear');
  builds.push({...(await run('build')), loadBefore, loadAfter: os.loadavg()[0]});
}
// Again with the caches of the last one (Rspack's, the code examples' types).
const warm = await run('build');
const byTime = [...builds].sort((a, b) => a.seconds - b.seconds);
const build = byTime[Math.floor((byTime.length - 1) / 2)];
const htmlPages = countHtml(path.join(root, 'build'));
const pages = await jsPerPage(executablePath);

console.log('\nBuild');
for (const [i, b] of builds.entries()) {
  console.log(`  wall time${RUNS > 1 ? ` run ${i + 1}` : ''}  ${b.seconds.toFixed(1)} s (load average ${b.loadBefore.toFixed(2)} at the start, ${b.loadAfter.toFixed(2)} at the end)`);
}
console.log(`  warm build       ${warm.seconds.toFixed(1)} s`);
if (RUNS > 1) console.log(`  median           ${build.seconds.toFixed(1)} s; its phases:`);
for (const {label, ms} of build.phases) console.log(`    ${label.padEnd(58)} ${(ms / 1000).toFixed(2)} s`);
console.log(`  peak memory      ${(Math.max(...builds.map((b) => b.peak)) / 1024 ** 2).toFixed(0)} MB (process tree RSS)`);
console.log(`  HTML pages       ${htmlPages}`);
console.log('\nHTML per page (raw / brotli 11)');
for (const {url} of pages) {
  const file = path.join(root, 'build', url, 'index.html');
  const body = fs.readFileSync(fs.existsSync(file) ? file : path.join(root, 'build', `${url}.html`));
  console.log(`  ${url.padEnd(30)} ${kb(body.length)} / ${kb(zlib.brotliCompressSync(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}}).length)}`);
}
console.log('\nJavaScript per page (raw / gzip / brotli 11)');
console.log('  page                           in the HTML                              after load incl. prefetch');
for (const {url, initial, all} of pages) {
  const a = `${initial.files} files ${kb(initial.raw)} / ${kb(initial.gzip)} / ${kb(initial.brotli)}`;
  const b = `${all.files} files ${kb(all.raw)} / ${kb(all.gzip)} / ${kb(all.brotli)}`;
  console.log(`  ${url.padEnd(30)} ${a.padEnd(40)} ${b}`);
}
