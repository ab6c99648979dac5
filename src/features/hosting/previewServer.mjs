// The preview server: the built site as a static host serves it. Files come from `sirv`
// (path safety, ETags, ranges, the brotli/gzip copies the build wrote); this wrapper adds what
// a host's rules add: clean URLs, 301s for other spellings of a page (always same-origin),
// 404 status with the 404 page of the path's language, and the site's headers.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import {notFoundPageFor} from '../../shared/utils/urlPaths.mjs';
import {headersFor, parseHeadersFile} from './hostConfig.mjs';
import {parseRequestTarget, redirectFor} from './requestPath.mjs';

const TEXT = {'Content-Type': 'text/plain; charset=utf-8'};
const REASONS = {400: 'Bad request', 405: 'Method not allowed', 414: 'URI too long'};

/** The blocks of the build's `_headers` file (none for a build without one). */
function readHeaderBlocks(dir) {
  const file = path.join(dir, '_headers');
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}

/** Picks the precompressed copy of a file the client accepts, as sirv does for found files. */
function encodedVariant(file, acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding) && fs.existsSync(`${file}.br`)) return {file: `${file}.br`, encoding: 'br'};
  if (/\bgzip\b/.test(acceptEncoding) && fs.existsSync(`${file}.gz`)) return {file: `${file}.gz`, encoding: 'gzip'};
  return {file, encoding: null};
}

/**
 * @param {{dir: string}} options the folder of a built site
 * @returns {http.RequestListener}
 */
export function createPreviewHandler({dir}) {
  const root = path.resolve(dir);
  const blocks = readHeaderBlocks(root);
  // Headers of a path as the host sends them; HTML and anything else unhashed is revalidated.
  const headersOf = (pathname) => ({'Cache-Control': 'no-cache', ...headersFor(blocks, pathname)});
  const siteHeaders = headersFor(blocks, '/');
  const assets = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersOf(pathname))) res.setHeader(name, value);
    },
  });

  const fail = (res, status) => {
    res.writeHead(status, {...TEXT, ...siteHeaders, ...(status === 405 ? {Allow: 'GET, HEAD'} : {})});
    res.end(`${REASONS[status] ?? 'Error'}\n`);
  };

  const notFound = (req, res, pathname) => {
    const page = path.join(root, notFoundPageFor(pathname));
    const html = fs.existsSync(page) ? page : path.join(root, '404.html');
    const {file, encoding} = encodedVariant(html, String(req.headers['accept-encoding'] ?? ''));
    const body = fs.readFileSync(file);
    res.writeHead(404, {
      ...siteHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? {'Content-Encoding': encoding} : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405);
    const target = parseRequestTarget(req.url);
    if ('status' in target) return fail(res, target.status);
    const location = redirectFor(target.pathname, target.search);
    if (location) {
      res.writeHead(301, {...siteHeaders, Location: location, 'Cache-Control': 'no-cache'});
      return res.end();
    }
    // The host files are for the host, not for readers.
    if (/^\/_(headers|redirects)$/.test(target.pathname)) return notFound(req, res, target.pathname);
    assets(req, res, () => notFound(req, res, target.pathname));
  };
}

/**
 * Starts the server; resolves with it once it listens. Port 0 picks a free port.
 * @param {{dir: string, port?: number, host?: string}} options
 * @returns {Promise<http.Server>}
 */
export function startPreviewServer({dir, port = 3000, host = '127.0.0.1'}) {
  const server = http.createServer(createPreviewHandler({dir}));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
