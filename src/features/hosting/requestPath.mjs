// Reading a request's path safely, and the redirects a host sends for other spellings of a page.
// Plain JS with a .d.mts beside it: the preview server (Node) and the unit tests share it.
import {notFoundRedirect} from '../../shared/utils/urlPaths.mjs';

/** Longer request targets get 414, as most hosts do. */
export const MAX_URL_LENGTH = 2048;

/**
 * The decoded path and the raw query of a request target, or the status to answer with.
 * The target is read as a path only: `//host/x` is the path `//host/x`, never another host.
 * @param {string | undefined} target the request line's target (`req.url`)
 * @returns {{pathname: string, search: string} | {status: number}}
 */
export function parseRequestTarget(target) {
  if (typeof target !== 'string' || !target.startsWith('/')) return {status: 400};
  if (target.length > MAX_URL_LENGTH) return {status: 414};
  const hashAt = target.indexOf('#');
  const withoutHash = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const queryAt = withoutHash.indexOf('?');
  const rawPath = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const search = queryAt >= 0 ? withoutHash.slice(queryAt) : '';
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return {status: 400};
  }
  // NUL bytes and backslashes have no place in a page path; some file systems treat them specially.
  if (/[\u0000\\]/.test(pathname)) return {status: 400};
  return {pathname, search};
}

/**
 * A `Location` that can only point at this site: one leading slash (so never `//host`),
 * and the path encoded again.
 * @param {string} pathname a decoded path
 * @param {string} search the raw query, with its `?`, or ''
 */
export function sameOriginLocation(pathname, search = '') {
  const path = `/${pathname.replace(/^[/\\]+/, '')}`;
  return encodeURI(path).replace(/\?/g, '%3F').replace(/#/g, '%23') + search;
}

/**
 * Where a host sends a request with another spelling of a page (`.html`, `/index`,
 * `/en/...`, repeated leading slashes), or null when the path is canonical.
 * @param {string} pathname decoded path
 * @param {string} search raw query
 */
export function redirectFor(pathname, search = '') {
  const collapsed = `/${pathname.replace(/^\/+/, '')}`;
  const target = notFoundRedirect(collapsed) ?? collapsed;
  return target === pathname ? null : sameOriginLocation(target, search);
}
