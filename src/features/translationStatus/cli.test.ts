// `npm run i18n:status` on a small site of its own (a temporary git repository with this
// feature's scripts copied in): what a writer sees and what CI gets, step by step.
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const here = import.meta.dirname;
const root = path.resolve(here, '../../..');
let site: string;

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';
const LOCK = 'i18n/zh/translated-from.lock';
const PAGE_A = '---\ntitle: "A"\n---\n\n# A\n\nRslib builds libraries for Node.js 20.\n';
const PAGE_B = '---\ntitle: "B"\n---\n\n# B\n\nThe second page.\n';

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  fs.writeFileSync(path.join(site, file), text);
}

function git(...args: string[]) {
  return execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], {cwd: site, encoding: 'utf8', env: {...process.env, GIT_COMMITTER_DATE: '2026-01-02T03:04:05Z', GIT_AUTHOR_DATE: '2026-01-02T03:04:05Z'}});
}

function status(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(site, 'src/features/translationStatus/cli.mjs'), ...args], {cwd: os.tmpdir(), encoding: 'utf8'});
  return {code: result.status, out: result.stdout, err: result.stderr};
}

interface JsonStatus {
  pages: {page: string; state: string; reason?: string; englishChanged?: string}[];
}
function states(): Record<string, string> {
  const {pages} = JSON.parse(status('--json').out) as JsonStatus;
  return Object.fromEntries(pages.map(({page, state}) => [page, state]));
}

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-status-cli-'));
  for (const file of ['status.mjs', 'sources.mjs', 'cli.mjs']) write(`src/features/translationStatus/${file}`, fs.readFileSync(path.join(here, file), 'utf8'));
  write('src/shared/utils/urlPaths.mjs', fs.readFileSync(path.join(root, 'src/shared/utils/urlPaths.mjs'), 'utf8'));
  write('docs/guide/a.mdx', PAGE_A);
  write('docs/guide/b.mdx', PAGE_B);
  write('docs/api/core.mdx', '# API\n');
  write('docs/tests/doc.mdx', '# Fixture\n');
  write('docs/guide/_partial.mdx', 'Not a page.\n');
  write(`${ZH}/guide/a.mdx`, '# 甲\n');
  write(`${ZH}/guide/b.mdx`, '# 乙\n');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'site');
});

afterAll(() => {
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

describe('npm run i18n:status', () => {
  it('before anything is recorded: every Chinese page is outdated (unrecorded); the check passes and lists them', () => {
    expect(states()).toEqual({'api/core.mdx': 'english-only', 'guide/a.mdx': 'outdated', 'guide/b.mdx': 'outdated', 'tests/doc.mdx': 'fixture'});
    const check = status('--check');
    expect(check.code).toBe(0);
    expect(check.out).toMatch(/outdated guide\/a\.mdx: no record/);
  });

  it('--mark-all records every page; running it again changes nothing', () => {
    expect(status('--mark-all').out).toMatch(/2 Chinese pages recorded.*updated/);
    const lock = fs.readFileSync(path.join(site, LOCK), 'utf8');
    expect(status('--mark-all').out).toMatch(/unchanged/);
    expect(fs.readFileSync(path.join(site, LOCK), 'utf8')).toBe(lock);
    expect(states()).toMatchObject({'guide/a.mdx': 'up-to-date', 'guide/b.mdx': 'up-to-date'});
    const list = status();
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/up to date\s+guide\/a\.mdx/);
    expect(list.out).toMatch(/English only\s+api\/core\.mdx/);
    expect(list.out).toMatch(/2 up to date, 0 outdated, 0 missing, 0 orphaned/);
    git('add', '-A');
    git('commit', '-qm', 'lock');
  });

  it('an English edit makes exactly that page outdated, dated by the file until it is committed, with the English diff', () => {
    write('docs/guide/a.mdx', PAGE_A.replace('Node.js 20', 'Node.js 22'));
    const today = fs.statSync(path.join(site, 'docs/guide/a.mdx')).mtime.toISOString().slice(0, 10);
    const {pages} = JSON.parse(status('--json').out) as JsonStatus;
    expect(pages.filter(({state}) => state === 'outdated')).toEqual([expect.objectContaining({page: 'guide/a.mdx', reason: 'changed', englishChanged: today})]);
    const list = status('guide/a');
    expect(list.out).toContain('-Rslib builds libraries for Node.js 20.');
    expect(list.out).toContain('+Rslib builds libraries for Node.js 22.');
    expect(list.out).not.toMatch(/guide\/b\.mdx/);
    // Outdated pages are reported, not failed.
    const check = status('--check');
    expect(check.code).toBe(0);
    expect(check.out).toMatch(/outdated guide\/a\.mdx: the English changed on \d{4}-\d{2}-\d{2}/);
  });

  it('once committed, the date of the English change is the commit date', () => {
    git('commit', '-qam', 'edit a');
    const {pages} = JSON.parse(status('--json').out) as JsonStatus;
    expect(pages.find(({page}) => page === 'guide/a.mdx')?.englishChanged).toBe('2026-01-02');
  });

  it('--mark <page> makes it up to date again; a whitespace-only English edit does not make a page outdated', () => {
    const mark = status('--mark', 'docs/guide/a.mdx');
    expect(mark.code).toBe(0);
    expect(mark.out).toMatch(/guide\/a\.mdx: recorded/);
    write('docs/guide/b.mdx', PAGE_B.replace('The second page.', 'The   second\npage.   ').replace(/\n/g, '\r\n'));
    expect(states()).toMatchObject({'guide/a.mdx': 'up-to-date', 'guide/b.mdx': 'up-to-date'});
  });

  it('--check fails on a missing or an orphaned page, and says what to do', () => {
    write('docs/guide/c.mdx', '# C\n');
    let check = status('--check');
    expect(check.code).toBe(1);
    expect(check.err).toMatch(/missing guide\/c\.mdx: no Chinese page/);
    fs.rmSync(path.join(site, 'docs/guide/c.mdx'));
    write(`${ZH}/guide/d.mdx`, '# 丁\n');
    check = status('--check');
    expect(check.code).toBe(1);
    expect(check.err).toMatch(/orphan guide\/d\.mdx: no English page/);
    fs.rmSync(path.join(site, `${ZH}/guide/d.mdx`));
    expect(status('--check').code).toBe(0);
  });

  it('an English page renamed without its Chinese file: the check names the git mv that fixes it', () => {
    fs.renameSync(path.join(site, 'docs/guide/b.mdx'), path.join(site, 'docs/guide/bee.mdx'));
    const check = status('--check');
    expect(check.code).toBe(1);
    expect(check.err).toContain(`git mv ${ZH}/guide/b.mdx ${ZH}/guide/bee.mdx`);
    fs.renameSync(path.join(site, `${ZH}/guide/b.mdx`), path.join(site, `${ZH}/guide/bee.mdx`));
    // Renamed in both languages, same English text: still up to date, under its old record.
    expect(states()).toMatchObject({'guide/bee.mdx': 'up-to-date'});
    expect(status('--mark-all').code).toBe(0);
    expect(fs.readFileSync(path.join(site, LOCK), 'utf8')).not.toContain('guide/b.mdx');
  });

  it('says so calmly when a page is unknown, cannot be marked, or the history lacks the translated text', () => {
    const unknown = status('--mark', 'guide/nothing');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/guide\/nothing: no such page/);
    const english = status('--mark', 'api/core');
    expect(english.code).toBe(1);
    expect(english.err).toMatch(/English only/);
    expect(status('--bogus').code).toBe(2);
    const lock = JSON.parse(fs.readFileSync(path.join(site, LOCK), 'utf8'));
    lock.pages['guide/a.mdx'] = {hash: '0'.repeat(64), blob: '1'.repeat(40)};
    fs.writeFileSync(path.join(site, LOCK), JSON.stringify(lock));
    expect(status('guide/a').out).toMatch(/no diff: .*not in this clone's git history/);
    fs.writeFileSync(path.join(site, LOCK), '{broken');
    const check = status('--check');
    expect(check.code).toBe(1);
    expect(check.err).toMatch(/not valid JSON/);
  });
});
