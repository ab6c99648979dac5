#!/usr/bin/env node
// Benchmark: what a reader on a slow phone lives through, in a real browser. Chromium with real
// CPU throttling (CDP, 4x and 10x) and Slow 4G network emulation, a phone viewport and a cold
// cache opens each page; every variant is served by the preview server and measured in turn
// within each round (the order rotates), medians of the rounds are printed. Beside each build it
// always measures the same pages with every script removed: the limit no script can beat.
// Prints figures; asserts nothing.
//
//   npm run bench:real                                  (build/ against its script-free copy)
//   npm run bench:real -- --rounds 7 --cpu 10 --pages /config/
//   npm run bench:real -- --variant before=/tmp/old/build --variant after=build --json runs.json
//   npm run bench:real -- --report runs.json     (the tables again, from saved runs)
//
// Per load: FCP and LCP; every long task (50 ms or more) while the page loads (until, after the
// load event and the app's hydration, no request is in flight and no long task has run for 2.5 s): the longest, their
// total, and the blocking time after FCP (each one's part over 50 ms); CLS (every shift without
// recent input); a real tap on the top bar's navigation button 600 ms after FCP, through the
// browser's input pipeline: its input delay and its duration to the next paint (Event Timing).
// The tap's own handling is not counted as loading. And when the app has hydrated (Docusaurus's
// `data-has-hydrated`), from when on every control works.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {findBrowser} from '../scripts/find-browser.mjs';
import {startPreviewServer} from '../src/features/hosting/previewServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: options} = parseArgs({
  options: {
    rounds: {type: 'string', default: '5'},
    cpu: {type: 'string', default: '4,10'},
    pages: {type: 'string', default: '/guide/start/quick-start,/zh/guide/start/quick-start,/config/,/config/lib/format'},
    variant: {type: 'string', multiple: true},
    json: {type: 'string'},
    report: {type: 'string'},
  },
});
const ROUNDS = Number(options.rounds);
const RATES = options.cpu.split(',').map(Number);
const PAGES = options.pages.split(',');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || RATES.some((rate) => !(rate >= 1))) {
  console.error('bench:real: --rounds takes a whole number of 1 or more, --cpu a list of slowdowns of 1 or more.');
  process.exit(1);
}
const variants = (options.variant ?? ['site=build']).map((spec) => {
  const at = spec.indexOf('=');
  const [name, dir] = at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [path.basename(spec), spec];
  return {name, dir: path.resolve(root, dir)};
});

/** Chrome DevTools' "Slow 4G", as Lighthouse's mobile preset applies it: 150 ms RTT, 1.6 Mbps down, 750 Kbps up. */
const SLOW_4G = {offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8, connectionType: 'cellular4g'};
const PHONE = {width: 412, height: 823, deviceScaleFactor: 1.75};
/** The control tapped: the top bar's navigation button, in the HTML of every page at phone width. */
const CONTROL = 'button[data-narrow-menu-toggle="navScreen"]';
const TAP_AFTER_FCP_MS = 600;
const QUIET_MS = 2500;
const MAX_LOAD_MS = 60_000;

/** Collects the page's timing entries from its very start (an init script, so every variant gets it). */
const OBSERVE = `(() => {
  const rt = (window.__realThrottle = {paints: [], lcp: [], tasks: [], shifts: [], events: []});
  const watch = (type, into, extra = {}) => {
    try { new PerformanceObserver((list) => { for (const e of list.getEntries()) into.push(e.toJSON ? e.toJSON() : e); }).observe({type, buffered: true, ...extra}); } catch {}
  };
  watch('paint', rt.paints);
  watch('largest-contentful-paint', rt.lcp);
  watch('longtask', rt.tasks);
  watch('layout-shift', rt.shifts);
  watch('first-input', rt.events);
  watch('event', rt.events, {durationThreshold: 16});
  // Docusaurus marks <html> once the app has hydrated: from then on every control works.
  new MutationObserver(() => { rt.hydrated ??= performance.now(); }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
})();`;

/** A copy of `dir` whose measured pages have no script: no <script>, no script preload. */
function scriptFreeCopy(dir, into) {
  fs.cpSync(dir, into, {recursive: true});
  for (const page of PAGES) {
    const file = [path.join(into, page, 'index.html'), path.join(into, `${page.replace(/\/$/, '')}.html`)].find((candidate) => fs.existsSync(candidate));
    if (!file) throw new Error(`bench:real: ${page} is not in ${dir}`);
    const html = fs
      .readFileSync(file, 'utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*\b(?:as=["']?script|rel=["']?modulepreload)[^>]*>/gi, '');
    fs.writeFileSync(file, html);
  }
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
};

/**
 * Chromium driven over its DevTools pipe, with nothing injected into the pages (a test framework's
 * own scripts run in every page and made long tasks of their own at 10x).
 */
async function launchBrowser() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-real-profile-'));
  const flags = ['--headless', '--remote-debugging-pipe', '--no-sandbox', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-default-apps', `--user-data-dir=${profile}`, 'about:blank'];
  const child = spawn(await findBrowser(), flags, {stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe']});
  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  let buffer = '';
  child.stdio[4].on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (message.id && pending.has(message.id)) {
        const {resolve, reject} = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
        else resolve(message.result);
      } else if (message.method) for (const listener of listeners) listener(message);
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {resolve, reject});
      child.stdio[3].write(`${JSON.stringify({id, method, params, sessionId})}\0`);
    });
  return {
    send,
    on: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    close: async () => {
      await send('Browser.close').catch(() => {});
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
      fs.rmSync(profile, {recursive: true, force: true});
    },
  };
}

/** A new tab in a browser context of its own (its own cache and storage), as a phone in the page's language. */
async function openTab(browser, url) {
  const language = new URL(url).pathname.startsWith('/zh/') ? 'zh-CN' : 'en-US';
  const {browserContextId} = await browser.send('Target.createBrowserContext');
  const {targetId} = await browser.send('Target.createTarget', {url: 'about:blank', browserContextId});
  const {sessionId} = await browser.send('Target.attachToTarget', {targetId, flatten: true});
  const send = (method, params) => browser.send(method, params, sessionId);
  const {product} = await browser.send('Browser.getVersion');
  await send('Emulation.setDeviceMetricsOverride', {width: PHONE.width, height: PHONE.height, deviceScaleFactor: PHONE.deviceScaleFactor, mobile: true});
  await send('Emulation.setTouchEmulationEnabled', {enabled: true, maxTouchPoints: 5});
  await send('Emulation.setLocaleOverride', {locale: language});
  await send('Network.enable');
  await send('Network.setUserAgentOverride', {userAgent: `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ${product.replace('HeadlessChrome', 'Chrome')} Mobile Safari/537.36`, acceptLanguage: language});
  await send('Page.enable');
  await send('Page.setLifecycleEventsEnabled', {enabled: true});
  return {
    sessionId,
    send,
    evaluate: async (expression) => (await send('Runtime.evaluate', {expression, returnByValue: true})).result.value,
    close: () => browser.send('Target.disposeBrowserContext', {browserContextId}),
  };
}

/** Waits for the tab's next event `method` (and `test`, when given). */
function nextEvent(browser, tab, method, test = () => true) {
  return new Promise((resolve) => {
    const stop = browser.on((message) => {
      if (message.sessionId === tab.sessionId && message.method === method && test(message.params)) {
        stop();
        resolve(message.params);
      }
    });
  });
}

/**
 * Where the control's centre is on each page at phone width, found once without throttling (the
 * server compresses the page's files then, as a host's cache has them).
 */
async function controlPositions(browser, origin) {
  const positions = new Map();
  for (const page of PAGES) {
    const tab = await openTab(browser, origin + page);
    const loaded = nextEvent(browser, tab, 'Page.loadEventFired');
    await tab.send('Page.navigate', {url: origin + page});
    await loaded;
    // Long enough for the files loaded after start to be requested: each is compressed now, not in a measured load.
    await sleep(3000);
    const box = await tab.evaluate(`(() => { const r = document.querySelector(${JSON.stringify(CONTROL)})?.getBoundingClientRect(); return r && r.width ? {x: r.x + r.width / 2, y: r.y + r.height / 2} : null; })()`);
    await tab.close();
    if (!box) throw new Error(`bench:real: ${page} has no ${CONTROL} on a phone`);
    positions.set(page, box);
  }
  return positions;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One cold load of `url` at `rate`, with its figures. */
async function load(browser, url, rate, tapAt) {
  const tab = await openTab(browser, url);
  let inFlight = 0;
  let lastNetwork = Date.now();
  let tapped;
  const stop = browser.on(({sessionId, method, params}) => {
    if (sessionId !== tab.sessionId) return;
    if (method === 'Network.requestWillBeSent') inFlight++;
    if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') inFlight = Math.max(0, inFlight - 1);
    if (method.startsWith('Network.')) lastNetwork = Date.now();
    if (method === 'Page.lifecycleEvent' && params.name === 'firstContentfulPaint' && !tapped) {
      tapped = sleep(TAP_AFTER_FCP_MS).then(async () => {
        await tab.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [tapAt]});
        await tab.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
      });
    }
  });
  try {
    await tab.send('Network.emulateNetworkConditions', SLOW_4G);
    await tab.send('Emulation.setCPUThrottlingRate', {rate});
    await tab.send('Page.addScriptToEvaluateOnNewDocument', {source: OBSERVE});
    const started = Date.now();
    const loaded = nextEvent(browser, tab, 'Page.loadEventFired');
    await tab.send('Page.navigate', {url});
    await Promise.race([loaded, sleep(MAX_LOAD_MS)]);
    // Settled: nothing in flight and no long task for a while.
    let tasks = -1;
    let lastTask = Date.now();
    while (Date.now() - started < MAX_LOAD_MS) {
      await sleep(500);
      const {count, started: appStarted} = await tab.evaluate('({count: window.__realThrottle.tasks.length, started: document.scripts.length === 0 || window.__realThrottle.hydrated !== undefined})');
      if (count !== tasks) [tasks, lastTask] = [count, Date.now()];
      if (tapped && appStarted && inFlight === 0 && Date.now() - lastNetwork > 1000 && Date.now() - lastTask > QUIET_MS) break;
    }
    await tapped;
    await sleep(500);
    return figures(await tab.evaluate('window.__realThrottle'));
  } finally {
    stop();
    await tab.close();
  }
}

/** The figures of one load from the entries the page collected. */
function figures({paints, lcp, tasks, shifts, events, hydrated}) {
  const fcp = paints.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? NaN;
  const tap = events.find((entry) => entry.entryType === 'first-input');
  // The tap's own work (from its handlers to the next paint) is the tap's, not the load's.
  const tapEnd = tap ? tap.startTime + Math.max(tap.duration, ...events.filter((entry) => entry.entryType === 'event' && entry.startTime <= tap.startTime + 100).map((entry) => entry.startTime - tap.startTime + entry.duration)) : -1;
  const loading = tasks.filter((task) => !tap || task.startTime < tap.processingStart || task.startTime >= tapEnd);
  const longest = Math.max(0, ...loading.map((task) => task.duration));
  return {
    fcp,
    lcp: lcp.length ? lcp[lcp.length - 1].startTime : NaN,
    longest,
    longTotal: loading.reduce((sum, task) => sum + task.duration, 0),
    tbtAfterFcp: loading.filter((task) => task.startTime >= fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    cls: shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
    tapDelay: tap ? tap.processingStart - tap.startTime : NaN,
    tapDuration: tap ? tapEnd - tap.startTime : NaN,
    hydrated: hydrated ?? NaN,
  };
}

/**
 * Two-sided p-value of the Mann-Whitney U test that `a` and `b` come from the same distribution,
 * exact: every way of choosing `a.length` of the pooled values is enumerated (252 for five rounds
 * a side). U is the rank sum of `a` less a constant, so the rank sums are compared directly.
 */
function mannWhitneyP(a, b) {
  const pooled = [...a, ...b];
  // Mid-ranks: tied values share the mean of their places.
  const ranks = pooled.map((value) => pooled.filter((other) => other < value).length + (pooled.filter((other) => other === value).length + 1) / 2);
  const expected = (a.length * (pooled.length + 1)) / 2;
  const observed = Math.abs(ranks.slice(0, a.length).reduce((sum, rank) => sum + rank, 0) - expected);
  let [extreme, total] = [0, 0];
  const choose = (start, left, sum) => {
    if (left === 0) {
      total++;
      if (Math.abs(sum - expected) >= observed - 1e-9) extreme++;
      return;
    }
    for (let i = start; i <= ranks.length - left; i++) choose(i + 1, left - 1, sum + ranks[i]);
  };
  choose(0, a.length, 0);
  return extreme / total;
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const METRICS = ['fcp', 'lcp', 'longest', 'longTotal', 'tbtAfterFcp', 'cls', 'tapDelay', 'tapDuration', 'hydrated'];

/** Prints the medians of every variant, then each variant against the first: the change of each median, starred beyond the noise. */
function report(results) {
  const rates = [...new Set(results.map((r) => r.rate))];
  const pages = [...new Set(results.map((r) => r.page))];
  const names = [...new Set(results.map((r) => r.variant))];
  const rounds = new Set(results.map((r) => r.round)).size;
  const of = (rate, page, name) => results.filter((r) => r.rate === rate && r.page === page && r.variant === name);
  const valuesOf = (runs, key) => runs.map((r) => r[key]).filter(Number.isFinite);
  for (const rate of rates) {
    console.log(`\nCPU ${rate}x, Slow 4G, medians of ${rounds} rounds\n`);
    console.log('| page | variant | FCP | LCP | LCP / script-free | longest task | long tasks in all | blocking after FCP | CLS | tap delay | tap to paint | hydrated |\n|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const page of pages) {
      const limit = median(valuesOf(of(rate, page, 'script-free'), 'lcp'));
      for (const name of names) {
        const m = (key) => median(valuesOf(of(rate, page, name), key));
        console.log(`| \`${page}\` | ${name} | ${ms(m('fcp'))} | ${ms(m('lcp'))} | ${(m('lcp') / limit).toFixed(2)} | ${ms(m('longest'))} | ${ms(m('longTotal'))} | ${ms(m('tbtAfterFcp'))} | ${m('cls').toFixed(3)} | ${ms(m('tapDelay'))} | ${ms(m('tapDuration'))} | ${ms(m('hydrated'))} |`);
      }
    }
    const compared = names.slice(1).filter((name) => name !== 'script-free');
    if (compared.length === 0) continue;
    console.log(`\nCPU ${rate}x: change of each median against ${names[0]} (* beyond the noise: Mann-Whitney p < 0.05)\n`);
    console.log('| page | variant | FCP | LCP | longest task | long tasks in all | blocking after FCP | CLS | tap delay | tap to paint | hydrated |\n|---|---|---|---|---|---|---|---|---|---|---|');
    for (const page of pages) {
      const base = of(rate, page, names[0]);
      for (const name of compared) {
        const runs = of(rate, page, name);
        const cells = METRICS.map((key) => {
          const [a, b] = [valuesOf(base, key), valuesOf(runs, key)];
          if (a.length === 0 || b.length === 0) return '-';
          const delta = median(b) - median(a);
          const star = mannWhitneyP(a, b) < 0.05 ? '*' : '';
          return key === 'cls' ? `${delta >= 0 ? '+' : ''}${delta.toFixed(3)}${star}` : `${delta >= 0 ? '+' : ''}${Math.round(delta)}${star}`;
        });
        console.log(`| \`${page}\` | ${name} | ${cells.join(' | ')} |`);
      }
    }
  }
}

if (options.report) {
  report(JSON.parse(fs.readFileSync(options.report, 'utf8')));
  process.exit(0);
}

for (const {name, dir} of variants) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`bench:real: no built site for ${name} in ${dir} (run "npm run build").`);
    process.exit(1);
  }
}
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-real-'));
const servers = [];
let browser;
try {
  const scriptFree = path.join(temp, 'script-free');
  scriptFreeCopy(variants[0].dir, scriptFree);
  const all = [...variants, {name: 'script-free', dir: scriptFree}];
  for (const variant of all) {
    const server = await startPreviewServer({dir: variant.dir, port: 0});
    servers.push(server);
    variant.origin = `http://127.0.0.1:${server.address().port}`;
  }
  browser = await launchBrowser();
  for (const variant of all) variant.tapAt = await controlPositions(browser, variant.origin);
  const [load1] = os.loadavg();
  console.log(`bench:real: ${ROUNDS} rounds, CPU ${RATES.join('x and ')}x, Slow 4G, ${PHONE.width}x${PHONE.height} phone; variants ${all.map((v) => v.name).join(', ')}; load average ${load1.toFixed(2)} at the start, ${os.cpus().length} cores`);
  const results = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const rate of RATES) {
      for (const page of PAGES) {
        const order = all.map((_, i) => all[(i + round) % all.length]);
        for (const variant of order) {
          const run = await load(browser, variant.origin + page, rate, variant.tapAt.get(page));
          results.push({round, rate, page, variant: variant.name, ...run});
          process.stdout.write('.');
        }
      }
    }
  }
  console.log(`\nbench:real: load average ${os.loadavg()[0].toFixed(2)} at the end`);
  if (options.json) fs.writeFileSync(options.json, JSON.stringify(results, null, 1));
  report(results);
} finally {
  await browser?.close();
  for (const server of servers) server.close();
  fs.rmSync(temp, {recursive: true, force: true});
}
