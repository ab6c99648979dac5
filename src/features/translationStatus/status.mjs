// Which Chinese pages are behind the English: the pure part. No file system, no git: the callers
// (cli.mjs, remarkNotice.mjs, through sources.mjs) read the files and hand their text in.
//
// A page is keyed by its path inside the docs folder (`guide/start/quick-start.mdx`), which is
// also the Chinese file's path inside `i18n/zh/docusaurus-plugin-content-docs/current/`: that is
// how Docusaurus pairs a translation with its page. The lock records, per page, a hash of the
// normalised English text it was translated from, and the git blob of that English file (to show
// the English diff since then, when the clone's history has it).
import {createHash} from 'node:crypto';

/** The lock's format version; a lock with another version is read as empty, with a problem. */
export const LOCK_VERSION = 1;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The English text as far as the translation is concerned. Whitespace-only edits give the same
 * text, so they do not make a translation outdated:
 * - line endings become LF, a byte-order mark goes, trailing whitespace goes;
 * - in prose, any run of spaces, tabs and single line breaks is one space (re-wrapping a
 *   paragraph or indenting a line changes nothing), and paragraphs are separated by one blank line
 *   however many there were;
 * - front matter and fenced code keep their lines and indentation (YAML nesting and the code a
 *   reader copies depend on them); there only trailing whitespace and runs of blank lines go.
 * @param {string} text
 * @returns {string}
 */
export function normaliseSource(text) {
  const lines = String(text ?? '')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''));
  /** @type {string[]} blocks: paragraphs of prose, or the lines of front matter / a code fence */
  const blocks = [];
  /** @type {string[]} */
  let prose = [];
  const endProse = () => {
    if (prose.length) blocks.push(prose.join(' ').replace(/[ \t]+/g, ' ').trim());
    prose = [];
  };
  let i = 0;
  // Front matter: only at the very start, between two `---` lines.
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      blocks.push(keepLines(lines.slice(0, end + 1)));
      i = end + 1;
    }
  }
  for (; i < lines.length; i++) {
    const line = lines[i];
    const open = FENCE.exec(line);
    if (open) {
      endProse();
      const marker = open[1];
      let end = i + 1;
      while (end < lines.length && !isClosingFence(lines[end], marker)) end++;
      blocks.push(keepLines(lines.slice(i, end + 1)));
      i = end;
    } else if (line.trim() === '') {
      endProse();
    } else {
      prose.push(line.trim());
    }
  }
  endProse();
  return blocks.filter((block) => block !== '').join('\n\n') + '\n';
}

/** @param {string} line @param {string} marker */
function isClosingFence(line, marker) {
  const match = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
  return Boolean(match && match[1][0] === marker[0] && match[1].length >= marker.length);
}

/** Lines kept as they are, but a run of blank lines counts as one. @param {string[]} lines */
function keepLines(lines) {
  return lines.filter((line, index) => line !== '' || (index > 0 && lines[index - 1] !== '')).join('\n');
}

/**
 * The hash a translation records: SHA-256 of the normalised English text, hex.
 * @param {string} text the English file as it is on disk
 */
export function sourceHash(text) {
  return createHash('sha256').update(normaliseSource(text)).digest('hex');
}

/**
 * The id git gives this exact text as a file (`git hash-object`), so that the English text a
 * translation was made from can be found again in the history without storing it here.
 * @param {string | Uint8Array} content
 */
export function gitBlobId(content) {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/**
 * Reads the lock file's text. Bad input gives an empty lock and a problem, never a throw.
 * @param {string | null | undefined} text
 * @returns {{records: Record<string, {hash: string, blob: string}>, problems: string[]}}
 */
export function parseLock(text) {
  /** @type {Record<string, {hash: string, blob: string}>} */
  const records = {};
  if (text == null || text.trim() === '') return {records, problems: []};
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {records, problems: [`the lock file is not valid JSON (${/** @type {Error} */ (error).message})`]};
  }
  if (!data || typeof data !== 'object' || data.version !== LOCK_VERSION || !data.pages || typeof data.pages !== 'object') {
    return {records, problems: [`the lock file is not a version ${LOCK_VERSION} lock ({"version": ${LOCK_VERSION}, "pages": {...}})`]};
  }
  const problems = [];
  for (const [page, record] of Object.entries(data.pages)) {
    if (!/^[^/].*\.mdx?$/.test(page) || page.split('/').includes('..')) {
      problems.push(`the lock names ${JSON.stringify(page)}, which is not a page path (like guide/start/index.mdx); ignored`);
    } else if (record && typeof record.hash === 'string' && /^[0-9a-f]{64}$/.test(record.hash)) {
      records[page] = {hash: record.hash, blob: typeof record.blob === 'string' && /^[0-9a-f]{40}$/.test(record.blob) ? record.blob : ''};
    } else {
      problems.push(`the lock's record of ${page} has no valid hash; the page counts as not recorded`);
    }
  }
  return {records, problems};
}

/**
 * The lock file's text: one line per page, sorted, so that marking one page changes one line and
 * writing the same records twice gives the same bytes.
 * @param {Record<string, {hash: string, blob: string}>} records
 */
export function serializeLock(records) {
  const pages = Object.keys(records).sort();
  const lines = pages.map((page, index) => {
    const {hash, blob} = records[page];
    const comma = index < pages.length - 1 ? ',' : '';
    return `    ${JSON.stringify(page)}: {"hash": ${JSON.stringify(hash)}, "blob": ${JSON.stringify(blob)}}${comma}`;
  });
  return [
    '{',
    '  "//": "The English text each Chinese page translates. Written by npm run i18n:status -- --mark <page>; see the README, For writers: translating.",',
    `  "version": ${LOCK_VERSION},`,
    pages.length ? '  "pages": {' : '  "pages": {}',
    ...(pages.length ? [...lines, '  }'] : []),
    '}',
    '',
  ].join('\n');
}

/**
 * @typedef {'up-to-date' | 'outdated' | 'missing' | 'orphan' | 'english-only' | 'fixture'} PageState
 * @typedef {{
 *   page: string,
 *   state: PageState,
 *   reason?: 'changed' | 'unrecorded' | 'english-only-folder',
 *   recordedAs?: string,
 *   recorded?: {hash: string, blob: string},
 *   movedTo?: string,
 *   movedFrom?: string,
 * }} PageStatus
 * @typedef {{
 *   english: Map<string, {hash: string, blob: string}>,
 *   chinese: Set<string>,
 *   records: Record<string, {hash: string, blob: string}>,
 * }} Sources
 * @typedef {{englishOnly: string[], fixtures: string[]}} Folders
 */

/**
 * A page's record; a page named like an Object property (`constructor`) has none unless written.
 * @param {Record<string, {hash: string, blob: string}>} records
 * @param {string} page
 */
function recordOf(records, page) {
  return Object.hasOwn(records, page) ? records[page] : undefined;
}

/** @param {string} page @param {string[]} folders */
function inFolder(page, folders) {
  return folders.some((folder) => page.startsWith(folder));
}

/**
 * The state of every page, English or Chinese, sorted by path:
 * - `up-to-date`: the Chinese page's record matches the English text (or a record kept under
 *   the page's old path does: the English page was renamed without a change, `recordedAs`);
 * - `outdated`: the English changed since the recorded text (`changed`, with `recorded`), or the
 *   Chinese page has no record at all (`unrecorded`);
 * - `missing`: an English page without a Chinese one; `orphan`: a Chinese page without an
 *   English one (or inside an English-only folder). When an orphan's record matches a missing
 *   page's English, the English was renamed and the Chinese file was not: `movedTo`/`movedFrom`;
 * - `english-only` and `fixture`: pages of the English-only folders (`api/`) and of the test
 *   fixtures (`tests/`), which have no Chinese pages by design.
 * `staleRecords` are records of pages that no longer exist in both languages.
 * @param {Sources} sources
 * @param {Folders} folders
 * @returns {{pages: PageStatus[], staleRecords: string[]}}
 */
export function pageStatuses({english, chinese, records}, {englishOnly, fixtures}) {
  const all = [...new Set([...english.keys(), ...chinese])].sort();
  const isPair = (/** @type {string} */ page) =>
    english.has(page) && chinese.has(page) && !inFolder(page, englishOnly) && !inFolder(page, fixtures);
  // Records that no longer belong to a page in both languages: candidates for a rename.
  const unpaired = Object.keys(records)
    .filter((page) => !isPair(page))
    .sort();
  const used = new Set();
  /** @type {PageStatus[]} */
  const pages = [];
  for (const page of all) {
    const en = english.get(page);
    const hasZh = chinese.has(page);
    if (inFolder(page, fixtures)) {
      pages.push({page, state: 'fixture'});
    } else if (inFolder(page, englishOnly)) {
      pages.push(hasZh ? {page, state: 'orphan', reason: 'english-only-folder'} : {page, state: 'english-only'});
    } else if (en && hasZh) {
      const record = recordOf(records, page);
      if (record) {
        pages.push(record.hash === en.hash ? {page, state: 'up-to-date'} : {page, state: 'outdated', reason: 'changed', recorded: record});
      } else {
        // Renamed in both languages with no change to the English: its record is under the old path.
        const old = unpaired.find((key) => !used.has(key) && !english.has(key) && records[key].hash === en.hash);
        if (old) {
          used.add(old);
          pages.push({page, state: 'up-to-date', recordedAs: old});
        } else {
          pages.push({page, state: 'outdated', reason: 'unrecorded'});
        }
      }
    } else if (en) {
      pages.push({page, state: 'missing'});
    } else {
      pages.push({page, state: 'orphan'});
    }
  }
  // An English page renamed while its Chinese file kept the old name: the orphan's record
  // matches the missing page's English text.
  for (const orphan of pages) {
    if (orphan.state !== 'orphan' || orphan.reason) continue;
    const record = recordOf(records, orphan.page);
    if (!record) continue;
    const missing = pages.find((p) => p.state === 'missing' && !p.movedFrom && english.get(p.page)?.hash === record.hash);
    if (missing) {
      orphan.movedTo = missing.page;
      missing.movedFrom = orphan.page;
      used.add(orphan.page);
    }
  }
  const staleRecords = unpaired.filter((key) => !used.has(key) && !chinese.has(key));
  return {pages, staleRecords};
}

/**
 * Records `pages` as translated from their current English text. Each must exist in both
 * languages; the others are refused with the reason. A page found under its old path (a rename)
 * has that old record removed.
 * @param {Sources} sources
 * @param {Folders} folders
 * @param {string[]} pages
 * @returns {{records: Record<string, {hash: string, blob: string}>, marked: string[], refused: {page: string, why: string}[]}}
 */
export function markPages(sources, folders, pages) {
  const {pages: statuses} = pageStatuses(sources, folders);
  const byPage = new Map(statuses.map((status) => [status.page, status]));
  const records = {...sources.records};
  const marked = [];
  const refused = [];
  for (const page of pages) {
    const status = byPage.get(page);
    const why =
      !status ? 'no such page'
      : status.state === 'fixture' ? 'a test fixture: not translated'
      : status.state === 'english-only' || status.reason === 'english-only-folder' ? 'English only by design: no Chinese page'
      : status.state === 'missing' ? 'there is no Chinese page to mark yet'
      : status.state === 'orphan' ? 'there is no English page'
      : null;
    if (why) {
      refused.push({page, why});
      continue;
    }
    const en = /** @type {{hash: string, blob: string}} */ (sources.english.get(page));
    records[page] = {hash: en.hash, blob: en.blob};
    if (status?.recordedAs) delete records[status.recordedAs];
    marked.push(page);
  }
  return {records, marked, refused};
}

/**
 * Every page that exists in both languages, recorded as translated from its current English;
 * records of anything else are dropped. Running it again on the same files changes nothing.
 * @param {Sources} sources
 * @param {Folders} folders
 */
export function markAll(sources, folders) {
  const {pages} = pageStatuses(sources, folders);
  /** @type {Record<string, {hash: string, blob: string}>} */
  const records = {};
  for (const {page, state} of pages) {
    if (state !== 'up-to-date' && state !== 'outdated') continue;
    const en = /** @type {{hash: string, blob: string}} */ (sources.english.get(page));
    records[page] = {hash: en.hash, blob: en.blob};
  }
  return records;
}

/**
 * The page a writer means, from the ways they may name it: `guide/start/quick-start`,
 * `guide/start/quick-start.mdx`, `docs/guide/...`, the Chinese file's path, a route
 * (`/zh/guide/start/quick-start`, `/guide/start/`) or a full URL. Null when nothing matches.
 * @param {string} input
 * @param {Iterable<string>} known every page path (English and Chinese)
 * @param {{englishDir: string, chineseDir: string, locale: string}} dirs
 */
export function resolvePage(input, known, {englishDir, chineseDir, locale}) {
  const pages = new Set(known);
  let name = String(input ?? '')
    .trim()
    .replace(/\\/g, '/')
    .replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '')
    .replace(/[?#].*$/, '');
  name = name.replace(/^\.\//, '').replace(/^\/+/, '');
  for (const prefix of [`${chineseDir}/`, `${englishDir}/`, `${locale}/`]) {
    if (name.startsWith(prefix)) {
      name = name.slice(prefix.length);
      break;
    }
  }
  if (name === '' || name.endsWith('/')) name += 'index';
  const candidates = /\.mdx?$/.test(name) ? [name] : [`${name}.mdx`, `${name}.md`, `${name}/index.mdx`, `${name}/index.md`];
  return candidates.find((candidate) => pages.has(candidate)) ?? null;
}
