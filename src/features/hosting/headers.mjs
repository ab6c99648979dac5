// The response headers of the site, written once: the preview server sends them and the
// build writes them to `_headers` for Netlify, so what is tested here is what is deployed.

/** Hashed build assets never change under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * @param {string} pathname the path of the served file
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  return pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
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
