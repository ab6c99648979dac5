// The preview server: the built site as a static host serves it. `send` serves a file (validators,
// 304, byte ranges, 416, streaming); this layer adds what a host adds: the headers of `_headers`,
// clean URLs and same-origin 301s for other spellings of a page, 404 with the 404 page of the
// path's language, brotli/gzip, and calm answers to any request.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import etag from 'etag';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import send from 'send';
import {notFoundPageFor, notFoundRedirect} from '../../shared/utils/urlPaths.mjs';
import {contentTypeOf} from './headers.mjs';
import {HOST_FILES, headersFor, notFoundRoutes, parseHeadersFile} from './hostConfig.mjs';

const MAX_URL_LENGTH = 2048; // longer targets get 414, as most hosts do
/** The build's compressed copies beside a file, best first when weights tie. */
const CODINGS = [['br', '.br'], ['gzip', '.gz']];
/** Text files worth compressing, from 1 KB up (smaller ones gain nothing). */
const worthCompressing = ({file, stats}) => /\.(html|js|mjs|css|json|svg|xml|txt|md|map)$/i.test(file) && stats.size >= 1024;
const BODY_HEADERS = ['Content-Type', 'Content-Encoding', 'Content-Length'];
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Whether a file, by its path inside the build, is a hashed asset of either language (`assets/`, `zh/assets/`). */
export const isHashedAsset = (relativePath) => /^(?:[^\\/]+[\\/])?assets[\\/]/.test(relativePath);

/** Hashed assets (cached for a year, fetched by every page) at the best quality, the rest quickly. */
const compress = (body, coding, best) =>
  coding === 'br'
    ? brotli(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}})
    : gzip(body, {level: best ? 9 : 6});

/** The coding to send of those offered, or null. For negotiator, `x-gzip` is `gzip` and a weight that is no number refuses its coding. */
function chooseCoding(header = '', offered) {
  const fixed = header.replace(/(^|,)(\s*)x-gzip\b/gi, '$1$2gzip').replace(/(;\s*q\s*=)([^,;]*)/gi, (all, q, weight) => (/^\s*\d(\.\d{0,3})?\s*$/.test(weight) ? all : `${q}0`));
  return new Negotiator({headers: {'accept-encoding': fixed}}).encoding(offered, {preferred: offered}) ?? null;
}

/**
 * The Range to hand to `send` for `size` bytes, or null to ignore it: one range in the strict
 * grammar (range-parser reads `bytes=1.5-2` as `1-2`); a suffix longer than the file is all of it.
 * Each run of spaces has one place to go in the pattern, so no input makes it backtrack.
 */
export function byteRange(header, size) {
  const [, first, last] = /^\s*bytes\s*=\s*(?:(\d+)\s*)?-\s*(?:(\d+)\s*)?$/i.exec(header ?? '') ?? [];
  if (!first && !last) return null;
  return first || Number(last) < size ? `bytes=${first ?? ''}-${last ?? ''}` : 'bytes=0-';
}

/** The decoded path and raw query of a target (only ever a path: `//host/x` names no host), or the status to answer. */
function parseTarget(target) {
  if (!target.startsWith('/')) return {status: 400};
  if (target.length > MAX_URL_LENGTH) return {status: 414};
  const [, raw, search = ''] = /^([^?#]*)(\?[^#]*)?/.exec(target) ?? [];
  try {
    const pathname = decodeURIComponent(raw);
    // NUL bytes and backslashes have no place in a page path; some file systems treat them specially.
    return /[\0\\]/.test(pathname) ? {status: 400} : {pathname, search};
  } catch {
    return {status: 400};
  }
}

/** Where a host sends another spelling of a page (`.html`, `/index`, `/en/...`, `//`): an encoded path, or null. */
function redirectFor(pathname, search) {
  const target = (notFoundRedirect(`/${pathname.replace(/^\/+/, '')}`) ?? pathname).replace(/^\/+/, '/');
  return target === pathname ? null : encodeURI(target).replace(/[?#]/g, encodeURIComponent) + search;
}

/** If-Match by strong comparison (`send` compares weakly; a weak tag never matches), else If-Unmodified-Since. */
function preconditionFailed({'if-match': ifMatch, 'if-unmodified-since': since}, tag, mtime) {
  if (ifMatch !== undefined) return ifMatch.trim() !== '*' && !ifMatch.split(',').some((candidate) => candidate.trim() === tag);
  return since !== undefined && Math.floor(mtime.getTime() / 1000) * 1000 > Date.parse(since);
}

/** @param {{dir: string}} options the folder of a built site */
export function createPreviewHandler({dir}) {
  const root = path.resolve(dir);
  const realRoot = fs.realpathSync.native(root);
  const blocks = fs.existsSync(path.join(root, '_headers')) ? parseHeadersFile(fs.readFileSync(path.join(root, '_headers'), 'utf8')) : [];
  const siteHeaders = headersFor(blocks, '/');
  const notFoundPages = new Map(notFoundRoutes().map(({path: route, page}) => [route, page]));
  /** Copies compressed here, by coding and file, with the version of the file they were made from. */
  const copies = new Map();

  const compressedCopy = ({file, stats}, coding) => {
    const key = `${coding}:${file}`;
    const version = `${stats.size}:${stats.mtimeMs}`;
    if (copies.get(key)?.version !== version) {
      const copy = fs.promises.readFile(file).then((raw) => compress(raw, coding, isHashedAsset(path.relative(root, file))));
      copies.set(key, {version, copy: copy.then((body) => ({body, etag: etag(body)}))});
      copy.catch(() => copies.delete(key));
    }
    return copies.get(key).copy;
  };

  /** Plain segments only: no dotfiles (nor `.`, `..`), and not the host's own files at the root. */
  const servable = (segments) => !segments.some((segment) => segment.startsWith('.')) && !(segments.length === 1 && HOST_FILES.includes(segments[0]));
  /** The file a decoded path names: the path and, through links, the file it really is must both be servable in the build. */
  const fileAt = (pathname) => {
    const segments = pathname.split('/').slice(1);
    if (!servable(segments)) return null;
    try {
      const file = path.join(root, ...segments);
      const [stats, real] = [fs.statSync(file), path.relative(realRoot, fs.realpathSync.native(file))];
      return stats.isFile() && !path.isAbsolute(real) && servable(real.split(path.sep)) ? {file, stats} : null;
    } catch {
      return null;
    }
  };
  /** The file of a page path as a host with clean URLs finds it. */
  const resolve = (pathname) =>
    (pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`]).reduce((found, candidate) => found ?? fileAt(candidate), null);

  /** The build's copy in the best coding accepted (unless older than its file), else a copy made here, else the file; and its coding's headers. */
  const representation = async (acceptEncoding, found) => {
    const written = CODINGS.filter(([, suffix]) => fs.statSync(found.file + suffix, {throwIfNoEntry: false})?.mtimeMs >= found.stats.mtimeMs);
    const offered = written.length > 0 || !worthCompressing(found) ? written : CODINGS;
    const coding = chooseCoding(acceptEncoding, offered.map(([name]) => name));
    const headers = {...(offered.length > 0 && {Vary: 'Accept-Encoding'}), ...(coding && {'Content-Encoding': coding})};
    const suffix = written.find(([name]) => name === coding)?.[1];
    if (suffix) return {coding, headers, file: found.file + suffix, stats: fs.statSync(found.file + suffix)};
    return {...found, coding, headers, copy: coding ? await compressedCopy(found, coding) : undefined};
  };

  /** Makes, one at a time, every copy a request in either coding would have made here, ahead of requests. */
  const warm = async () => {
    for (const entry of fs.readdirSync(root, {recursive: true, withFileTypes: true})) {
      const file = path.join(entry.parentPath, entry.name);
      const stats = entry.isFile() && fs.statSync(file);
      for (const [coding] of stats ? CODINGS : []) await representation(coding, {file, stats});
    }
  };

  /** An answer whose body is at hand: its length, and no body for HEAD. */
  const whole = (req, res, status, headers, body) => res.writeHead(status, {...headers, 'Content-Length': Buffer.byteLength(body)}).end(req.method === 'HEAD' ? undefined : body);
  const statusHeaders = (extra) => ({...siteHeaders, 'Cache-Control': 'no-cache', 'Content-Type': 'text/plain; charset=utf-8', ...extra});
  const plain = (req, res, status, extra = {}) => whole(req, res, status, statusHeaders(extra), `${http.STATUS_CODES[status]}\n`);

  /** 404 with the 404 page of the path's language, under the path's `_headers` rules but not its cache or type rule. */
  const notFound = async (req, res, pathname, page = notFoundPageFor(pathname)) => {
    const found = fileAt(page) ?? fileAt('/404.html');
    if (!found) return plain(req, res, 404);
    const {headers, file, copy} = await representation(req.headers['accept-encoding'], found);
    const body = copy?.body ?? fs.readFileSync(file);
    whole(req, res, 404, {...headersFor(blocks, pathname), 'Content-Type': contentTypeOf(page), 'Cache-Control': 'no-cache', ...headers}, body);
  };

  const serveFile = async (req, res, pathname, found) => {
    const {coding, headers: codingHeaders, file, stats, copy} = await representation(req.headers['accept-encoding'], found);
    const [tag, lastModified] = [copy?.etag ?? etag(stats, {weak: false}), stats.mtime.toUTCString()];
    // Anything without a cache rule of its own (pages, twins) is revalidated on every use.
    const headers = {'Content-Type': contentTypeOf(found.file), 'Cache-Control': 'no-cache', ...headersFor(blocks, pathname), ETag: tag, 'Last-Modified': lastModified};
    Object.assign(headers, codingHeaders);
    if (preconditionFailed(req.headers, tag, stats.mtime)) return plain(req, res, 412);
    if (copy) {
      // A copy made here is answered whole, or 304 as `send` decides it for files.
      const notModified = fresh(req.headers, {etag: tag, 'last-modified': lastModified});
      const meta = Object.fromEntries(Object.entries(headers).filter(([name]) => !BODY_HEADERS.includes(name)));
      return notModified ? res.writeHead(304, meta).end() : whole(req, res, 200, headers, copy.body);
    }
    // One byte range of the file as it is, on GET only, if If-Range (if any) names the current validator exactly.
    const current = [undefined, tag, lastModified].includes(req.headers['if-range']);
    const range = req.method === 'GET' && !coding && current ? byteRange(req.headers.range, stats.size) : null;
    if (range) req.headers.range = range;
    else delete req.headers.range;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    send(req, path.relative(root, file).split(path.sep).map(encodeURIComponent).join('/'), {root, index: false, acceptRanges: !coding})
      .on('error', (error) => {
        // A file gone since it was found, or a range past the end: the answer starts afresh.
        if (res.headersSent) return res.destroy();
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        if (error.status === 404) notFound(req, res, pathname).catch(() => res.destroy());
        else plain(req, res, error.status ?? 500, error.headers);
      })
      // A connection that goes away with answers still queued on it closes their files too.
      .on('stream', (stream) => req.once('close', () => req.socket?.destroyed && stream.destroy()))
      .pipe(res);
  };

  /** An answer written on the connection itself, for what never becomes a request: the site's headers, then it closes. */
  const answerRaw = (socket, status, extra = {}) => {
    if (!socket.writable) return socket.destroy();
    const body = `${http.STATUS_CODES[status]}\n`;
    const headers = {...statusHeaders(extra), 'Content-Length': Buffer.byteLength(body), Connection: 'close'};
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`);
    socket.destroySoon();
  };

  /** By connection: the last request handed over, the answers still being written, and what to send once they are. */
  const connections = new WeakMap();
  const connectionOf = (socket) => connections.get(socket) ?? connections.set(socket, {inFlight: 0}).get(socket);
  /**
   * Node's parse errors and request timeout, answered with the site's headers after the answers to
   * the good requests before them on the connection (Node's own answer would take their place). An
   * error in the body of a request already handed over means it is not answered: the error goes alone.
   */
  const clientError = (error, socket) => {
    if (error?.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const connection = connectionOf(socket);
    if (connection.afterAnswers) return;
    const status = {HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408}[error?.code] ?? 400;
    const answer = () => answerRaw(socket, status);
    if (connection.lastRequest && !connection.lastRequest.complete) {
      connection.afterAnswers = () => {};
      if (socket.bytesWritten === 0) answer();
      else socket.destroy();
    } else if (connection.inFlight) connection.afterAnswers = answer;
    else answer();
  };

  const handle = async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(req, res, 405, {Allow: 'GET, HEAD'});
    // Node passes requests with an Expect other than 100-continue here too (checkExpectation).
    if (req.headers.expect !== undefined && !/^\s*100-continue\s*$/i.test(req.headers.expect)) return plain(req, res, 417);
    // One Host, required in HTTP/1.1 (Node's own check has none of the site's headers); two make a request servers read differently.
    const hosts = req.rawHeaders.filter((name, i) => i % 2 === 0 && /^host$/i.test(name)).length;
    if (hosts > 1 || (hosts === 0 && req.httpVersion === '1.1')) return plain(req, res, 400, {Connection: 'close'});
    const target = parseTarget(req.url ?? '');
    if ('status' in target) return plain(req, res, target.status);
    // A request's Cache-Control is for caches: `fresh` would answer `no-cache` with 200 where HTTP wants a 304.
    delete req.headers['cache-control'];
    // A date condition that is no HTTP date (any of its three forms), or one in the future, is ignored.
    for (const [name, date] of Object.entries(req.headers).filter(([name]) => /^if-(un)?modified-since$/.test(name))) {
      if (!(/^[A-Za-z]{3,9},? /.test(String(date)) && Date.parse(String(date)) <= Date.now())) delete req.headers[name];
    }
    const location = redirectFor(target.pathname, target.search);
    if (location) return res.writeHead(301, {...siteHeaders, Location: location, 'Cache-Control': 'no-cache', 'Content-Length': 0}).end();
    const page = notFoundPages.get(target.pathname);
    const found = !page && resolve(target.pathname);
    return found ? serveFile(req, res, target.pathname, found) : notFound(req, res, target.pathname, page);
  };

  const listener = (req, res) => {
    const connection = connectionOf(req.socket);
    connection.lastRequest = req;
    connection.inFlight += 1;
    res.once('close', () => --connection.inFlight === 0 && connection.afterAnswers?.());
    // A file that could not be read between two steps: answer, never crash.
    handle(req, res).catch(() => (res.headersSent ? res.destroy() : plain(req, res, 500)));
  };
  return Object.assign(listener, {warm, clientError, answerRaw});
}

/** Starts the server; resolves with it once it listens (port 0 picks a free port). Benches wait for `server.warm()`. */
export function startPreviewServer({dir, port = 3000, host = '127.0.0.1'}) {
  const handler = createPreviewHandler({dir});
  const server = Object.assign(http.createServer({requireHostHeader: false}, handler), {warm: handler.warm});
  server.on('clientError', handler.clientError).on('checkExpectation', handler);
  // Node hands CONNECT to this event and, with no listener, drops the connection unanswered.
  server.on('connect', (_req, socket) => handler.answerRaw(socket.on('error', () => socket.destroy()), 405, {Allow: 'GET, HEAD'}));
  return new Promise((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve(server)));
}
