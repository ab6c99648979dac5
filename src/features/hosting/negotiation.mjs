// The parts of HTTP a static file server decides by itself, as pure functions: which content
// coding a client accepts, what a Range header asks for, and whether a validator matches.
// Every function takes any header value (absent, repeated, malformed) and never throws.

/** A header as Node hands it over: absent, one string, or several (repeated fields). */
const asText = (value) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '');

/**
 * The weights of an Accept-Encoding header, by lower-case coding (`br`, `gzip`, `*`...).
 * Codings are matched as whole tokens: `zbrz` is not `br`.
 * @param {string | string[] | undefined} header
 * @returns {Map<string, number>}
 */
export function acceptedEncodings(header) {
  const weights = new Map();
  for (const part of asText(header).split(',')) {
    const [token, ...params] = part.split(';').map((piece) => piece.trim());
    if (!token || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(token)) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9](?:\.[0-9]{0,3})?)$/i.exec(param);
      if (match) weight = Math.min(1, Number(match[1]));
      else if (/^q\s*=/i.test(param)) weight = 0; // a malformed weight does not count as acceptance
    }
    const coding = token.toLowerCase() === 'x-gzip' ? 'gzip' : token.toLowerCase();
    weights.set(coding, Math.max(weights.get(coding) ?? 0, weight));
  }
  return weights;
}

/**
 * The coding to send, from those available (in order of preference when weights tie), or
 * null for the file as it is. A coding is acceptable when the client names it with a weight
 * above 0, or names `*` above 0 and not the coding itself. The highest weight wins.
 * @param {string | string[] | undefined} header the request's Accept-Encoding
 * @param {readonly string[]} available e.g. `['br', 'gzip']`
 * @returns {string | null}
 */
export function chooseEncoding(header, available) {
  const weights = acceptedEncodings(header);
  let best = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * What a Range header asks of a representation of `size` bytes:
 * - `{kind: 'none'}`: no Range, or one this server ignores (another unit, a malformed value,
 *   several ranges): the whole representation with 200;
 * - `{kind: 'unsatisfiable'}`: 416 with `Content-Range: bytes *\/size`;
 * - `{kind: 'range', start, end}`: 206 with bytes start..end (inclusive).
 * A last position before the first one is invalid, and answered as unsatisfiable.
 * @param {string | string[] | undefined} header
 * @param {number} size
 * @returns {{kind: 'none'} | {kind: 'unsatisfiable'} | {kind: 'range', start: number, end: number}}
 */
export function parseRange(header, size) {
  if (typeof header !== 'string') return {kind: 'none'};
  // Each run of spaces has one place to go (a position is optional as a whole, with the spaces
  // after it): two optional runs side by side make a long run of spaces take quadratic time.
  const match = /^\s*bytes\s*=\s*(?:(\d+)\s*)?-\s*(?:(\d+)\s*)?$/i.exec(header);
  if (!match) return {kind: 'none'};
  const [, first, last] = match;
  if (!first && !last) return {kind: 'none'};
  // Positions beyond what a double holds exactly only ever mean "past the end".
  const number = (digits) => {
    const value = BigInt(digits);
    return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
  };
  if (!first) {
    const length = number(last);
    if (length === 0 || size === 0) return {kind: 'unsatisfiable'};
    return {kind: 'range', start: Math.max(0, size - length), end: size - 1};
  }
  const start = number(first);
  if (last && number(last) < start) return {kind: 'unsatisfiable'};
  if (start >= size) return {kind: 'unsatisfiable'};
  const end = last ? Math.min(number(last), size - 1) : size - 1;
  return {kind: 'range', start, end};
}

/**
 * The entity tags of an If-Match / If-None-Match / If-Range value, or `'*'`.
 * @param {string | string[] | undefined} header
 * @returns {'*' | {weak: boolean, tag: string}[]}
 */
export function parseEntityTags(header) {
  const text = asText(header).trim();
  if (text === '*') return '*';
  const tags = [];
  for (const match of text.matchAll(/(W\/)?("[^"]*")/g)) tags.push({weak: Boolean(match[1]), tag: match[2]});
  return tags;
}

/**
 * Whether a list of entity tags matches `etag` (a strong tag, `"…"`). Strong comparison
 * (If-Match, If-Range) ignores weak tags; weak comparison (If-None-Match) compares the opaque part.
 * @param {string | string[] | undefined} header
 * @param {string} etag
 * @param {'strong' | 'weak'} comparison
 */
export function etagMatches(header, etag, comparison) {
  const tags = parseEntityTags(header);
  if (tags === '*') return true;
  return tags.some((candidate) => candidate.tag === etag && (comparison === 'weak' || !candidate.weak));
}

/**
 * An HTTP date in seconds since the epoch, or null when the value is not a date.
 * @param {string | string[] | undefined} header
 */
export function httpDateSeconds(header) {
  if (typeof header !== 'string' || !/^[A-Za-z]{3},? /.test(header.trim())) return null;
  const time = Date.parse(header);
  return Number.isFinite(time) ? Math.floor(time / 1000) : null;
}
