// The files and the git history behind the translation status: where the pages and the lock
// are, their text, the date of an English change and the English diff since a translation.
// Shared by the command (cli.mjs) and the build (remarkNotice.mjs, plugin.ts); the decisions
// themselves are in status.mjs.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DEFAULT_LOCALE_ONLY_FOLDERS} from '../../shared/utils/urlPaths.mjs';
import {gitBlobId, parseLock, sourceHash} from './status.mjs';

/** The English pages (the docs plugin's `path`). */
export const ENGLISH_DIR = 'docs';
/** The locale whose pages are tracked, and where its pages and lock live. */
export const LOCALE = 'zh';
export const CHINESE_DIR = `i18n/${LOCALE}/docusaurus-plugin-content-docs/current`;
export const LOCK_FILE = `i18n/${LOCALE}/translated-from.lock`;
/**
 * Folders without Chinese pages by design: the English-only API (also left out of the Chinese
 * build), and the page-type fixtures of the browser tests, which are not documentation.
 */
export const FOLDERS = {englishOnly: [...DEFAULT_LOCALE_ONLY_FOLDERS], fixtures: ['tests/']};

/**
 * The doc files of a folder, relative to it, as the docs plugin finds them: `.md`/`.mdx`, without
 * partials (`_name.mdx`, `_folder/`) and test folders. A missing folder has none.
 * @param {string} dir
 * @returns {string[]}
 */
export function listPages(dir) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ sub) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(dir, sub), {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('_')) continue;
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile() && /\.mdx?$/.test(entry.name)) found.push(rel);
    }
  };
  walk('');
  return found.sort();
}

/** @type {Map<string, {key: string, value: {hash: string, blob: string}}>} */
const fingerprintCache = new Map();

/**
 * The hash and git blob of a file, read again only when its size or time changed (the build asks
 * for each Chinese page, and a dev server keeps running while files change).
 * @param {string} file absolute path
 */
export function fingerprint(file) {
  const stat = fs.statSync(file);
  const key = `${stat.size}:${stat.mtimeMs}`;
  const cached = fingerprintCache.get(file);
  if (cached && cached.key === key) return cached.value;
  const bytes = fs.readFileSync(file);
  const value = {hash: sourceHash(bytes.toString('utf8')), blob: gitBlobId(bytes)};
  fingerprintCache.set(file, {key, value});
  return value;
}

/**
 * Everything status.mjs needs about a site: the English pages with their fingerprints, the
 * Chinese pages, the lock's records, and any problem reading the lock.
 * @param {string} siteDir
 */
export function readSources(siteDir) {
  const englishDir = path.join(siteDir, ENGLISH_DIR);
  const english = new Map(listPages(englishDir).map((page) => [page, fingerprint(path.join(englishDir, page))]));
  const chinese = new Set(listPages(path.join(siteDir, CHINESE_DIR)));
  let text = null;
  try {
    text = fs.readFileSync(path.join(siteDir, LOCK_FILE), 'utf8');
  } catch {
    // No lock yet: nothing is recorded.
  }
  const {records, problems} = parseLock(text);
  return {english, chinese, records, problems};
}

/**
 * Runs git in `cwd`; null when git is missing or fails.
 * @param {string} cwd
 * @param {string[]} args
 */
function git(cwd, args) {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024});
  return result.status === 0 ? result.stdout : null;
}

/**
 * When the English page last changed, as a UTC date (`2026-11-26`): the date of the last commit
 * that touched it (`git log -1 --format=%cI`), like the "last updated" date under each page; the
 * file's modification time when it has uncommitted changes, is not in git, or there is no git.
 * Null when the file does not exist.
 * @param {string} siteDir
 * @param {string} page path inside the English docs folder
 * @returns {{date: string, from: 'git' | 'file'} | null}
 */
export function englishChangeDate(siteDir, page) {
  const file = `${ENGLISH_DIR}/${page}`;
  let stat;
  try {
    stat = fs.statSync(path.join(siteDir, file));
  } catch {
    return null;
  }
  const uncommitted = git(siteDir, ['status', '--porcelain', '--', file]);
  if (uncommitted === '') {
    const committed = git(siteDir, ['log', '-1', '--format=%cI', '--', file])?.trim();
    const time = committed ? Date.parse(committed) : NaN;
    if (!Number.isNaN(time)) return {date: new Date(time).toISOString().slice(0, 10), from: 'git'};
  }
  return {date: stat.mtime.toISOString().slice(0, 10), from: 'file'};
}

/**
 * The English diff since the text a translation was made from, found by its git blob id: a
 * unified diff, or why there is none (no git, or the text is not in this clone's history, as
 * in a shallow clone or when it was never committed).
 * @param {string} siteDir
 * @param {string} page
 * @param {string} blob
 * @returns {{diff: string} | {unavailable: string}}
 */
export function englishDiff(siteDir, page, blob) {
  if (!/^[0-9a-f]{40}$/.test(blob ?? '')) return {unavailable: 'the record has no git blob id'};
  const before = git(siteDir, ['cat-file', 'blob', blob]);
  if (before === null) return {unavailable: `the English text it was translated from (git blob ${blob.slice(0, 10)}) is not in this clone's git history`};
  const file = `${ENGLISH_DIR}/${page}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-status-'));
  try {
    const old = path.join(tmp, 'translated.mdx');
    fs.writeFileSync(old, before);
    const result = spawnSync('git', ['diff', '--no-index', '--no-color', '--', old, path.join(siteDir, file)], {cwd: siteDir, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024});
    // Exit status 1 means "differences found".
    if (result.status !== 0 && result.status !== 1) return {unavailable: `git diff failed: ${result.stderr.trim()}`};
    const hunks = result.stdout.slice(Math.max(0, result.stdout.indexOf('\n@@') + 1));
    if (!result.stdout.includes('\n@@')) return {diff: ''};
    return {diff: `--- ${file} (as translated)\n+++ ${file} (now)\n${hunks}`};
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}
