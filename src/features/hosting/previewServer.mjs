// The preview server: the built site as a static host serves it, with the rules a host adds:
// clean URLs, 301s for other spellings of a page (always same-origin), 404 status with the 404
// page of the path's language (also for the 404 pages' own addresses), the headers of the
// build's `_headers`, brotli/gzip compression (the build's copies when it wrote them, else
// compressed here once and kept in memory, as a host's CDN does), validators, conditional
// requests and single byte ranges. Any request gets a calm answer; none can stop the process.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {pipeline} from 'node:stream';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {notFoundPageFor} from '../../shared/utils/urlPaths.mjs';
import {contentTypeOf} from './headers.mjs';
import {HOST_FILES, headersFor, notFoundRoutes, parseHeadersFile} from './hostConfig.mjs';
import {chooseEncoding, etagMatches, httpDateSeconds, parseRange} from './negotiation.mjs';
import {parseRequestTarget, redirectFor} from './requestPath.mjs';

const TEXT = 'text/plain; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
const REASONS = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  412: 'Precondition failed',
  413: 'Content too large',
  414: 'URI too long',
  416: 'Range not satisfiable',
  417: 'Expectation failed',
  431: 'Request header fields too large',
  500: 'Internal server error',
};
/** The precompressed copies the build writes beside a file, best first when weights tie. */
const CODINGS = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);
/** Text files worth compressing, from this size up (smaller ones gain nothing). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|map)$/i;
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a file as a host would: hashed assets (cached for a year, fetched by every page)
 * with the best quality, everything else quickly.
 * @param {Buffer} body
 * @param {'br' | 'gzip'} coding
 * @param {boolean} hashedAsset
 */
function compress(body, coding, hashedAsset) {
  if (coding === 'br') {
    const quality = hashedAsset ? 11 : 6;
    return brotli(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}});
  }
  return gzip(body, {level: hashedAsset ? 9 : 6});
}

/**
 * Whether a file of the build, by its path inside the build, is a hashed asset of either language
 * (`assets/...` at the top, `zh/assets/...`).
 * @param {string} relativePath
 */
export function isHashedAsset(relativePath) {
  return /^(?:[^\\/]+[\\/])?assets[\\/]/.test(relativePath);
}

/** Headers that describe a body; a 304 or an error answer has none of them. */
const BODY_HEADERS = ['Content-Type', 'Content-Length', 'Content-Encoding', 'Content-Range', 'Accept-Ranges'];

/** The blocks of the build's `_headers` file (none for a build without one). */
function readHeaderBlocks(dir) {
  const file = path.join(dir, '_headers');
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}

const without = (headers, names) => Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

/**
 * @param {{dir: string}} options the folder of a built site
 * @returns {http.RequestListener}
 */
export function createPreviewHandler({dir}) {
  const root = path.resolve(dir);
  const realRoot = fs.realpathSync.native(root);
  const blocks = readHeaderBlocks(root);
  const siteHeaders = headersFor(blocks, '/');
  const notFoundPages = new Map(notFoundRoutes().map(({path: route, page}) => [route, page]));
  /** Strong validators by file, computed once per version of the file. */
  const etags = new Map();
  /** Copies compressed here, by coding and file: the version of the file, the body and its validator. */
  const compressed = new Map();

  /**
   * A copy of `file` in `coding`, compressed once per version of the file.
   * @returns {Promise<{body: Buffer, etag: string}>}
   */
  const compressedCopy = (file, stats, coding) => {
    const key = `${coding}:${file}`;
    const known = compressed.get(key);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.copy;
    const hashedAsset = isHashedAsset(path.relative(root, file));
    const copy = fs.promises
      .readFile(file)
      .then((raw) => compress(raw, coding, hashedAsset))
      .then((body) => ({body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`}));
    compressed.set(key, {mtimeMs: stats.mtimeMs, size: stats.size, copy});
    copy.catch(() => compressed.delete(key));
    return copy;
  };

  /** Plain segments only: no `.` or `..`, no dotfiles, and not the host's own files at the root. */
  const servable = (segments) =>
    !segments.some((segment) => segment.startsWith('.')) && !(segments.length === 1 && HOST_FILES.includes(/** @type {any} */ (segments[0])));

  /**
   * The file a decoded path names inside the build, or null: the path and, through symbolic
   * links, the file it really is must both be servable and inside the build.
   */
  const fileAt = (pathname) => {
    const segments = pathname.split('/').slice(1);
    if (!servable(segments)) return null;
    const file = path.join(root, ...segments);
    if (!file.startsWith(root + path.sep)) return null;
    try {
      if (!fs.statSync(file).isFile()) return null;
      // A link in the build may lead anywhere: outside it, or to `_headers` or a dotfile in it.
      const real = path.relative(realRoot, fs.realpathSync.native(file));
      return !path.isAbsolute(real) && servable(real.split(path.sep)) ? file : null;
    } catch {
      return null;
    }
  };

  /** The file of a page path as a host with clean URLs finds it. */
  const resolve = (pathname) => {
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    for (const candidate of candidates) {
      const file = fileAt(candidate);
      if (file) return file;
    }
    return null;
  };

  /**
   * The representation to send: the build's copy in the best coding the client accepts, a copy
   * compressed here when the build wrote none, or the file. A copy older than its file is stale
   * (the file was rebuilt after it) and is not used.
   * @returns {Promise<{file: string, coding: string | null, negotiated: boolean, copy?: {body: Buffer, etag: string}}>}
   */
  const representation = async (req, file) => {
    const stats = fs.statSync(file);
    const written = CODINGS.filter(([, suffix]) => {
      try {
        return fs.statSync(file + suffix).mtimeMs >= stats.mtimeMs;
      } catch {
        return false;
      }
    });
    const compressible = COMPRESSIBLE.test(file) && stats.size >= MIN_COMPRESS_BYTES;
    const variants = written.length > 0 || !compressible ? written : CODINGS;
    const coding = chooseEncoding(req.headers['accept-encoding'], variants.map(([name]) => name));
    if (coding && written.length === 0) {
      return {file, coding, negotiated: true, copy: await compressedCopy(file, stats, /** @type {'br' | 'gzip'} */ (coding))};
    }
    const suffix = variants.find(([name]) => name === coding)?.[1] ?? '';
    return {file: file + suffix, coding, negotiated: variants.length > 0};
  };

  /** Compresses every text file of the site ahead of the first requests (one file at a time). */
  const warm = async () => {
    const walk = (dir) =>
      fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? walk(full) : COMPRESSIBLE.test(entry.name) ? [full] : [];
      });
    for (const file of walk(root)) {
      const stats = fs.statSync(file);
      if (stats.size < MIN_COMPRESS_BYTES || CODINGS.some(([, suffix]) => fs.existsSync(file + suffix))) continue;
      for (const [coding] of CODINGS) await compressedCopy(file, stats, coding);
    }
  };

  const etagOf = (file, stats) => {
    const known = etags.get(file);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.etag;
    const etag = `"${createHash('sha256').update(fs.readFileSync(file)).digest('base64url').slice(0, 27)}"`;
    etags.set(file, {mtimeMs: stats.mtimeMs, size: stats.size, etag});
    return etag;
  };

  const plain = (req, res, status, extra = {}) => {
    const body = `${REASONS[status] ?? 'Error'}\n`;
    res.writeHead(status, {...siteHeaders, 'Cache-Control': 'no-cache', 'Content-Type': TEXT, 'Content-Length': Buffer.byteLength(body), ...extra});
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /**
   * 404 with the 404 page of the path's language (or `page`). The path's own `_headers` rules
   * apply, but never its cache or type rule: a missing `/assets/x.js` is not cached for a year
   * and the page is HTML whatever the path ends with.
   */
  const notFound = async (req, res, pathname, page = notFoundPageFor(pathname)) => {
    const html = fileAt(page) ?? fileAt('/404.html');
    if (!html) return plain(req, res, 404);
    const {file, coding, negotiated, copy} = await representation(req, html);
    const body = copy ? copy.body : fs.readFileSync(file);
    res.writeHead(404, {
      ...headersFor(blocks, pathname),
      'Content-Type': HTML,
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      ...(negotiated ? {Vary: 'Accept-Encoding'} : {}),
      ...(coding ? {'Content-Encoding': coding} : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const sendFile = async (req, res, pathname, found) => {
    const {file, coding, negotiated, copy} = await representation(req, found);
    const stats = fs.statSync(file);
    const etag = copy ? copy.etag : etagOf(file, stats);
    const modified = Math.floor(stats.mtimeMs / 1000);
    const headers = {
      'Content-Type': contentTypeOf(found),
      // Anything without a rule of its own (pages, twins) is revalidated on every use.
      'Cache-Control': 'no-cache',
      ...headersFor(blocks, pathname),
      ETag: etag,
      'Last-Modified': stats.mtime.toUTCString(),
      ...(negotiated ? {Vary: 'Accept-Encoding'} : {}),
    };

    // Preconditions in the order HTTP evaluates them.
    const ifMatch = req.headers['if-match'];
    const unmodifiedSince = httpDateSeconds(req.headers['if-unmodified-since']);
    if (ifMatch !== undefined ? !etagMatches(ifMatch, etag, 'strong') : unmodifiedSince !== null && modified > unmodifiedSince) {
      return plain(req, res, 412, without(headers, BODY_HEADERS));
    }
    const ifNoneMatch = req.headers['if-none-match'];
    const modifiedSince = httpDateSeconds(req.headers['if-modified-since']);
    const notModified =
      ifNoneMatch !== undefined
        ? etagMatches(ifNoneMatch, etag, 'weak')
        : modifiedSince !== null && modifiedSince <= Date.now() / 1000 && modified <= modifiedSince;
    if (notModified) {
      // The validators and the cache rules of the 200, so a cache can refresh what it keeps.
      res.writeHead(304, without(headers, BODY_HEADERS));
      return res.end();
    }

    // Byte ranges of the file as it is only: a range of a compressed copy would be a range of
    // other bytes than an identity request's, and clients that resume downloads ask without
    // compression. With a compressed copy the answer is the whole copy, 200.
    let range = /** @type {ReturnType<typeof parseRange>} */ ({kind: 'none'});
    if (req.method === 'GET' && !coding && req.headers.range !== undefined) {
      const ifRange = req.headers['if-range'];
      const current =
        ifRange === undefined ||
        (/^\s*(W\/)?"/.test(ifRange) ? etagMatches(ifRange, etag, 'strong') : httpDateSeconds(ifRange) === modified);
      if (current) range = parseRange(req.headers.range, stats.size);
    }
    if (range.kind === 'unsatisfiable') {
      return plain(req, res, 416, {...without(headers, BODY_HEADERS), 'Content-Range': `bytes */${stats.size}`});
    }
    if (coding) headers['Content-Encoding'] = coding;
    else headers['Accept-Ranges'] = 'bytes';
    if (range.kind === 'range') {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${stats.size}`;
      headers['Content-Length'] = range.end - range.start + 1;
    } else {
      headers['Content-Length'] = copy ? copy.body.length : stats.size;
    }
    res.writeHead(range.kind === 'range' ? 206 : 200, headers);
    if (req.method === 'HEAD') return res.end();
    if (copy) return res.end(copy.body);
    // A client that leaves mid-answer must close the file too, or each one keeps a descriptor
    // open until the process runs out of them: pipeline (not pipe) closes it with the answer,
    // and the request's close covers answers still queued behind others on that connection.
    const stream = fs.createReadStream(file, range.kind === 'range' ? {start: range.start, end: range.end} : {});
    req.once('close', () => {
      if (req.socket?.destroyed) stream.destroy();
    });
    pipeline(stream, res, () => {});
  };

  /**
   * An answer written on the connection itself, for what never becomes a request (a malformed
   * one, CONNECT): the site's headers as on every answer, then the connection closes.
   */
  const answerRaw = (socket, status, extra = {}) => {
    if (!socket.writable) return socket.destroy();
    const body = `${REASONS[status] ?? 'Error'}\n`;
    const headers = {...siteHeaders, 'Cache-Control': 'no-cache', 'Content-Type': TEXT, 'Content-Length': Buffer.byteLength(body), ...extra, Connection: 'close'};
    socket.write(`HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`);
    socket.destroySoon();
  };

  /** By connection: the last request handed over, the answers still being written, and what to send once they are. */
  const lastRequest = new WeakMap();
  const inFlight = new WeakMap();
  const afterAnswers = new WeakMap();

  /**
   * Node's parse errors (and its request timeout). Node's own answer has none of the site's
   * headers, and when the bad request follows good ones on the same connection it takes the
   * place of their answers: here it comes after them. An error in the body of a request already
   * handed over (its framing) means that request is not answered: the error goes first, alone.
   */
  const clientError = (error, socket) => {
    if (error?.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    if (afterAnswers.has(socket)) return;
    const status = {HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408}[error?.code] ?? 400;
    const answer = () => answerRaw(socket, status);
    const last = lastRequest.get(socket);
    if (last && !last.complete) {
      afterAnswers.set(socket, () => {});
      if (socket.bytesWritten === 0) answer();
      else socket.destroy();
    } else if (inFlight.get(socket)) afterAnswers.set(socket, answer);
    else answer();
  };

  const handle = async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(req, res, 405, {Allow: 'GET, HEAD'});
    // Node passes requests with an Expect other than 100-continue here too (checkExpectation).
    if (req.headers.expect !== undefined && !/^\s*100-continue\s*$/i.test(req.headers.expect)) return plain(req, res, 417);
    // HTTP/1.1 requires a Host field (Node's own check answers without the site's headers).
    if (req.httpVersion === '1.1' && req.headers.host === undefined) return plain(req, res, 400, {Connection: 'close'});
    // One request, one host: two Host fields are a request two servers may read differently.
    if (req.rawHeaders.filter((_, i) => i % 2 === 0 && /^host$/i.test(req.rawHeaders[i])).length > 1) return plain(req, res, 400);
    const target = parseRequestTarget(req.url);
    if ('status' in target) return plain(req, res, target.status);
    const location = redirectFor(target.pathname, target.search);
    if (location) {
      res.writeHead(301, {...siteHeaders, Location: location, 'Cache-Control': 'no-cache', 'Content-Length': 0});
      return res.end();
    }
    const notFoundPage = notFoundPages.get(target.pathname);
    if (notFoundPage) return notFound(req, res, target.pathname, notFoundPage);
    const file = resolve(target.pathname);
    if (!file) return notFound(req, res, target.pathname);
    return sendFile(req, res, target.pathname, file);
  };

  const listener = (req, res) => {
    const socket = req.socket;
    lastRequest.set(socket, req);
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once('close', () => {
      inFlight.set(socket, inFlight.get(socket) - 1);
      if (inFlight.get(socket) === 0) afterAnswers.get(socket)?.();
    });
    handle(req, res).catch(() => {
      // A file that vanished or could not be read between two steps: answer, never crash.
      if (!res.headersSent) plain(req, res, 500);
      else res.destroy();
    });
  };
  return Object.assign(listener, {warm, clientError, answerRaw});
}

/**
 * Starts the server; resolves with it once it listens. Port 0 picks a free port.
 * `server.warm()` compresses every text file ahead of the first requests (benches wait for it).
 * @param {{dir: string, port?: number, host?: string}} options
 * @returns {Promise<http.Server & {warm: () => Promise<void>}>}
 */
export function startPreviewServer({dir, port = 3000, host = '127.0.0.1'}) {
  const handler = createPreviewHandler({dir});
  const server = Object.assign(http.createServer({requireHostHeader: false}, handler), {warm: handler.warm});
  server.on('clientError', handler.clientError);
  server.on('checkExpectation', handler);
  // Node hands CONNECT to this event and, with no listener, drops the connection unanswered.
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    handler.answerRaw(socket, 405, {Allow: 'GET, HEAD'});
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
