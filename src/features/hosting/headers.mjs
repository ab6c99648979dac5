// The response headers of the site, written once: the preview server sends them and the
// build writes them to `_headers` for Netlify, so what is tested here is what is deployed.
import {DEFAULT_LOCALE, LOCALES} from '../../shared/utils/urlPaths.mjs';

/** Hashed build assets never change under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The folders of hashed build assets, one per language: each language's build has its own
 * (`/assets/`, `/zh/assets/`).
 * @returns {string[]}
 */
export function immutableFolders() {
  return LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '/assets/' : `/${locale}/assets/`));
}

/**
 * The media type of each file extension the site may publish. Every text type names its
 * charset: without it a browser decodes a Chinese `.md` or `.txt` file as windows-1252.
 * Files of other extensions are sent as bytes (`application/octet-stream`), including the
 * `.br` and `.gz` copies when they are asked for by name.
 */
export const CONTENT_TYPES = /** @type {const} */ ({
  html: 'text/html; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
  pdf: 'application/pdf',
  gz: 'application/gzip',
});

const BYTES = 'application/octet-stream';

/**
 * The `Content-Type` of a file, by its extension.
 * @param {string} file a path or file name
 * @returns {string}
 */
export function contentTypeOf(file) {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot < 0) return BYTES;
  return CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (name.slice(dot + 1).toLowerCase())] ?? BYTES;
}

/**
 * The extensions whose `Content-Type` the build writes into `_headers`: the text types a URL
 * ends with. A host may leave out the charset of a type it does not know well (`.md`); HTML is
 * served at clean URLs without `.html` and every host sends it with its charset.
 * @returns {string[]}
 */
export function hostTypedExtensions() {
  return Object.keys(CONTENT_TYPES).filter((ext) => ext !== 'html' && CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (ext)].includes('charset='));
}

/**
 * Headers for every response. `scriptHashes` are the `'sha256-…'` sources of the inline
 * scripts the build emits; nothing is loaded from another origin.
 * `connectOrigins` are the other origins the page may call (the remote search service, when
 * one is configured).
 * @param {{scriptHashes?: readonly string[], connectOrigins?: readonly string[]}} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders({scriptHashes = [], connectOrigins = []} = {}) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Docusaurus and React write style attributes (e.g. the sidebar's collapse heights).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}
