#!/usr/bin/env node
// Preview server for the built site: static files from build/, gzip like a real host,
// clean URLs, and a real 404 status with the 404 page of the path's language.
//
//   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {canonicalPath, notFoundPageFor} from '../src/utils/urlPaths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const host = option('host', '127.0.0.1');
const dir = path.resolve(root, option('dir', 'build'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve: no built site in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}

function fileFor(urlPath) {
  const candidates = [urlPath, `${urlPath}.html`, path.posix.join(urlPath, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    // Never serve anything outside the build folder.
    if (!file.startsWith(dir)) return null;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function send(req, res, status, file) {
  const ext = path.extname(file);
  const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream'};
  headers['Cache-Control'] = /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  let body = fs.readFileSync(file);
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    body = zlib.gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  let pathname;
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    pathname = decodeURIComponent(url.pathname);
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname && !pathname.endsWith('/404.html')) {
      res.writeHead(301, {Location: canonical + url.search});
      res.end();
      return;
    }
  } catch {
    res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Bad request');
    return;
  }
  try {
    const file = fileFor(pathname);
    if (file) {
      send(req, res, 200, file);
      return;
    }
    const localized = path.join(dir, notFoundPageFor(pathname));
    send(req, res, 404, fs.existsSync(localized) ? localized : path.join(dir, '404.html'));
  } catch (error) {
    console.error(`serve: ${pathname}: ${error.message}`);
    res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Internal error');
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(root, dir) || '.'} at http://${host}:${port}/`);
});
