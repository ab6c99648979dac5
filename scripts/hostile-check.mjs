#!/usr/bin/env node
// A hostile client against the preview server (src/features/hosting/previewServer.mjs), as
// scripts/serve.mjs runs it on the built site. Independent of the unit suite: raw sockets, the
// exact bytes of every request, and checks of what comes back (status, security headers of
// `_headers`, same-origin redirects, no file from outside the build, no hidden or host file,
// intact compressed bodies), plus resource checks (descriptors, resident memory, event-loop
// time) that only a running process shows. After each class of attack a plain request must
// still be served, and the server's descriptors and memory must not have grown.
//
//   npm run check:hostile [-- --long]      (node scripts/hostile-check.mjs [--dir build] [--long])
//
// --long adds a check that takes two minutes: connections that send nothing, half a request
// line or half a body are closed by the server in time.
//
// The site is a copy of the build in a temp folder, with planted files the server must never
// hand out (dotfiles, a file beside the site, a sibling folder whose name starts like it,
// symbolic links out of the site) and a few it must handle (precompressed copies, a stale copy,
// a large file, a file of known bytes). The servers run on ports the system picks.
// Exit status: 0 when nothing was found, 1 on any finding, 2 when the check could not run.
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: options} = parseArgs({options: {dir: {type: 'string'}, long: {type: 'boolean'}}});
const buildDir = path.resolve(root, options.dir ?? 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`hostile-check: no built site in ${buildDir}. Run "npm run build" first.`);
  process.exit(2);
}
const HAS_PROC = fs.existsSync('/proc/self/fd');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The site under test

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-check-'));
const site = path.join(tmp, 'site');
const token = crypto.randomBytes(6).toString('hex');
/** Text that must never appear in an answer: planted secrets, the host files, system files. */
const MARKERS = {
  outside: `HOSTILE-OUTSIDE-${token}`,
  sibling: `HOSTILE-SIBLING-${token}`,
  dotfile: `HOSTILE-DOTFILE-${token}`,
  linked: `HOSTILE-LINKED-${token}`,
};
const FORBIDDEN = [
  ...Object.values(MARKERS),
  'root:x:0:0', // /etc/passwd
  '"name": "rslib-docs"', // the repository's package.json
];

function plantSite() {
  fs.cpSync(buildDir, site, {recursive: true, dereference: false});
  fs.writeFileSync(path.join(tmp, 'outside.txt'), MARKERS.outside);
  // `site-evil` starts with the site's own name: a prefix check without a separator lets it through.
  fs.mkdirSync(path.join(tmp, 'site-evil'));
  fs.writeFileSync(path.join(tmp, 'site-evil', 'secret.txt'), MARKERS.sibling);
  for (const file of ['.env', '.git/config', '.well-hidden/x.txt', 'guide/.hidden', 'zh/.secret.html', 'assets/.cache.js']) {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), MARKERS.dotfile);
  }
  // Files to serve: 8 MB that never fit in socket buffers, and 4 KB of known bytes for ranges.
  fs.writeFileSync(path.join(site, 'hostile-big.bin'), crypto.randomBytes(8 * 1024 * 1024));
  fs.writeFileSync(path.join(site, 'hostile-range.bin'), Buffer.from(Array.from({length: 4096}, (_, i) => i % 251)));
  // Precompressed copies of one page, as `RSLIB_PRECOMPRESS=on` writes them, and a stale copy of
  // another (older than its file: never to be sent).
  const page = pickPage();
  const pageBody = fs.readFileSync(path.join(site, page.file));
  fs.writeFileSync(path.join(site, `${page.file}.br`), zlib.brotliCompressSync(pageBody));
  fs.writeFileSync(path.join(site, `${page.file}.gz`), zlib.gzipSync(pageBody));
  const staleFile = fs.existsSync(path.join(site, 'zh/index.html')) ? 'zh/index.html' : 'index.html';
  fs.writeFileSync(path.join(site, `${staleFile}.br`), zlib.brotliCompressSync(Buffer.from('STALE COPY')));
  const old = new Date(fs.statSync(path.join(site, staleFile)).mtimeMs - 86_400_000);
  fs.utimesSync(path.join(site, `${staleFile}.br`), old, old);
  // Symbolic links out of the site, to a file and to the folder that holds the site.
  fs.writeFileSync(path.join(tmp, 'linked.txt'), MARKERS.linked);
  let linked = false;
  try {
    fs.symlinkSync(path.join(tmp, 'linked.txt'), path.join(site, 'hostile-link.txt'));
    fs.symlinkSync(tmp, path.join(site, 'hostile-dirlink'));
    // A link that stays inside the site may be served.
    fs.symlinkSync(path.join(site, 'hostile-range.bin'), path.join(site, 'hostile-inlink.bin'));
    linked = true;
  } catch {
    // No symlinks on this file system: the class is skipped.
  }
  const asset = largest(path.join(site, 'assets/js'), '.js');
  return {page, stale: `/${staleFile.replace(/index\.html$/, '')}`, asset: asset && `/${path.relative(site, asset).split(path.sep).join('/')}`, linked};
}

/** A page of the build with a folder of its own (`/guide/start/`), for compression checks. */
function pickPage() {
  const preferred = 'guide/start/index.html';
  if (fs.existsSync(path.join(site, preferred))) return {file: preferred, url: '/guide/start/'};
  const walk = (dir) => fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const file = walk(site).find((f) => f.endsWith('/index.html') && path.dirname(f) !== site && !f.includes(`${path.sep}zh${path.sep}`));
  if (!file) throw new Error('no page with a folder of its own in the build');
  const rel = path.relative(site, file).split(path.sep).join('/');
  return {file: rel, url: `/${rel.replace(/index\.html$/, '')}`};
}

function largest(dir, ext) {
  if (!fs.existsSync(dir)) return null;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(ext)).map((f) => path.join(dir, f));
  return files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0] ?? null;
}

/** The headers `_headers` sets for every path (`/*`), which every answer must carry. */
function siteHeaders() {
  const text = fs.readFileSync(path.join(site, '_headers'), 'utf8');
  const block = text.split(/\n\s*\n/).find((b) => b.split('\n')[0].trim() === '/*') ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

// ---------------------------------------------------------------------------------------------
// Servers: started with scripts/serve.mjs on a free port, always stopped

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

/**
 * Starts `node scripts/serve.mjs --port 0` (the server picks a free port and prints it).
 * @param {{fdLimit?: number, waitWarm?: boolean}} [opts] fdLimit: run under `ulimit -n`
 */
async function startServer({fdLimit, waitWarm = true} = {}) {
  const args = [path.join(root, 'scripts/serve.mjs'), '--port', '0', '--host', '127.0.0.1', '--dir', site];
  const child = fdLimit
    ? spawn('bash', ['-c', `ulimit -n ${fdLimit} && exec "$0" "$@"`, process.execPath, ...args], {cwd: root, stdio: ['ignore', 'pipe', 'pipe']})
    : spawn(process.execPath, args, {cwd: root, stdio: ['ignore', 'pipe', 'pipe']});
  children.add(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.on('exit', () => children.delete(child));
  const deadline = Date.now() + 180_000;
  let port = null;
  while (Date.now() < deadline && child.exitCode === null) {
    port ??= Number(/at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1]) || null;
    if (port && (!waitWarm || /Compressed the text files|compressing ahead failed/.test(output))) break;
    await sleep(100);
  }
  if (!port) throw new Error(`the server did not start:\n${output}`);
  return {child, port, pid: child.pid, output: () => output};
}

async function stopServer(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  // serve.mjs waits for open connections; keep-alive ones end within 5 s.
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 8000);
  await exited;
  clearTimeout(timer);
}

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const child of children) {
    child.kill('SIGKILL');
  }
  fs.rmSync(tmp, {recursive: true, force: true});
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp().finally(() => process.exit(2));
  });
}

const fdCount = (pid) => (HAS_PROC ? fs.readdirSync(`/proc/${pid}/fd`).length : NaN);
const rssMb = (pid) => (HAS_PROC ? Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024) : NaN);

// ---------------------------------------------------------------------------------------------
// Raw HTTP

/**
 * Sends bytes on a fresh connection and collects what comes back until the server closes,
 * `timeout` passes or `until(bytes)` is true (by default: one complete answer; null: never).
 * @returns {Promise<{why: string, ms: number, bytes: Buffer}>}
 */
function exchange(port, payload, {timeout = 5000, until = (bytes) => splitResponses(bytes).complete > 0, chunks, chunkDelay = 0} = {}) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received = [];
    const started = Date.now();
    let done = false;
    const finish = (why) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({why, ms: Date.now() - started, bytes: Buffer.concat(received)});
    };
    const timer = setTimeout(() => finish('timeout'), timeout);
    socket.on('data', (d) => {
      received.push(d);
      if (until?.(Buffer.concat(received))) finish('complete');
    });
    socket.on('end', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.on('error', (e) => finish(`error ${e.code}`));
    socket.on('connect', async () => {
      if (!chunks) return void socket.write(payload);
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        await sleep(chunkDelay);
      }
    });
  });
}

/** The first final (non-1xx) response in `bytes`: status, headers (lower-case names), body. */
function parseResponse(bytes, method = 'GET') {
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const head = rest.subarray(0, end).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
    if (!status) return null;
    rest = rest.subarray(end + 4);
    if (status >= 100 && status < 200) continue;
    const headers = {};
    for (const line of head.split('\r\n').slice(1)) {
      const at = line.indexOf(':');
      const name = line.slice(0, at).trim().toLowerCase();
      headers[name] = headers[name] === undefined ? line.slice(at + 1).trim() : `${headers[name]}, ${line.slice(at + 1).trim()}`;
    }
    let body = method === 'HEAD' || status === 304 ? Buffer.alloc(0) : rest;
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(rest);
    else if (headers['content-length'] !== undefined && body.length > Number(headers['content-length'])) body = body.subarray(0, Number(headers['content-length']));
    return {status, headers, head, body};
  }
}

function dechunk(bytes) {
  const parts = [];
  let at = 0;
  while (at < bytes.length) {
    const line = bytes.indexOf('\r\n', at);
    if (line < 0) break;
    const size = parseInt(bytes.subarray(at, line).toString('latin1'), 16);
    if (!size) break;
    parts.push(bytes.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * The answers in `bytes`, in order, read by their framing (Content-Length, chunked, or none for
 * 1xx/204/304), and how many of them are complete. For pipelined requests (GET only).
 */
function splitResponses(bytes) {
  const statuses = [];
  let complete = 0;
  let rest = bytes;
  while (rest.length) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const head = rest.subarray(0, end).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
    if (!status) break;
    rest = rest.subarray(end + 4);
    if (status < 200) continue;
    statuses.push(status);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const last = rest.indexOf('0\r\n\r\n');
      if (last < 0) break;
      rest = rest.subarray(last + 5);
    } else if (status === 304 || status === 204) {
      // no body
    } else if (length !== undefined) {
      if (rest.length < Number(length)) break;
      rest = rest.subarray(Number(length));
    } else {
      break; // a body that runs to the end of the connection
    }
    complete++;
  }
  return {statuses, complete};
}

const decoded = (res) => {
  try {
    if (res.headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(res.body);
    if (res.headers['content-encoding'] === 'gzip') return zlib.gunzipSync(res.body);
  } catch {
    return null;
  }
  return res.body;
};

/** A complete GET/HEAD request with Connection: close. */
const request = (target, headers = '', method = 'GET') => `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;
const hdrs = (obj) =>
  Object.entries(obj)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}\r\n`) : [`${k}: ${v}\r\n`]))
    .join('');

// ---------------------------------------------------------------------------------------------
// Findings

const findings = [];
const notes = [];
/** Answers without the headers of `_headers`, by kind (one repro each). */
const unprotected = new Map();
const classes = [];
let current = null;

const shorten = (payload) => {
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : String(payload);
  return text.length > 300 ? `${JSON.stringify(text.slice(0, 200))} … (${text.length} bytes in all)` : JSON.stringify(text);
};
function finding(title, repro, detail = '') {
  findings.push({cls: current.name, title, repro: typeof repro === 'string' && repro.startsWith('(') ? repro : shorten(repro), detail});
  current.findings++;
}

/**
 * Sends one request and checks the answer:
 * - some answer within the time (unless `mayWait`: the request is incomplete on purpose);
 * - no 5xx; the expected status when given;
 * - the security headers of `_headers`, exactly;
 * - a `Location` on this origin only;
 * - no planted secret, host file or system file in the body (decompressed);
 * - a Content-Length that matches the body.
 */
async function probe(port, payload, {expect, mayWait = false, timeout = 5000, label} = {}) {
  current.requests++;
  const method = /^HEAD /.test(String(payload)) ? 'HEAD' : 'GET';
  const got = await exchange(port, payload, {timeout});
  const res = parseResponse(got.bytes, method);
  const name = label ?? shorten(payload);
  if (!res) {
    if (!mayWait && got.bytes.length === 0) finding(got.why === 'timeout' ? 'no answer (hang)' : 'connection closed without an answer', payload, `after ${got.ms} ms`);
    else if (!mayWait) finding('unreadable answer', payload, JSON.stringify(got.bytes.subarray(0, 80).toString('latin1')));
    return {got, res};
  }
  if (res.status >= 500) finding(`server error ${res.status}`, payload);
  if (expect && !expect.includes(res.status)) finding(`status ${res.status}, expected ${expect.join(' or ')}`, payload);
  const missing = Object.entries(EXPECTED_HEADERS)
    .filter(([k, v]) => res.headers[k] !== v)
    .map(([k]) => k);
  if (missing.length) {
    const kind = `${res.status} (${missing.length === Object.keys(EXPECTED_HEADERS).length ? 'all security headers missing' : `missing ${missing.join(', ')}`})`;
    if (!unprotected.has(kind)) unprotected.set(kind, {payload, cls: current.name});
  }
  const location = res.headers.location;
  if (location !== undefined) {
    let sameOrigin = false;
    try {
      const base = `http://127.0.0.1:${port}/`;
      sameOrigin = new URL(location, base).origin === new URL(base).origin && /^\/(?![/\\])/.test(location);
    } catch {
      sameOrigin = false;
    }
    if (!sameOrigin) finding('redirect off this origin', payload, `Location: ${location}`);
  }
  const body = decoded(res);
  if (body === null) finding('compressed body does not decompress', payload, `Content-Encoding: ${res.headers['content-encoding']}`);
  else {
    const text = body.toString('latin1');
    const leaked = FORBIDDEN.find((marker) => text.includes(marker)) ?? (HOST_FILE_TEXT.find((t) => text.includes(t)) ? 'the text of _headers/_redirects' : null);
    if (leaked) finding('file disclosure', payload, `answer ${res.status} contains ${leaked}`);
  }
  if (method === 'GET' && res.status !== 304 && res.headers['content-length'] !== undefined && got.why !== 'timeout') {
    if (Number(res.headers['content-length']) !== res.body.length) finding('Content-Length does not match the body', payload, `${res.headers['content-length']} vs ${res.body.length} (${name})`);
  }
  return {got, res};
}

/** A plain request must still be served, and the process must still run. */
async function health(server) {
  const started = Date.now();
  const {res} = await (async () => {
    const got = await exchange(server.port, request('/'), {timeout: 5000});
    return {res: parseResponse(got.bytes)};
  })();
  const alive = server.child.exitCode === null && !server.child.signalCode;
  const ok = alive && res?.status === 200;
  if (!ok) {
    finding(alive ? 'server stopped answering' : 'server process exited (crash)', request('/'), alive ? `GET / gave ${res?.status ?? 'nothing'}` : server.output().slice(-500));
  }
  return {ok, ms: Date.now() - started};
}

/**
 * Runs one class of attacks against `server`, then the health request; a crashed or stuck
 * server is replaced so that the next classes still run.
 */
async function runClass(name, server, fn) {
  current = {name, requests: 0, findings: 0, healthy: true, extra: '', fds: '', rss: ''};
  classes.push(current);
  const fdBefore = fdCount(server.pid);
  const rssBefore = rssMb(server.pid);
  try {
    current.extra = (await fn(server.port, server)) ?? '';
  } catch (error) {
    finding('the check itself failed', '(see detail)', String(error?.stack ?? error));
  }
  const {ok} = await health(server);
  current.healthy = ok;
  if (ok && HAS_PROC) {
    // Connections the class opened close within a moment; what stays open after that leaked.
    let fdAfter = fdCount(server.pid);
    for (let i = 0; i < 20 && fdAfter - fdBefore > FD_SLACK; i++) {
      await sleep(250);
      fdAfter = fdCount(server.pid);
    }
    const rssAfter = rssMb(server.pid);
    current.fds = `${fdBefore}→${fdAfter}`;
    current.rss = `${rssBefore}→${rssAfter}`;
    if (fdAfter - fdBefore > FD_SLACK) finding('descriptors kept after the class', '(all of this class)', `open descriptors ${fdBefore} → ${fdAfter}, 5 s after its last request`);
    if (rssAfter - rssBefore > RSS_SLACK_MB) finding('memory grew during the class', '(all of this class)', `resident memory ${rssBefore} → ${rssAfter} MB`);
  }
  if (!ok) {
    await stopServer(server);
    Object.assign(server, await startServer());
  }
}
/** Growth allowed in one class: a few descriptors in the middle of closing, and the memory of a
 * busy process (V8 grows its heap before it collects; the compressed copies are made at start). */
const FD_SLACK = 5;
const RSS_SLACK_MB = 150;

// ---------------------------------------------------------------------------------------------
// The attacks

/** @type {ReturnType<typeof plantSite>} */
let setup;
/** @type {Record<string, string>} */
let EXPECTED_HEADERS = {};
/** Lines of `_headers` and `_redirects` that no answer body may contain. */
let HOST_FILE_TEXT = [];
const H = 'Host: 127.0.0.1\r\n';

/** Request lines, framing, versions, methods: each gets a calm answer or waits for the rest. */
async function requestLines(port) {
  const cases = [
    // [payload, expected statuses or null for any 4xx/2xx, may wait for more bytes]
    ['GET /\r\n', null, true], // HTTP/0.9: Node waits for a version that never comes
    ['GET /\r\n\r\n', [200, 400], false], // read by Node as a request without headers
    ['GET / HTTP/1.0\r\n\r\n', [200]],
    ['GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n', [200], true],
    ['HEAD / HTTP/1.0\r\n\r\n', [200]],
    ['GET / HTTP/1.1\r\n\r\n', [400]], // HTTP/1.1 without Host
    ['GET / HTTP/2.0\r\n' + H + 'Connection: close\r\n\r\n', [200, 400, 505]],
    ['GET / HTTP/1.2\r\n' + H + '\r\n', [400, 505]],
    ['GET / HTTP/9.9\r\n' + H + '\r\n', [400, 505]],
    ['GET / HTTP/1.1 extra\r\n' + H + '\r\n', [400]],
    ['GET / \r\n' + H + '\r\n', [400]],
    ['GET  / HTTP/1.1\r\n' + H + 'Connection: close\r\n\r\n', [200, 400]],
    ['GET\t/\tHTTP/1.1\r\n' + H + '\r\n', [400]],
    ['GET / HTTP/1.1\n' + 'Host: x\n\n', [400, 200], true],
    ['GET / HTTP/1.1\rHost: x\r\r', [400], true],
    ['\r\n\r\nGET / HTTP/1.1\r\n' + H + 'Connection: close\r\n\r\n', [200, 400]],
    ['\r\n\r\n\r\n', null, true],
    ['get / HTTP/1.1\r\n' + H + '\r\n', [400, 405]],
    ['Get / HTTP/1.1\r\n' + H + '\r\n', [400, 405]],
    ['G\x00T / HTTP/1.1\r\n' + H + '\r\n', [400]],
    ['A'.repeat(8000) + ' / HTTP/1.1\r\n' + H + '\r\n', [400, 405, 431]],
    ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'PURGE', 'SEARCH', 'QUERY', 'LINK', 'REPORT', 'M-SEARCH', 'NOTIFY', 'SUBSCRIBE', 'ACL', 'BIND', 'SOURCE'].map((m) => [
      `${m} / HTTP/1.1\r\n${H}Connection: close\r\n\r\n`,
      [400, 405],
    ]),
    ['FOO / HTTP/1.1\r\n' + H + '\r\n', [400, 405, 501]],
    ['TRACE / HTTP/1.1\r\n' + H + 'Cookie: secret-cookie\r\nConnection: close\r\n\r\n', [405]],
    ['OPTIONS * HTTP/1.1\r\n' + H + 'Connection: close\r\n\r\n', [200, 204, 405]],
    ['GET * HTTP/1.1\r\n' + H + 'Connection: close\r\n\r\n', [400]],
    ['HEAD * HTTP/1.1\r\n' + H + 'Connection: close\r\n\r\n', [400]],
    ['CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', [405]],
    ['CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n', [405]],
    ['CONNECT / HTTP/1.1\r\n' + H + '\r\n', [400, 405]],
    ['PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', [400, 505]],
    [Buffer.from('160301002e0100002a0303' + '00'.repeat(40), 'hex'), [400]], // TLS ClientHello
    [Buffer.from(Array.from({length: 1024}, (_, i) => (i * 131 + 7) & 255)), [400]],
    ['POST / HTTP/1.1\r\n' + H + 'Content-Length: 5\r\nConnection: close\r\n\r\nhello', [405]],
    ['GET / HTTP/1.1\r\n' + H + 'Content-Length: 5\r\nConnection: close\r\n\r\nhello', [200]],
    ['GET / HTTP/1.1\r\n' + H + 'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n0\r\n\r\n', [200]],
    ['POST / HTTP/1.1\r\n' + H + 'Expect: 100-continue\r\nContent-Length: 3\r\nConnection: close\r\n\r\n', [405], true],
    ['GET / HTTP/1.1\r\n' + H + 'Expect: 100-continue\r\nConnection: close\r\n\r\n', [200]],
    ['GET / HTTP/1.1\r\n' + H + 'Expect: the-unexpected\r\nConnection: close\r\n\r\n', [200, 417]],
    ['GET / HTTP/1.1\r\n' + H + 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n', [200, 400, 426], true],
    ['GET / HTTP/1.1\r\n' + H + 'Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n', [200, 400], true],
  ];
  for (const [payload, expect, mayWait] of cases) await probe(port, payload, {expect: expect ?? undefined, mayWait: Boolean(mayWait), timeout: mayWait ? 2500 : 5000});
  // Absolute-form: HTTP/1.1 says a server must accept it (RFC 9112, section 3.2.2), as hosts do;
  // this server refuses it on purpose (400, a unit test says so): a target naming another host
  // than the Host field is a shape two servers may read differently. Either is calm; a refusal
  // is reported as a note.
  const absolute = await probe(port, `GET http://127.0.0.1:${port}/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, {expect: [200, 400]});
  if (absolute.res?.status === 400) notes.push('Absolute-form targets (GET http://host/ HTTP/1.1) get 400: HTTP/1.1 says origin servers must accept them; the server refuses them on purpose.');
  // ...but never fetch another origin, nor read a path outside the site through it.
  await probe(port, 'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n', {expect: [200, 400, 404, 421]});
  await probe(port, 'GET http://127.0.0.1/../../outside.txt HTTP/1.1\r\n' + H + 'Connection: close\r\n\r\n', {expect: [400, 404]});
  await probe(port, 'GET file:///etc/passwd HTTP/1.1\r\n' + H + 'Connection: close\r\n\r\n', {expect: [400, 404]});
  await probe(port, 'GET evil.example:80 HTTP/1.1\r\n' + H + 'Connection: close\r\n\r\n', {expect: [400]});
}

/** Smuggling shapes: ambiguous framing must be refused, never read as two requests. */
async function framing(port) {
  const smuggled = `GET /_headers HTTP/1.1\r\n${H}\r\n`;
  const cases = [
    `GET / HTTP/1.1\r\n${H}Content-Length: ${smuggled.length + 5}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding: chunked\r\nTransfer-Encoding: identity\r\n\r\n0\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding: xchunked\r\n\r\n0\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding : chunked\r\n\r\n0\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding:\x0bchunked\r\n\r\n0\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding:\r\n chunked\r\n\r\n0\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Content-Length: 0\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Content-Length: 0, ${smuggled.length}\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Content-Length: +${smuggled.length}\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Content-Length: 0x${smuggled.length.toString(16)}\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Content-Length: -1\r\n\r\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Content-Length: 99999999999999999999999\r\n\r\n`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding: chunked\r\n\r\nffffffffffffffffffff\r\nx\r\n0\r\n\r\n`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding: chunked\r\n\r\n-1\r\nx\r\n0\r\n\r\n`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding: chunked\r\n\r\n1;${'a'.repeat(20000)}\r\nx\r\n0\r\n\r\n`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding: chunked\r\n\r\n5\nhello\n0\n\n${smuggled}`,
    `GET / HTTP/1.1\r\n${H}Transfer-Encoding: chunked\r\n\r\n0\r\nX-Trailer: ${'b'.repeat(20000)}\r\n\r\n`,
  ];
  for (const payload of cases) {
    current.requests++;
    const got = await exchange(port, payload, {timeout: 3000, until: null});
    const {statuses} = splitResponses(got.bytes);
    const first = parseResponse(got.bytes);
    if (!first) finding('no answer to ambiguous framing', payload);
    else if (first.status >= 500) finding(`server error ${first.status}`, payload);
    else if (first.status !== 400 && first.status !== 413 && first.status !== 431) finding(`ambiguous framing accepted (${first.status})`, payload);
    // A second answer means the tail was read as a request of its own.
    if (statuses.length > 1) finding('smuggled request answered', payload, `answers ${statuses.join(', ')}`);
    if (first) {
      const missing = Object.keys(EXPECTED_HEADERS).some((k) => first.headers[k] !== EXPECTED_HEADERS[k]);
      if (missing) {
        const kind = `${first.status} (all security headers missing)`;
        if (!unprotected.has(kind)) unprotected.set(kind, {payload, cls: current.name});
      }
    }
  }
}

/** Header fields: folding, bad names and values, many and huge fields, odd Host values. */
async function headerFields(port) {
  const base = (extra) => `GET / HTTP/1.1\r\n${extra}Connection: close\r\n\r\n`;
  const cases = [
    [base(H + 'X-A: a\r\n b\r\n'), [400]],
    [base('Host:\r\n 127.0.0.1\r\n'), [400]],
    [base('Host : 127.0.0.1\r\n'), [400]],
    [base(' Host: 127.0.0.1\r\n'), [400]],
    [base(H + 'no-colon-here\r\n'), [400]],
    [base(H + ': empty-name\r\n'), [400]],
    [base(H + 'X-A: a\x00b\r\n'), [400]],
    [base(H + 'X-A: a\rb\r\n'), [400]],
    [base(H + 'X(A): v\r\n'), [400]],
    [base(H + 'X-A: \x7f\r\n'), [400, 200]],
    [Buffer.from(base(H + 'X-A: \xff\xfe\xe4\xb8\xad\r\n'), 'latin1'), [200]],
    [base('Host: a\r\nHost: b\r\n'), [400]],
    [base('Host: a\r\nhOsT: b\r\n'), [400]],
    [base('Host:\r\n'), [200, 400]],
    [base('Host: evil.example\r\n'), [200]],
    [base('Host: evil.example:99999\r\n'), [200, 400]],
    [base('Host: a@evil.example\r\n'), [200, 400]],
    [base('Host: evil.example/x?y#z\r\n'), [200, 400]],
    [base('Host: [::1]\r\n'), [200]],
    [base('Host: ' + 'h'.repeat(12000) + '\r\n'), [200, 400, 431]],
    [Buffer.from(base('Host: \xe4\xb8\xad.example\r\n'), 'latin1'), [200, 400]],
    [base(H + 'X-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\nForwarded: host=evil.example\r\nX-Original-URL: /_headers\r\nX-Rewrite-URL: /_headers\r\n'), [200]],
    [base(H + 'X-HTTP-Method-Override: DELETE\r\n'), [200]],
    [base(H + 'X-A: ' + 'a'.repeat(15500) + '\r\n'), [200, 431]],
    [base(H + 'X-A: ' + 'a'.repeat(20000) + '\r\n'), [431]],
    [base(H + 'X-A: ' + 'a'.repeat(200_000) + '\r\n'), [431]],
    [base(H + Array.from({length: 1900}, (_, i) => `a${i}: 1\r\n`).join('')), [200, 431]],
    [base(H + Array.from({length: 3000}, (_, i) => `b${i}: 1\r\n`).join('')), [200, 431]],
    [base(H + 'Accept-Encoding: br\r\n'.repeat(700)), [200, 431]],
    [base(H + 'Range: bytes=0-0\r\n'.repeat(500)), [200, 206, 431]],
    [base(H + 'Cookie: ' + 'c=1; '.repeat(3000) + '\r\n'), [200, 431]],
  ];
  for (const [payload, expect] of cases) await probe(port, payload, {expect});
  // The same, one byte at a time (tiny TCP segments).
  current.requests++;
  const trickled = await exchange(port, null, {chunks: [...request('/', 'Range: bytes=0-9\r\n')], chunkDelay: 1, timeout: 10000});
  const res = parseResponse(trickled.bytes);
  if (res?.status !== 206) finding('request sent one byte at a time not served', '(the bytes of GET / with Range: bytes=0-9, one per TCP write)', `got ${res?.status}`);
}

/** Paths that must not name a file: traversal, hidden and host files, in many spellings. */
async function traversal(port) {
  const secrets = [
    ...['_headers', '_redirects'].flatMap((f) => [
      `/${f}`, `/${f}/`, `/${f}.`, `/${f}%20`, `/${f};x`, `/${f}?x`, `/${f}#x`, `/${f}%23`, `/${f}%3F`, `/%5F${f.slice(1)}`, `/${f.slice(0, -1)}%${f.charCodeAt(f.length - 1).toString(16)}`,
      `//${f}`, `///${f}`, `/./${f}`, `/x/../${f}`, `/zh/../${f}`, `/%2e/${f}`, `/%2E%2E/${f}`, `/x/%2e%2e/${f}`, `/${f}.html`, `/${f}/index.html`, `/${f}/.`,
      `/${f}::$DATA`, `/${f}%00`, `/${f}%00.html`, `/${f}%E2%80%8B`, `/${f}%EF%BB%BF`, `/%EF%BC%BF${f.slice(1)}`, `/${f.toUpperCase()}`, `/en/${f}`, `/en/../${f}`,
      `/en//${f}`, `/en/%2F${f}`, `/zh/${f}`, `/index/../${f}`, `/${f}.br`, `/${f}.gz`, `/%2F${f}`, `/%252F${f}`, `/${encodeURIComponent(f)}`,
    ]),
    ...['.env', '.git/config', '.git/', '.well-hidden/x.txt', 'guide/.hidden', 'zh/.secret', 'zh/.secret.html', 'assets/.cache.js'].flatMap((f) => [
      `/${f}`, `/${f.replace(/\./, '%2e')}`, `/${f.replace(/\./, '%2E')}`, `/${f.replace(/\//g, '%2F')}`, `/x/../${f}`, `/./${f}`, `/en/${f}`, `/${f}%00`, `/${f.replace('.', '%252e')}`,
    ]),
    ...['/outside.txt', '/site-evil/secret.txt'].flatMap((f) => [
      `/..${f}`, `/../..${f}`, `/%2e%2e${f}`, `/%2E%2E${f}`, `/..%2f${f.slice(1)}`, `/..%2F${f.slice(1)}`, `/%2e%2e%2f${f.slice(1)}`, `/..%5c${f.slice(1)}`, `/%5c..%5c${f.slice(1)}`,
      `/..\\${f.slice(1)}`, `/%c0%ae%c0%ae${f}`, `/%c0%ae%c0%ae%c0%af${f.slice(1)}`, `/%e0%80%ae%e0%80%ae${f}`, `/%f0%80%80%ae%f0%80%80%ae${f}`, `/%252e%252e${f}`, `/%25%32%65%25%32%65${f}`,
      `/..%00${f}`, `/.%00.${f}`, `/..%01${f}`, `/...${f}`, `/....${f}`, `/..%20${f}`, `/..%09${f}`, `/%20..${f}`, `/..;${f}`, `/;/..${f}`, `/assets/..;/..;${f}`,
      `/%ef%bc%8e%ef%bc%8e${f}`, `/%e2%80%a4%e2%80%a4${f}`, `/%ef%b8%92%ef%b8%92${f}`, `/%u002e%u002e${f}`, `/.%2e${f}`, `/%2e.${f}`, `/zh/../..${f}`, `/guide/../../..${f}`,
      `/${'../'.repeat(20)}${f.slice(1)}`, `/${'%2e%2e/'.repeat(20)}${f.slice(1)}`, `/${'..%2f'.repeat(20)}${f.slice(1)}`, `/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
      `/C:${f}`, `/c:%5c..%5c${f.slice(1)}`, `/%5C%5C127.0.0.1%5Cc$${f}`, `/..%c0%af${f.slice(1)}`, `/..%c1%9c${f.slice(1)}`, `/..%255c${f.slice(1)}`, `/..%u2215${f.slice(1)}`,
    ]),
    '/etc/passwd', '/../../../../../../../../etc/passwd', '/proc/self/environ', '/proc/self/cmdline', '/package.json', '/../package.json', '/%2e%2e/package.json',
    '/node_modules/', '/src/', '/.', '/..', '/%2e', '/%2e%2e', '/%2e%2e/', '/...', '/assets', '/assets/', '/assets/js/', '/zh/assets/', '/img/', '/zh/img/og/',
  ];
  for (const target of secrets) {
    // A request line cannot carry raw spaces/backslashes in every client; these are the bytes as sent.
    const {res} = await probe(port, request(target), {expect: [301, 400, 404, 414]});
    if (res?.status === 301) {
      // Follow one redirect: the place it leads must not be a secret either.
      const next = res.headers.location;
      if (next) await probe(port, request(next), {expect: [301, 400, 404, 414]});
    }
  }
  // Malformed encodings and characters that no page path contains.
  for (const target of ['/%', '/%zz', '/%e4', '/%ff', '/%c0%80', '/%ed%a0%80', '/%f4%90%80%80', '/%f8%88%80%80%80', '/%00', '/a%00b', '/%5c', '/a\\b'])
    await probe(port, request(target), {expect: [400]});
  // Long targets: 414 above 2048 characters, calm below; long segments beyond file-name limits.
  for (const [target, expect] of [
    ['/' + 'a'.repeat(255), [404]],
    ['/' + 'a'.repeat(256), [404]],
    ['/' + 'a'.repeat(2047), [404]],
    ['/' + 'a'.repeat(2048), [414]],
    ['/' + 'a/'.repeat(1020), [404]],
    ['/' + '%41'.repeat(682), [404]],
    ['/?' + 'q'.repeat(4000), [414]],
    ['/' + 'b'.repeat(12000), [414, 431]],
  ])
    await probe(port, request(target), {expect});
  // Unicode spellings of real pages: other code points, other files (404), never a crash.
  for (const target of ['/%EF%BD%87uide/', '/gu%C4%B1de/', '/g%CC%81uide/', '/guide%E2%80%8B/', '/%E2%80%AEediug/', '/GUIDE/', '/zh%2F', '/%7A%68/'])
    await probe(port, request(target), {expect: [200, 301, 404]});
  return `${secrets.length} secret spellings`;
}

/** Redirects: every Location stays on this origin, whatever the target. */
async function redirects(port) {
  const targets = [
    '//evil.example', '//evil.example/', '///evil.example', '////evil.example/x', '/%2f%2fevil.example', '/%2F/evil.example', '/%2f%5cevil.example', '//%5cevil.example',
    '/en//evil.example', '/en///evil.example', '/en/%2f%2fevil.example', '/en/%2F%2F%2Fevil.example', '/en/..//evil.example', '/en/.//evil.example', '/en/%2e%2e//evil.example',
    '/en/%2e//evil.example', '/en/%09/evil.example', '/en/%09%09evil.example', '/en/%20//evil.example', '/en/%0d%0aLocation:%20http://evil.example', '/en/%0d%0a%0d%0a<script>',
    '/en/http://evil.example', '/en/http:%2f%2fevil.example', '/en/https:evil.example', '/en/@evil.example', '/en/:evil.example', '/en/javascript:alert(1)',
    '/en/%E3%80%82evil.example', '/en/%EF%BC%8F%EF%BC%8Fevil.example', '/en/%E2%81%84%E2%81%84evil.example', '/en/%C2%A0//evil.example', '/en/%0B//evil.example',
    '/en?//evil.example', '/en?%0d%0aSet-Cookie:x=1', '/en/index.html?next=//evil.example', '/en/index?x=https://evil.example', '/en/en/en//evil.example',
    '//evil.example/%2e%2e', '//evil.example/index.html', '//evil.example/en/', '/index.html/..//evil.example', '/.html', '//.html', '/en/.html', '/en//.html',
    '/en/404', '/en/404.html', '/en/zh/', '/en/index', '/index', '/index.html', '/zh/index', '/zh/index.html', '/en', '/en/',
    `/en/${'%2F'.repeat(500)}evil.example`, `/${'/'.repeat(1500)}evil.example`,
  ];
  for (const target of targets) await probe(port, request(target), {expect: [200, 301, 400, 404, 414]});
  return `${targets.length} targets`;
}

/** Byte ranges and conditional requests on a file of known bytes. */
async function rangesAndConditions(port) {
  const P = '/hostile-range.bin';
  const bytes = fs.readFileSync(path.join(site, 'hostile-range.bin'));
  const size = bytes.length;
  const first = parseResponse((await exchange(port, request(P))).bytes);
  const etag = first.headers.etag;
  const lm = first.headers['last-modified'];
  const later = new Date(Date.parse(lm) + 60_000).toUTCString();
  const cases = [
    // [headers, status, expected body slice [start, end) or null]
    [{Range: 'bytes=0-0'}, 206, [0, 1]],
    [{Range: 'bytes=-1'}, 206, [size - 1, size]],
    [{Range: 'bytes=0-'}, 206, [0, size]],
    [{Range: `bytes=${size - 1}-`}, 206, [size - 1, size]],
    [{Range: 'bytes=10-19'}, 206, [10, 20]],
    [{Range: `bytes=${size}-`}, 416, null],
    [{Range: 'bytes=5-2'}, 416, null],
    [{Range: 'bytes=-0'}, 416, null],
    [{Range: 'bytes=-99999999999999999999999'}, 206, [0, size]],
    [{Range: 'bytes=0-99999999999999999999999'}, 206, [0, size]],
    [{Range: 'bytes=99999999999999999999999-'}, 416, null],
    [{Range: `bytes=0-1,5-6`}, 200, [0, size]],
    [{Range: `bytes=${'0-,'.repeat(1000)}0-`}, 200, [0, size]],
    [{Range: 'items=0-1'}, 200, [0, size]],
    [{Range: 'BYTES=0-1'}, 206, [0, 2]],
    [{Range: 'bytes = 0 - 1'}, 206, [0, 2]],
    [{Range: 'bytes=-5-10'}, 200, [0, size]],
    [{Range: 'bytes=0x10-0x20'}, 200, [0, size]],
    [{Range: 'bytes=1.5-2'}, 200, [0, size]],
    [{Range: 'bytes=1e3-'}, 200, [0, size]],
    [{Range: 'bytes='}, 200, [0, size]],
    [{Range: 'bytes=-'}, 200, [0, size]],
    [{Range: 'bytes=\u0661-\u0662'}, 200, [0, size]],
    [{Range: ['bytes=0-0', 'bytes=1-1']}, 200, [0, size]],
    [{Range: 'bytes=0-0', 'If-Range': etag}, 206, [0, 1]],
    [{Range: 'bytes=0-0', 'If-Range': `W/${etag}`}, 200, [0, size]],
    [{Range: 'bytes=0-0', 'If-Range': '"nope"'}, 200, [0, size]],
    [{Range: 'bytes=0-0', 'If-Range': lm}, 206, [0, 1]],
    [{Range: 'bytes=0-0', 'If-Range': later}, 200, [0, size]],
    [{Range: 'bytes=0-0', 'If-Range': 'garbage'}, 200, [0, size]],
    [{Range: `bytes=${size}-`, 'If-Range': '"nope"'}, 200, [0, size]],
    [{'If-Range': '"nope"'}, 200, [0, size]],
    [{'If-Match': '*'}, 200, [0, size]],
    [{'If-Match': etag}, 200, [0, size]],
    [{'If-Match': `"a", ${etag}`}, 200, [0, size]],
    [{'If-Match': `W/${etag}`}, 412, null],
    [{'If-Match': '"wrong"'}, 412, null],
    [{'If-Match': ','}, 412, null],
    [{'If-Match': '"wrong"', 'If-None-Match': etag}, 412, null],
    [{'If-Unmodified-Since': 'Mon, 01 Jan 1990 00:00:00 GMT'}, 412, null],
    [{'If-Unmodified-Since': 'Mon, 01 Jan 2199 00:00:00 GMT'}, 200, [0, size]],
    [{'If-Unmodified-Since': 'yesterday'}, 200, [0, size]],
    [{'If-Match': etag, 'If-Unmodified-Since': 'Mon, 01 Jan 1990 00:00:00 GMT'}, 200, [0, size]],
    [{'If-Unmodified-Since': 'Mon, 01 Jan 1990 00:00:00 GMT', Range: 'bytes=0-0'}, 412, null],
    [{'If-None-Match': etag}, 304, null],
    [{'If-None-Match': `W/${etag}`}, 304, null],
    [{'If-None-Match': '*'}, 304, null],
    [{'If-None-Match': `"a" , W/"b",${etag}`}, 304, null],
    [{'If-None-Match': etag.slice(1, -1)}, 200, [0, size]],
    [{'If-None-Match': `${'"x", '.repeat(1500)}${etag}`}, 304, null],
    [{'If-None-Match': '"' + 'W/'.repeat(3000)}, 200, [0, size]],
    [{'If-None-Match': '"x"', 'If-Modified-Since': lm}, 200, [0, size]],
    [{'If-None-Match': etag, Range: 'bytes=0-0'}, 304, null],
    [{'If-Modified-Since': lm}, 304, null],
    [{'If-Modified-Since': 'Mon, 01 Jan 2199 00:00:00 GMT'}, 200, [0, size]],
    [{'If-Modified-Since': 'Mon, 01 Jan 1990 00:00:00 GMT'}, 200, [0, size]],
    [{'If-Modified-Since': 'Sunday, 06-Nov-94 08:49:37 GMT'}, 200, [0, size]],
    [{'If-Modified-Since': 'x'.repeat(8000)}, 200, [0, size]],
    [{'If-Modified-Since': 'Mon, ' + ' '.repeat(8000) + 'x'}, 200, [0, size]],
  ];
  for (const [headers, status, slice] of cases) {
    const {res} = await probe(port, request(P, hdrs(headers)), {expect: [status]});
    if (res && slice && res.status === status && !res.body.equals(bytes.subarray(...slice))) finding('wrong bytes in the body', request(P, hdrs(headers)), `expected bytes ${slice[0]}..${slice[1] - 1}`);
    if (res?.status === 206 && res.headers['content-range'] !== `bytes ${slice[0]}-${slice[1] - 1}/${size}`) finding('wrong Content-Range', request(P, hdrs(headers)), res.headers['content-range']);
    if (res?.status === 416 && res.headers['content-range'] !== `bytes */${size}`) finding('416 without Content-Range: bytes */size', request(P, hdrs(headers)));
    if (res?.status === 304 && (res.headers.etag !== etag || res.headers['content-length'] !== undefined)) finding('304 without the validator of the 200, or with a body length', request(P, hdrs(headers)));
  }
  // HEAD: the headers of GET, no body; a range is ignored.
  const head = parseResponse((await exchange(port, request(P, 'Range: bytes=0-0\r\n', 'HEAD'))).bytes, 'HEAD');
  current.requests++;
  if (head?.status !== 200 || head.headers['content-length'] !== String(size)) finding('HEAD with Range is not the 200 of GET', request(P, 'Range: bytes=0-0\r\n', 'HEAD'), `${head?.status}`);
  // Conditionals on a missing file answer 404 (RFC 9110: preconditions only matter for 2xx/412).
  await probe(port, request('/hostile-missing', 'If-Match: *\r\n'), {expect: [404, 412]});
  await probe(port, request('/hostile-missing', 'If-None-Match: *\r\nRange: bytes=0-0\r\n'), {expect: [404]});
  return `${cases.length + 3} combinations`;
}

/** Accept-Encoding: the coding chosen, an intact body, the copies of the build. */
async function codings(port) {
  const page = '/';
  const identity = parseResponse((await exchange(port, request(page))).bytes).body;
  const cases = [
    ['br', 'br'], ['gzip', 'gzip'], ['x-gzip', 'gzip'], ['BR', 'br'], ['*', 'br'], ['*;q=0', ''], ['identity;q=0', null], ['identity;q=0, *;q=0', null],
    ['br;q=0, *', 'gzip'], ['gzip;q=1, br;q=0.9', 'gzip'], ['br;q=0.001', 'br'], ['br;q=0.0001', ''], ['br;q=-1', ''], ['br;q=', ''], ['br ; q = 0.5', 'br'],
    ['brotli', ''], ['zstd', ''], ['deflate', ''], ['compress', ''], ['zbrz', ''], ['gzipx', ''], ['', ''], [',,,,,', ''], [';;;', ''], ['br;q=0.5;q=0', null],
    ['br;level=11', 'br'], ['q=1', ''], ['b\u00e9r', ''], ['br;q=1.0', 'br'], ['br;q=0.0', ''], ['gzip, br;q=NaN', 'gzip'], ['br;q=1e0', null], ['br;q=0x1', null],
    [Array.from({length: 1200}, (_, i) => `c${i};q=0.${i % 10}`).join(',') + ',gzip', 'gzip'],
    ['br;q=0.5,'.repeat(1500) + 'gzip;q=0.6', 'gzip'],
    ['br;' + 'q=0.1;'.repeat(2000), null],
    [['gzip;q=0', 'br'], 'br'],
    [Array.from({length: 600}, () => 'identity').join(','), ''],
  ];
  for (const [ae, want] of cases) {
    const payload = request(page, hdrs({'Accept-Encoding': ae}));
    const {res} = await probe(port, payload, {expect: [200]});
    if (!res) continue;
    const ce = res.headers['content-encoding'] ?? '';
    const body = decoded(res);
    if (body && !body.equals(identity)) finding('compressed body differs from the file', payload, `coding ${ce}`);
    if (want !== null && ce !== want) finding(`coding ${ce || 'identity'} chosen, expected ${want || 'identity'}`, payload);
    if (res.headers.vary !== 'Accept-Encoding') finding('negotiated answer without Vary: Accept-Encoding', payload);
  }
  // The build's own copies, and copies asked for by name.
  const pre = setup.page.url;
  const plainBody = parseResponse((await exchange(port, request(pre))).bytes).body;
  for (const ae of ['br', 'gzip', 'br;q=0.5, gzip']) {
    const payload = request(pre, `Accept-Encoding: ${ae}\r\n`);
    const {res} = await probe(port, payload, {expect: [200]});
    if (res && !decoded(res)?.equals(plainBody)) finding('precompressed copy differs from its file', payload);
  }
  const brRes = (await probe(port, request(pre, 'Accept-Encoding: br\r\n'), {expect: [200]})).res;
  const idRes = (await probe(port, request(pre), {expect: [200]})).res;
  if (brRes.headers.etag === idRes.headers.etag) finding('a compressed copy has the ETag of the file', request(pre, 'Accept-Encoding: br\r\n'));
  await probe(port, request(pre, `Accept-Encoding: br\r\nIf-None-Match: ${idRes.headers.etag}\r\n`), {expect: [200]});
  await probe(port, request(pre, `Accept-Encoding: gzip\r\nIf-None-Match: ${brRes.headers.etag}\r\n`), {expect: [200]});
  await probe(port, request(pre, `Accept-Encoding: br\r\nIf-None-Match: ${brRes.headers.etag}\r\n`), {expect: [304]});
  await probe(port, request(pre, 'Accept-Encoding: br\r\nRange: bytes=0-9\r\n'), {expect: [200]});
  await probe(port, request(pre, `Accept-Encoding: br\r\nRange: bytes=0-9\r\nIf-Range: ${idRes.headers.etag}\r\n`), {expect: [200]});
  await probe(port, request(pre, 'Range: bytes=0-9\r\n'), {expect: [206]});
  await probe(port, request(pre, 'Accept-Encoding: identity\r\nRange: bytes=0-9\r\n'), {expect: [206]});
  for (const suffix of ['.br', '.gz']) {
    const url = `/${setup.page.file}${suffix}`;
    for (const ae of ['', 'Accept-Encoding: br, gzip\r\n']) {
      const {res} = await probe(port, request(url, ae), {expect: [200]});
      if (res && res.headers['content-encoding']) finding('a copy asked for by name is labelled with a Content-Encoding', request(url, ae), res.headers['content-encoding']);
    }
  }
  const stale = (await probe(port, request(setup.stale, 'Accept-Encoding: br\r\n'), {expect: [200]})).res;
  if (stale && decoded(stale)?.toString().includes('STALE COPY')) finding('a stale precompressed copy was sent', request(setup.stale, 'Accept-Encoding: br\r\n'));
  for (const ae of ['br', 'gzip', 'br, gzip, deflate, zstd']) {
    const {res} = await probe(port, request('/hostile-missing', `Accept-Encoding: ${ae}\r\n`), {expect: [404]});
    if (res && !/<html/i.test(decoded(res)?.toString() ?? '')) finding('404 page body broken when compressed', request('/hostile-missing', `Accept-Encoding: ${ae}\r\n`));
  }
  // HEAD and GET give the same status and headers (but Date), and HEAD no body.
  const headTargets = ['/', setup.page.url, setup.asset ?? '/robots.txt', '/hostile-range.bin', '/hostile-missing', '/zh/hostile-missing', '/en/', '/%ff', '/_headers', '/404.html'];
  for (const target of headTargets) {
    for (const ae of ['', 'Accept-Encoding: br\r\n', 'Accept-Encoding: gzip\r\nIf-None-Match: *\r\n']) {
      const g = parseResponse((await exchange(port, request(target, ae))).bytes);
      const headGot = await exchange(port, request(target, ae, 'HEAD'), {timeout: 2000, until: null});
      const h = parseResponse(headGot.bytes, 'HEAD');
      current.requests += 2;
      if (!g || !h) {
        finding('HEAD or GET unanswered', request(target, ae, 'HEAD'));
        continue;
      }
      if (g.status !== h.status) finding('HEAD and GET differ in status', request(target, ae, 'HEAD'), `${h.status} vs ${g.status}`);
      const names = new Set([...Object.keys(g.headers), ...Object.keys(h.headers)].filter((name) => name !== 'date'));
      for (const name of names) {
        if (g.headers[name] !== h.headers[name]) finding(`HEAD and GET differ in ${name}`, request(target, ae, 'HEAD'), `${h.headers[name]} vs ${g.headers[name]}`);
      }
      // Whatever follows the head of a HEAD answer would be read as the next answer.
      const rest = headGot.bytes.subarray(headGot.bytes.indexOf('\r\n\r\n') + 4);
      if (rest.length) finding('HEAD answered with a body', request(target, ae, 'HEAD'), `${rest.length} bytes after the head`);
    }
  }
  return `${cases.length} Accept-Encoding values`;
}

/** Hashed assets: cached for a year; a missing one is a 404 page that is not. */
async function cacheRules(port) {
  if (setup.asset) {
    const {res} = await probe(port, request(setup.asset), {expect: [200]});
    if (res && !/immutable/.test(res.headers['cache-control'] ?? '')) finding('hashed asset not cached as immutable', request(setup.asset));
  }
  for (const missing of ['/assets/js/hostile-missing.js', '/zh/assets/css/hostile.css', '/search-index-hostile.json', '/hostile-missing.md']) {
    const {res} = await probe(port, request(missing), {expect: [404]});
    if (res && /immutable|max-age=[1-9]/.test(res.headers['cache-control'] ?? '')) finding('404 cached for long', request(missing), res.headers['cache-control']);
    if (res && !/^text\/html/.test(res.headers['content-type'] ?? '')) finding('404 page not labelled HTML', request(missing), res.headers['content-type']);
  }
  await probe(port, request('/zh/hostile-missing'), {expect: [404]});
}

/** Slow clients: slowloris headers, a slow body; normal requests must still be served. */
async function slowClients(port, server) {
  const sockets = [];
  const before = fdCount(server.pid);
  for (let i = 0; i < 300; i++) {
    const s = net.connect(port, '127.0.0.1');
    s.on('error', () => {});
    s.on('connect', () => s.write(i % 2 ? 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n' : 'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n'));
    sockets.push(s);
  }
  const trickle = setInterval(() => sockets.forEach((s, i) => s.writable && s.write(i % 2 ? 'X-Slow: 1\r\n' : 'x')), 1000);
  await sleep(2500);
  current.requests += sockets.length;
  const during = await health(server);
  clearInterval(trickle);
  sockets.forEach((s) => s.destroy());
  await sleep(1000);
  const after = fdCount(server.pid);
  if (HAS_PROC && after - before > 20) finding('descriptors kept after slow clients left', '(300 connections trickling headers or a body, then closed)', `${before} → ${after}`);
  return `300 slow connections; a normal request during them took ${during.ms} ms`;
}

/** Pipelining: answers in order, one per request, including errors in the middle. */
async function pipelining(port) {
  const targets = ['/', '/hostile-missing', '/en/', '/hostile-range.bin', '/%2e%2e/outside.txt', '/_headers', '/zh/', '/hostile-range.bin'];
  const expected = [200, 404, 301, 200, 404, 404, 200, 206];
  const n = 200;
  const payload = Array.from({length: n}, (_, i) => {
    const k = i % targets.length;
    return `GET ${targets[k]} HTTP/1.1\r\nHost: 127.0.0.1\r\n${k === 7 ? 'Range: bytes=0-9\r\n' : ''}${i === n - 1 ? 'Connection: close\r\n' : ''}\r\n`;
  }).join('');
  current.requests += n;
  const got = await exchange(port, payload, {timeout: 20000, until: null});
  const {statuses} = splitResponses(got.bytes);
  if (statuses.length !== n) finding(`${statuses.length} answers to ${n} pipelined requests`, '(200 pipelined GETs of ' + targets.join(' ') + ', repeated)');
  const wrong = statuses.findIndex((s, i) => s !== expected[i % targets.length]);
  if (wrong >= 0) finding('pipelined answers out of order or wrong', `(pipelined request #${wrong}: ${targets[wrong % targets.length]})`, `got ${statuses[wrong]}`);
  if (FORBIDDEN.some((m) => got.bytes.toString('latin1').includes(m))) finding('file disclosure in pipelined answers', '(see pipelining)');
  // A malformed request in the middle ends the connection; the ones before it are answered.
  const mixed = `GET / HTTP/1.1\r\n${H}\r\nGET /\x01 HTTP/1.1\r\n${H}\r\nGET / HTTP/1.1\r\n${H}\r\n`;
  current.requests += 3;
  const got2 = await exchange(port, mixed, {timeout: 5000, until: null});
  const s2 = splitResponses(got2.bytes).statuses;
  if (s2[0] !== 200 || s2[1] !== 400 || s2.length !== 2) {
    finding('a malformed request pipelined after a good one: the good one gets no answer of its own', mixed, `answers: ${s2.join(', ') || 'none'} (expected 200 then 400)`);
  }
  // Pipelined POST bodies are consumed, not read as requests.
  const body = `GET /_headers HTTP/1.1\r\n${H}\r\n`;
  const post = `POST / HTTP/1.1\r\n${H}Content-Length: ${body.length}\r\n\r\n${body}GET / HTTP/1.1\r\n${H}Connection: close\r\n\r\n`;
  current.requests += 2;
  const got3 = await exchange(port, post, {timeout: 5000, until: null});
  const s3 = splitResponses(got3.bytes).statuses;
  if (s3.join() !== '405,200') finding('a POST body was read as a request', post, `got ${s3.join(',')}`);
  return `${n} pipelined requests`;
}

/**
 * Range headers that take the server long to read. Ten requests with Range: bytes= followed by
 * 16000 spaces and one letter, then a plain request; the same with letters instead of spaces
 * (same size, read quickly) as the control.
 */
async function slowHeaders(port) {
  const big = (filler) => `GET /hostile-range.bin HTTP/1.1\r\n${H}Range: bytes=${filler}x\r\nConnection: close\r\n\r\n`;
  const attack = big(' '.repeat(16000));
  const control = big('y'.repeat(16000));
  const measure = async (payload) => {
    const inFlight = Array.from({length: 10}, () => exchange(port, payload, {timeout: 120_000}));
    await sleep(100);
    const started = Date.now();
    await exchange(port, request('/robots.txt'), {timeout: 120_000});
    const ms = Date.now() - started;
    await Promise.all(inFlight);
    return ms;
  };
  const controlMs = await measure(control);
  const attackMs = await measure(attack);
  current.requests += 22;
  if (attackMs > 1500 && attackMs > 10 * Math.max(controlMs, 50)) {
    finding('Range header blocks the server (regular expression backtracking)', `(10 in parallel of) ${shorten(attack)}`, `a plain request waited ${attackMs} ms behind them (${controlMs} ms behind same-size headers of letters)`);
  }
  // Other headers the server parses, at the size limit.
  const others = [
    ['Accept-Encoding', 'br;' + ' '.repeat(15000) + 'q=1x'],
    ['Accept-Encoding', ' ,'.repeat(7000)],
    ['If-None-Match', '"'.repeat(15000)],
    ['If-Match', 'W/"'.repeat(5000)],
    ['If-Modified-Since', 'Mon,' + ' '.repeat(15000) + 'x'],
    ['If-Range', 'W/' + ' '.repeat(15000) + '"'],
  ];
  for (const [name, value] of others) {
    const started = Date.now();
    await probe(port, `GET /hostile-range.bin HTTP/1.1\r\n${H}${name}: ${value}\r\nRange: bytes=0-1\r\nConnection: close\r\n\r\n`, {timeout: 30000});
    const ms = Date.now() - started;
    if (ms > 500) finding(`${name} header slow to read (${ms} ms)`, `GET /hostile-range.bin with ${name}: ${shorten(value)}`);
  }
  return `plain request behind 10 slow Range headers: ${attackMs} ms (control ${controlMs} ms)`;
}

/** 3000 requests at concurrency 100 over keep-alive connections, mixed paths and codings; then 6000 that all differ. */
async function flood(port, server) {
  const agent = new http.Agent({keepAlive: true, maxSockets: 100});
  const paths = [
    ['/', [200]], ['/zh/', [200]], [setup.page.url, [200]], ['/hostile-missing', [404]], [setup.asset ?? '/', [200]], ['/hostile-range.bin', [200, 206]],
    ['/%2e%2e/outside.txt', [404]], ['/en/', [301]], ['/_headers', [404]], ['/sitemap.xml', [200]], ['/%ff', [400]], ['/hostile-big.bin', [200, 206]],
  ];
  const codings = [undefined, 'br', 'gzip', 'br, gzip', 'identity'];
  const counts = {};
  /** Unexpected statuses, by path and status, with one request to repeat. */
  const unexpected = new Map();
  let next = 0;
  let slowest = 0;
  const rssBefore = rssMb(server.pid);
  const started = Date.now();
  const one = (k) =>
    new Promise((resolve) => {
      const [p, expect] = paths[k % paths.length];
      const headers = {};
      if (codings[k % codings.length]) headers['Accept-Encoding'] = codings[k % codings.length];
      // The 8 MB file only in ranges, so that the flood measures requests, not bandwidth.
      if (p === '/hostile-big.bin' || k % 7 === 0) headers.Range = `bytes=${k % 4096}-${(k % 4096) + 1000}`;
      const t = Date.now();
      const req = http.request({host: '127.0.0.1', port, path: p, headers, agent, method: k % 13 === 0 ? 'HEAD' : 'GET'}, (res) => {
        res.resume();
        res.on('end', () => {
          counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
          slowest = Math.max(slowest, Date.now() - t);
          if (!expect.includes(res.statusCode) && !(res.statusCode === 206 && headers.Range)) {
            const key = `${res.statusCode} for ${p}`;
            unexpected.set(key, {n: (unexpected.get(key)?.n ?? 0) + 1, repro: `GET ${p} ${JSON.stringify(headers)}`});
          }
          resolve();
        });
      });
      req.on('error', (e) => {
        counts[`error ${e.code}`] = (counts[`error ${e.code}`] ?? 0) + 1;
        resolve();
      });
      req.end();
    });
  await Promise.all(Array.from({length: 100}, async () => {
    while (next < 3000) await one(next++);
  }));
  const elapsed = Date.now() - started;
  const rssAfterFirst = rssMb(server.pid);
  // Then 6000 requests that are all different (new paths, new queries, new header values): a
  // cache keyed by anything the client chooses grows with them; the first round has warmed up.
  const unique = (k) =>
    new Promise((resolve) => {
      const p = [`/hostile-missing-${k}-${'m'.repeat(k % 500)}`, `/?v=${k}`, `${setup.page.url}?x=${k}`, `/zh/hostile-${k}/`, `/assets/js/hostile-${k}.js`][k % 5];
      const headers = {'Accept-Encoding': `br;q=0.${k % 9}, gzip;q=0.${(k + 3) % 9}, x-${k}`, 'If-None-Match': `"${k}"`, Range: `bytes=${k}-`};
      const req = http.request({host: '127.0.0.1', port, path: p, headers, agent}, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', () => {
        counts['error (unique round)'] = (counts['error (unique round)'] ?? 0) + 1;
        resolve();
      });
      req.end();
    });
  let k = 0;
  await Promise.all(Array.from({length: 100}, async () => {
    while (k < 6000) await unique(k++);
  }));
  agent.destroy();
  const rssAfterUnique = rssMb(server.pid);
  current.requests += 9000;
  const errors = Object.keys(counts).filter((key) => key.startsWith('error'));
  if (errors.length) finding('flood: connection errors', '(3000 requests at concurrency 100, then 6000 different ones)', JSON.stringify(counts));
  for (const [key, {n, repro}] of unexpected) finding(`flood: status ${key} (${n} times)`, `(${repro})`);
  if (HAS_PROC && rssAfterUnique - rssAfterFirst > 40) {
    finding('memory grows with requests that are all different', '(6000 requests with new paths, queries and header values)', `resident memory ${rssAfterFirst} → ${rssAfterUnique} MB`);
  }
  return `3000 requests in ${elapsed} ms, slowest ${slowest} ms, ${JSON.stringify(counts)}; memory ${rssBefore} → ${rssAfterFirst} MB, after 6000 different requests ${rssAfterUnique} MB`;
}

/**
 * Clients that leave in the middle of an answer. Run on a server of its own, started with a
 * small descriptor limit (`ulimit -n`), so that what leaks shows in seconds, not hours.
 */
async function aborts() {
  const limit = 256;
  const server = await startServer({fdLimit: limit, waitWarm: false});
  try {
    const leaveAfterFirstBytes = (payload) =>
      new Promise((resolve) => {
        const s = net.connect(server.port, '127.0.0.1', () => s.write(payload));
        s.once('data', () => {
          s.destroy();
          resolve();
        });
        s.on('error', resolve);
        s.on('close', resolve);
        setTimeout(() => {
          s.destroy();
          resolve();
        }, 3000);
      });
    const big = request('/hostile-big.bin').replace('Connection: close\r\n', '');
    await sleep(2000); // let the start-up compression settle its descriptors
    const fd0 = fdCount(server.pid);
    for (let i = 0; i < 40; i++) await leaveAfterFirstBytes(big);
    await sleep(1000);
    const fd1 = fdCount(server.pid);
    current.requests += 40;
    if (HAS_PROC && fd1 - fd0 >= 20) {
      finding('a download left in the middle keeps its file open for good', big, `40 downloads left after the first bytes: open descriptors ${fd0} → ${fd1} (never closed)`);
    }
    // Pipelined downloads on a connection that never reads, then closes.
    const s = net.connect(server.port, '127.0.0.1');
    s.on('error', () => {});
    await new Promise((resolve) => s.on('connect', resolve));
    s.pause();
    s.write(big.repeat(100));
    await sleep(1500);
    s.destroy();
    await sleep(1000);
    const fd2 = fdCount(server.pid);
    current.requests += 100;
    if (HAS_PROC && fd2 - fd1 >= 50) {
      finding('pipelined downloads on a connection that goes away keep their files open for good', `(one connection, 100 times, without reading, then closed) ${shorten(big)}`, `open descriptors ${fd1} → ${fd2}`);
    }
    // What it leads to: once the limit is reached, can the server still serve a page?
    for (let round = 0; round < 4; round++) {
      const c = net.connect(server.port, '127.0.0.1');
      c.on('error', () => {});
      await new Promise((resolve) => {
        c.on('connect', resolve);
        c.on('error', resolve);
      });
      c.pause();
      c.write(big.repeat(100));
      await sleep(800);
      c.destroy();
    }
    await sleep(1500);
    current.requests += 400;
    const fd3 = fdCount(server.pid);
    const after = parseResponse((await exchange(server.port, request('/'), {timeout: 5000})).bytes);
    const afterRoot = parseResponse((await exchange(server.port, request('/hostile-range.bin'), {timeout: 5000})).bytes);
    const alive = server.child.exitCode === null && !server.child.signalCode;
    if (!alive) finding('the server process exited after clients left downloads', '(as above, 500 downloads left)', server.output().slice(-400));
    else if (after?.status !== 200) {
      finding(
        `after left downloads used up the descriptor limit (${limit}), the server answers ${after?.status ?? 'nothing'} to every request`,
        '(as above: left downloads until the limit)',
        `open descriptors ${fd3}; GET / → ${after?.status ?? 'nothing'}, GET /hostile-range.bin → ${afterRoot?.status ?? 'nothing'}; the state lasts until restart`,
      );
    }
    return `40 downloads left mid-answer, 500 pipelined downloads dropped; descriptors ${fd0} → ${fd1} → ${fd2} → ${fd3} (limit ${limit})`;
  } finally {
    await stopServer(server);
  }
}

/**
 * Connections that stall: idle, half a request line, headers never ended, a body never sent, and
 * headers dripping in one by one. Each holds a socket; a server must close them in time.
 */
async function stalledConnections(port) {
  const limitMs = 120_000;
  const kinds = [
    ['nothing sent', ''],
    ['half a request line', 'GET / HT'],
    ['request line, headers never ended', 'GET / HTTP/1.1\r\n'],
    ['a body announced, never sent', `POST / HTTP/1.1\r\n${H}Content-Length: 10\r\n\r\n`],
    ['a header line every 10 s', `GET / HTTP/1.1\r\n${H}`],
  ];
  const started = Date.now();
  const closedAfter = await Promise.all(
    kinds.map(
      ([, first], i) =>
        new Promise((resolve) => {
          const s = net.connect(port, '127.0.0.1', () => first && s.write(first));
          // Read what comes (a 408): a paused socket never sees the server close it.
          s.resume();
          const drip = i === 4 ? setInterval(() => s.writable && s.write('X-Drip: 1\r\n'), 10_000) : null;
          const done = (value) => {
            clearInterval(drip);
            clearTimeout(timer);
            s.destroy();
            resolve(value);
          };
          const timer = setTimeout(() => done(null), limitMs);
          s.on('close', () => done(Date.now() - started));
          s.on('error', () => {});
        }),
    ),
  );
  current.requests += kinds.length;
  kinds.forEach(([name, first], i) => {
    if (closedAfter[i] === null) finding(`a stalled connection (${name}) is still open after ${limitMs / 1000} s`, first ? first : '(connect and send nothing)');
  });
  return kinds.map(([name], i) => `${name}: ${closedAfter[i] === null ? 'open' : `closed after ${Math.round(closedAfter[i] / 1000)} s`}`).join('; ');
}

/** Links inside the site that lead outside it are never followed (the probe looks for the markers). */
async function symlinks(port) {
  if (!setup.linked) return 'no symbolic links on this file system';
  const targets = [
    '/hostile-link.txt', '/hostile-link.txt.html', '/hostile-link', '/hostile-dirlink/outside.txt', '/hostile-dirlink/linked.txt', '/hostile-dirlink/site-evil/secret.txt',
    '/hostile-dirlink/site/_headers', '/hostile-dirlink/site/.env', '/hostile-dirlink/site/hostile-link.txt', '/hostile-dirlink/', '/%68ostile-link.txt', '/hostile-dirlink%2foutside.txt',
  ];
  for (const target of targets) await probe(port, request(target), {expect: [301, 400, 404]});
  // Through the linked folder into the site itself, and a link inside the site: not a leak.
  await probe(port, request('/hostile-dirlink/site/hostile-range.bin'), {expect: [200, 404]});
  await probe(port, request('/hostile-inlink.bin'), {expect: [200, 404]});
  return `${targets.length + 2} paths through links`;
}

// ---------------------------------------------------------------------------------------------

let exitCode = 0;
let main = null;
try {
  setup = plantSite();
  EXPECTED_HEADERS = siteHeaders();
  HOST_FILE_TEXT = [`  Content-Security-Policy: ${EXPECTED_HEADERS['content-security-policy']}`, '/* /404.html 404'];
  main = await startServer();
  console.log(`hostile-check: serving a copy of ${path.relative(root, buildDir) || '.'} on port ${main.port}`);
  await runClass('request lines, versions, methods, target forms', main, requestLines);
  await runClass('header fields (folding, size, count, Host)', main, headerFields);
  await runClass('framing and smuggling shapes', main, framing);
  await runClass('traversal, hidden and host files, encodings', main, traversal);
  await runClass('redirects (open-redirect forms)', main, redirects);
  await runClass('ranges and conditional requests', main, rangesAndConditions);
  await runClass('content codings and compressed copies', main, codings);
  await runClass('cache rules of assets and 404s', main, cacheRules);
  await runClass('slow clients (slowloris, slow body)', main, slowClients);
  await runClass('pipelining', main, pipelining);
  await runClass('headers that are slow to read', main, slowHeaders);
  await runClass('flood: 9000 requests at concurrency 100', main, flood);
  await runClass('symbolic links out of the site', main, symlinks);
  if (options.long) await runClass('stalled connections (2 minutes)', main, stalledConnections);
  else console.log('(stalled connections not checked: add --long)');
  await runClass('clients that leave mid-answer (own server, ulimit -n 256)', main, aborts);
  current = {name: 'security headers', requests: 0, findings: 0, healthy: true, extra: ''};
  if (unprotected.size) {
    classes.push(current);
    for (const [kind, {payload, cls}] of unprotected) finding(`answer ${kind}`, payload, `first seen in: ${cls}`);
  }

  console.log('\nClass                                                     requests  findings  still serving  descriptors  memory (MB)');
  for (const c of classes) {
    console.log(
      `${c.name.padEnd(58)}${String(c.requests).padStart(8)}${String(c.findings).padStart(10)}  ${(c.healthy ? 'yes' : 'NO').padEnd(13)}  ${(c.fds ?? '').padEnd(11)}  ${c.rss ?? ''}${c.extra ? `\n    ${c.extra}` : ''}`,
    );
  }
  const total = classes.reduce((n, c) => n + c.requests, 0);
  console.log(`\n${total} requests, ${findings.length} finding(s).`);
  findings.forEach((f, i) => {
    console.log(`\n${i + 1}. [${f.cls}] ${f.title}\n   request: ${f.repro}${f.detail ? `\n   detail: ${f.detail}` : ''}`);
  });
  if (notes.length) console.log(`\nNotes (not findings):\n${notes.map((n) => `- ${n}`).join('\n')}`);
  exitCode = findings.length ? 1 : 0;
} catch (error) {
  console.error(`hostile-check: could not run: ${error?.stack ?? error}`);
  exitCode = 2;
} finally {
  await stopServer(main).catch(() => {});
  await cleanUp();
}
process.exit(exitCode);
