// What the build writes for the host (Netlify's `_headers` and `_redirects`, which other hosts
// such as Cloudflare Pages read too), and how the preview server reads `_headers` back, so the
// headers tested locally are the ones deployed.
import {createHash} from 'node:crypto';
import {DEFAULT_LOCALE, LOCALES} from '../../shared/utils/urlPaths.mjs';
import {CONTENT_TYPES, hostTypedExtensions, IMMUTABLE, immutableFolders, securityHeaders} from './headers.mjs';

/** The domain the site had before rslib.rs. */
export const OLD_DOMAIN = 'https://lib.rsbuild.dev';

/** Files at the root of the build that are for the host, never served to readers. */
export const HOST_FILES = /** @type {const} */ (['_headers', '_redirects']);

/** `''` for the default language, `/zh` for Chinese. */
const prefixOf = (locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * The addresses of each language's 404 page itself (`/404`, `/404.html`, `/zh/404`...). They are
 * answered with status 404, like any unknown path: a 404 page answered with 200 is a page a
 * search engine may index.
 * @returns {{path: string, page: string}[]} each address and the file of its 404 page
 */
export function notFoundRoutes() {
  return LOCALES.flatMap((locale) => {
    const prefix = prefixOf(locale);
    return [`${prefix}/404`, `${prefix}/404.html`, `${prefix}/404/`].map((path) => ({path, page: `${prefix}/404.html`}));
  });
}

/**
 * The `'sha256-…'` CSP sources of the inline scripts in an HTML page (scripts with a `src`
 * and JSON data blocks need none).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes) || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The `_headers` file.
 * @param {{scriptHashes: readonly string[], connectOrigins?: readonly string[]}} options
 */
export function headersFile({scriptHashes, connectOrigins = []}) {
  const block = (pattern, headers) => [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return `${[
    block('/*', securityHeaders({scriptHashes: [...new Set(scriptHashes)].sort(), connectOrigins})),
    ...immutableFolders().map((folder) => block(`${folder}*`, {'Cache-Control': IMMUTABLE})),
    // A host may send a text type without its charset; a Chinese Markdown twin then shows as
    // mojibake. Each of these blocks sets only Content-Type, so no path gets one header twice
    // (some hosts join the values of a header set by two matching blocks).
    ...hostTypedExtensions().map((ext) => block(`/*.${ext}`, {'Content-Type': CONTENT_TYPES[ext]})),
    // The search index has its content hash in its name too: a returning reader's browser
    // keeps it and searches without downloading it again; a new index has a new name.
    ...LOCALES.map((locale) => block(`${prefixOf(locale)}/search-index-*`, {'Cache-Control': IMMUTABLE})),
  ].join('\n\n')}\n`;
}

/**
 * The `_redirects` file: the old domain, `/en/...` spellings, the 404 status for the 404 pages'
 * own addresses, and the 404 page per language.
 */
export function redirectsFile() {
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  return `${[
    `${OLD_DOMAIN}/* https://rslib.rs/:splat 301!`,
    `/${DEFAULT_LOCALE} / 301`,
    `/${DEFAULT_LOCALE}/* /:splat 301`,
    // A host serves an existing file before any rule that is not forced (`!`), so `/404.html`
    // would be a 200. Netlify ignores a rule onto its own path: each spelling points at the other.
    ...LOCALES.flatMap((locale) => {
      const prefix = prefixOf(locale);
      return [`${prefix}/404.html ${prefix}/404 404!`, `${prefix}/404 ${prefix}/404.html 404!`];
    }),
    ...others.map((locale) => `/${locale}/* /${locale}/404.html 404`),
    '/* /404.html 404',
  ].join('\n')}\n`;
}

/**
 * Reads a `_headers` file into its blocks.
 * @param {string} text
 * @returns {{pattern: string, headers: Record<string, string>}[]}
 */
export function parseHeadersFile(text) {
  const blocks = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({pattern: line.trim(), headers: {}});
    } else if (blocks.length) {
      const at = line.indexOf(':');
      if (at > 0) blocks[blocks.length - 1].headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return blocks;
}

/**
 * The headers of a path: every block whose pattern matches, later blocks winning.
 * @param {{pattern: string, headers: Record<string, string>}[]} blocks
 * @param {string} pathname
 */
export function headersFor(blocks, pathname) {
  // `*` matches anything, as Netlify's splat does.
  const matches = (pattern) =>
    new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(pathname) ||
    (pattern.endsWith('/*') && pathname === pattern.slice(0, -2));
  return Object.assign({}, ...blocks.filter((b) => matches(b.pattern)).map((b) => b.headers));
}
