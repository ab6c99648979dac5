#!/usr/bin/env node
// npm run i18n:status -- [options] [page...]
//   (no option)      every page and its state, then the English diff of each outdated page
//   <page>...        only these pages (a path, with or without .mdx, or a route)
//   --check          for CI: problems only; exits 1 when a page is missing or orphaned
//   --mark <page>... record these Chinese pages as translated from their current English
//   --mark-all       record every Chinese page as translated from its current English
//   --no-diff        leave the diffs out
//   --json           the states as JSON (no diffs)
// The site is the folder this file lives in, three levels up, so a copy of the site checks
// itself.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {markAll, markPages, pageStatuses, resolvePage, serializeLock} from './status.mjs';
import {CHINESE_DIR, ENGLISH_DIR, FOLDERS, LOCALE, LOCK_FILE, englishChangeDate, englishDiff, readSources} from './sources.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const USAGE = `Usage: npm run i18n:status -- [--check | --json | --no-diff] [page...]
       npm run i18n:status -- --mark <page>...
       npm run i18n:status -- --mark-all
A page is its path under ${ENGLISH_DIR}/ (guide/start/quick-start or guide/start/quick-start.mdx) or its route.`;

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const names = args.filter((arg) => !arg.startsWith('--'));
const KNOWN = new Set(['--check', '--mark', '--mark-all', '--no-diff', '--json', '--help']);
const unknown = [...flags].filter((flag) => !KNOWN.has(flag));
if (flags.has('--help')) {
  console.log(USAGE);
  process.exit(0);
}
if (unknown.length || (flags.has('--mark') && flags.has('--mark-all')) || (flags.has('--mark') && names.length === 0)) {
  console.error(unknown.length ? `Unknown option ${unknown.join(', ')}.\n${USAGE}` : USAGE);
  process.exit(2);
}

const sources = readSources(siteDir);
const known = [...new Set([...sources.english.keys(), ...sources.chinese])];
const dirs = {englishDir: ENGLISH_DIR, chineseDir: CHINESE_DIR, locale: LOCALE};

/** @param {Record<string, {hash: string, blob: string}>} records */
function writeLock(records) {
  const file = path.join(siteDir, LOCK_FILE);
  const text = serializeLock(records);
  let before = null;
  try {
    before = fs.readFileSync(file, 'utf8');
  } catch {
    // First run: no lock yet.
  }
  if (before === text) return false;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
  return true;
}

if (flags.has('--mark-all') || flags.has('--mark')) {
  for (const problem of sources.problems) console.warn(`note: ${problem}`);
  if (flags.has('--mark-all')) {
    const records = markAll(sources, FOLDERS);
    const changed = writeLock(records);
    console.log(`${Object.keys(records).length} Chinese pages recorded as translated from their current English; ${LOCK_FILE} ${changed ? 'updated' : 'unchanged'}.`);
    process.exit(0);
  }
  const pages = [];
  let failed = false;
  for (const name of names) {
    const page = resolvePage(name, known, dirs);
    if (page) pages.push(page);
    else {
      console.error(`${name}: no such page (give its path under ${ENGLISH_DIR}/, e.g. guide/start/quick-start.mdx)`);
      failed = true;
    }
  }
  const {records, marked, refused} = markPages(sources, FOLDERS, pages);
  for (const {page, why} of refused) console.error(`${page}: not marked, ${why}`);
  const changed = writeLock(records);
  for (const page of marked) console.log(`${page}: recorded as translated from its current English`);
  if (marked.length) console.log(`${LOCK_FILE} ${changed ? 'updated' : 'unchanged'}.`);
  process.exit(failed || refused.length ? 1 : 0);
}

const {pages: allPages, staleRecords} = pageStatuses(sources, FOLDERS);
let pages = allPages;
if (names.length) {
  const wanted = new Set();
  for (const name of names) {
    const page = resolvePage(name, known, dirs);
    if (page) wanted.add(page);
    else {
      console.error(`${name}: no such page`);
      process.exit(2);
    }
  }
  pages = allPages.filter(({page}) => wanted.has(page));
}

const dates = new Map(pages.filter(({state}) => state === 'outdated').map(({page}) => [page, englishChangeDate(siteDir, page)]));

if (flags.has('--json')) {
  const out = pages.map((status) => ({...status, englishChanged: dates.get(status.page)?.date}));
  console.log(JSON.stringify({pages: out, staleRecords, problems: sources.problems}, null, 2));
  process.exit(0);
}

const LABEL = {
  'up-to-date': 'up to date',
  outdated: 'outdated',
  missing: 'missing',
  orphan: 'orphan',
  'english-only': 'English only',
  fixture: 'fixture',
};

/** @param {import('./status.mjs').PageStatus} status */
function describe(status) {
  const {state, reason, recordedAs, movedTo, movedFrom, page} = status;
  const date = dates.get(page);
  switch (state) {
    case 'up-to-date':
      return recordedAs ? `recorded under its old path ${recordedAs} (run --mark ${page} to move the record)` : '';
    case 'outdated':
      return reason === 'unrecorded'
        ? `no record of the English it translates: check it against the English, then --mark it`
        : `the English changed${date ? ` on ${date.date}` : ''} since the translation`;
    case 'missing':
      return movedFrom ? `the English was renamed from ${movedFrom}: git mv ${CHINESE_DIR}/${movedFrom} ${CHINESE_DIR}/${page}` : `no Chinese page: translate ${ENGLISH_DIR}/${page} into ${CHINESE_DIR}/${page}`;
    case 'orphan':
      if (reason === 'english-only-folder') return `${ENGLISH_DIR}/${page.split('/')[0]}/ is English only; this Chinese file is never built`;
      return movedTo ? `the English moved to ${movedTo}: git mv ${CHINESE_DIR}/${page} ${CHINESE_DIR}/${movedTo}` : `no English page ${ENGLISH_DIR}/${page}`;
    case 'english-only':
      return 'English only by design';
    case 'fixture':
      return 'browser-test fixture, not translated';
    default:
      return '';
  }
}

const count = (/** @type {string} */ state) => pages.filter((status) => status.state === state).length;
const problems = pages.filter(({state}) => state === 'missing' || state === 'orphan');
const outdated = pages.filter(({state}) => state === 'outdated');
const summary = `${count('up-to-date')} up to date, ${outdated.length} outdated, ${count('missing')} missing, ${count('orphan')} orphaned (${count('english-only')} English only and ${count('fixture')} fixtures not counted)`;

if (flags.has('--check')) {
  for (const problem of sources.problems) console.error(`i18n:status: ${problem}`);
  for (const status of problems) console.error(`i18n:status: ${LABEL[status.state]} ${status.page}: ${describe(status)}`);
  for (const status of outdated) console.log(`i18n:status: outdated ${status.page}: ${describe(status)}`);
  if (outdated.length) console.log('i18n:status: see "npm run i18n:status -- <page>" for the English diff; outdated pages do not fail the check.');
  console.log(`i18n:status: ${summary}.`);
  const failed = problems.length > 0 || sources.problems.length > 0;
  if (failed) console.error(`i18n:status: failed; see "For writers: translating" in the README.`);
  process.exit(failed ? 1 : 0);
}

const width = Math.max(...Object.values(LABEL).map((label) => label.length));
console.log(`Chinese pages (${CHINESE_DIR}) and the English they translate (${LOCK_FILE}):\n`);
for (const status of pages) {
  const note = describe(status);
  console.log(`  ${LABEL[status.state].padEnd(width)}  ${status.page}${note ? `  (${note})` : ''}`);
}
console.log(`\n${summary}.`);
for (const problem of sources.problems) console.log(`Note: ${problem}.`);
if (staleRecords.length && !names.length) {
  console.log(`Records of pages that no longer exist: ${staleRecords.join(', ')} (--mark-all drops them).`);
}

if (!flags.has('--no-diff')) {
  for (const status of outdated) {
    if (status.reason !== 'changed' || !status.recorded) continue;
    const result = englishDiff(siteDir, status.page, status.recorded.blob);
    console.log(`\n=== ${status.page}: the English since the translation`);
    console.log('diff' in result ? result.diff || '(the file is the same as the recorded text)' : `(no diff: ${result.unavailable})`);
  }
}
if (outdated.length) console.log(`\nAfter updating a translation: npm run i18n:status -- --mark <page>`);
