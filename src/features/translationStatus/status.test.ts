import {describe, expect, it} from 'vitest';
import {
  gitBlobId,
  markAll,
  markPages,
  normaliseSource,
  pageStatuses,
  parseLock,
  resolvePage,
  serializeLock,
  sourceHash,
  type SourceRecord,
  type Sources,
} from './status.mjs';

const folders = {englishOnly: ['api/'], fixtures: ['tests/']};

const PAGE = `---
title: "Quick start"
sidebar:
  label: Start
---

# Quick start

Rslib builds libraries. It needs Node.js 20.

\`\`\`ts title="rslib.config.ts"
export default {
  lib: [{format: 'esm'}],
};
\`\`\`
`;

/** The fingerprint of an English text, as readSources makes it. */
const fp = (text: string): SourceRecord => ({hash: sourceHash(text), blob: gitBlobId(text)});

/** A site: English texts by page, Chinese pages, and records made from other English texts. */
function site(english: Record<string, string>, chinese: string[], recordedFrom: Record<string, string> = {}): Sources {
  return {
    english: new Map(Object.entries(english).map(([page, text]) => [page, fp(text)])),
    chinese: new Set(chinese),
    records: Object.fromEntries(Object.entries(recordedFrom).map(([page, text]) => [page, fp(text)])),
  };
}

const stateOf = (sources: Sources) => Object.fromEntries(pageStatuses(sources, folders).pages.map((s) => [s.page, s.state]));

describe('normaliseSource and sourceHash', () => {
  it('ignore whitespace-only edits of prose: line endings, trailing spaces, re-wrapping, blank-line runs', () => {
    const edited = PAGE.replace(/\n/g, '\r\n')
      .replace('# Quick start', '# Quick start   ')
      .replace('Rslib builds libraries. It needs', 'Rslib  builds\nlibraries.   It needs')
      .replace('\n\n# Quick', '\n\n\n\n# Quick');
    expect(edited).not.toBe(PAGE);
    expect(normaliseSource(edited)).toBe(normaliseSource(PAGE));
    expect(sourceHash(edited)).toBe(sourceHash(PAGE));
  });

  it('see any change of words', () => {
    expect(sourceHash(PAGE.replace('Node.js 20', 'Node.js 22'))).not.toBe(sourceHash(PAGE));
    expect(sourceHash(PAGE.replace('Quick start"', 'Get started"'))).not.toBe(sourceHash(PAGE));
  });

  it('keep the lines and indentation of code and front matter', () => {
    expect(sourceHash(PAGE.replace("  lib: [{format: 'esm'}],", "lib: [{format: 'esm'}],"))).not.toBe(sourceHash(PAGE));
    expect(sourceHash(PAGE.replace('  label: Start', 'label: Start'))).not.toBe(sourceHash(PAGE));
    // Trailing spaces in code are still nothing.
    expect(sourceHash(PAGE.replace('export default {', 'export default {  '))).toBe(sourceHash(PAGE));
  });

  it('treat an unclosed fence as code to the end, and empty input calmly', () => {
    expect(normaliseSource('text\n\n```js\n  a\n\n\n  b')).toBe('text\n\n```js\n  a\n\n  b\n');
    expect(normaliseSource('')).toBe('\n');
    expect(normaliseSource(undefined as unknown as string)).toBe('\n');
  });
});

describe('gitBlobId', () => {
  it('is the id git hash-object gives the same bytes', () => {
    expect(gitBlobId('')).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
    expect(gitBlobId('hello\n')).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
    expect(gitBlobId(Buffer.from('hello\n'))).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
  });
});

describe('pageStatuses', () => {
  it('a page translated from the current English is up to date; a changed English makes it outdated', () => {
    const changed = PAGE.replace('Node.js 20', 'Node.js 22');
    const sources = site({'a.mdx': PAGE, 'b.mdx': changed}, ['a.mdx', 'b.mdx'], {'a.mdx': PAGE, 'b.mdx': PAGE});
    const {pages} = pageStatuses(sources, folders);
    expect(pages).toEqual([
      {page: 'a.mdx', state: 'up-to-date'},
      {page: 'b.mdx', state: 'outdated', reason: 'changed', recorded: fp(PAGE)},
    ]);
  });

  it('a whitespace-only English edit leaves the page up to date', () => {
    const rewrapped = PAGE.replace('libraries. It needs', 'libraries.\nIt needs').replace(/\n/g, '\r\n');
    expect(stateOf(site({'a.mdx': rewrapped}, ['a.mdx'], {'a.mdx': PAGE}))).toEqual({'a.mdx': 'up-to-date'});
  });

  it('a Chinese page without a record is outdated (unrecorded)', () => {
    const {pages} = pageStatuses(site({'a.mdx': PAGE}, ['a.mdx']), folders);
    expect(pages).toEqual([{page: 'a.mdx', state: 'outdated', reason: 'unrecorded'}]);
  });

  it('an English page without a Chinese one is missing; a Chinese page without an English one is an orphan', () => {
    const sources = site({'new.mdx': PAGE}, ['gone.mdx']);
    expect(stateOf(sources)).toEqual({'new.mdx': 'missing', 'gone.mdx': 'orphan'});
  });

  it('a page renamed in both languages with no English change keeps its record (found by hash)', () => {
    const sources = site({'guide/new-name.mdx': PAGE}, ['guide/new-name.mdx'], {'guide/old-name.mdx': PAGE});
    const {pages, staleRecords} = pageStatuses(sources, folders);
    expect(pages).toEqual([{page: 'guide/new-name.mdx', state: 'up-to-date', recordedAs: 'guide/old-name.mdx'}]);
    expect(staleRecords).toEqual([]);
  });

  it('a page renamed in both languages and changed is outdated (unrecorded): the hash cannot match', () => {
    const sources = site({'new.mdx': PAGE.replace('20', '22')}, ['new.mdx'], {'old.mdx': PAGE});
    const {pages, staleRecords} = pageStatuses(sources, folders);
    expect(pages).toEqual([{page: 'new.mdx', state: 'outdated', reason: 'unrecorded'}]);
    expect(staleRecords).toEqual(['old.mdx']);
  });

  it('an English page renamed without its Chinese file: missing and orphan, pointing at each other', () => {
    const sources = site({'new.mdx': PAGE}, ['old.mdx'], {'old.mdx': PAGE});
    expect(pageStatuses(sources, folders).pages).toEqual([
      {page: 'new.mdx', state: 'missing', movedFrom: 'old.mdx'},
      {page: 'old.mdx', state: 'orphan', movedTo: 'new.mdx'},
    ]);
  });

  it('English-only pages and fixtures are neither missing nor tracked; a Chinese file in api/ is an orphan', () => {
    const sources = site({'api/core.mdx': PAGE, 'api/types.mdx': PAGE, 'tests/doc.mdx': PAGE}, ['api/types.mdx', 'tests/doc.mdx'], {'api/core.mdx': PAGE});
    expect(pageStatuses(sources, folders).pages).toEqual([
      {page: 'api/core.mdx', state: 'english-only'},
      {page: 'api/types.mdx', state: 'orphan', reason: 'english-only-folder'},
      {page: 'tests/doc.mdx', state: 'fixture'},
    ]);
  });

  it('lists records of pages that exist in neither language as stale', () => {
    const sources = site({'a.mdx': PAGE}, ['a.mdx'], {'a.mdx': PAGE, 'deleted.mdx': 'old text'});
    expect(pageStatuses(sources, folders).staleRecords).toEqual(['deleted.mdx']);
  });

  it('does not take a page named like an object property for recorded', () => {
    expect(stateOf(site({'constructor.mdx': PAGE}, ['constructor.mdx']))).toEqual({'constructor.mdx': 'outdated'});
  });
});

describe('markPages and markAll', () => {
  it('--mark records a page as translated from its current English, and it becomes up to date', () => {
    const changed = PAGE.replace('Node.js 20', 'Node.js 22');
    const sources = site({'a.mdx': changed, 'b.mdx': changed}, ['a.mdx', 'b.mdx'], {'a.mdx': PAGE, 'b.mdx': PAGE});
    const {records, marked, refused} = markPages(sources, folders, ['a.mdx']);
    expect(marked).toEqual(['a.mdx']);
    expect(refused).toEqual([]);
    expect(records['a.mdx']).toEqual(fp(changed));
    expect(records['b.mdx']).toEqual(fp(PAGE));
    expect(stateOf({...sources, records})).toEqual({'a.mdx': 'up-to-date', 'b.mdx': 'outdated'});
  });

  it('--mark moves the record of a renamed page', () => {
    const sources = site({'new.mdx': PAGE}, ['new.mdx'], {'old.mdx': PAGE});
    expect(Object.keys(markPages(sources, folders, ['new.mdx']).records)).toEqual(['new.mdx']);
  });

  it('--mark refuses pages that cannot be marked, saying why', () => {
    const sources = site({'missing.mdx': PAGE, 'api/core.mdx': PAGE, 'tests/doc.mdx': PAGE}, ['orphan.mdx', 'tests/doc.mdx']);
    const {marked, refused} = markPages(sources, folders, ['missing.mdx', 'orphan.mdx', 'api/core.mdx', 'tests/doc.mdx', 'nothing.mdx']);
    expect(marked).toEqual([]);
    expect(refused.map(({page}) => page)).toEqual(['missing.mdx', 'orphan.mdx', 'api/core.mdx', 'tests/doc.mdx', 'nothing.mdx']);
    expect(refused.every(({why}) => why.length > 0)).toBe(true);
  });

  it('--mark-all records every pair, drops the rest, and a second run changes nothing', () => {
    const sources = site(
      {'a.mdx': PAGE.replace('20', '22'), 'b.mdx': PAGE, 'missing.mdx': PAGE, 'api/core.mdx': PAGE},
      ['a.mdx', 'b.mdx', 'orphan.mdx'],
      {'a.mdx': PAGE, 'deleted.mdx': PAGE},
    );
    const once = markAll(sources, folders);
    expect(Object.keys(once).sort()).toEqual(['a.mdx', 'b.mdx']);
    const twice = markAll({...sources, records: once}, folders);
    expect(serializeLock(twice)).toBe(serializeLock(once));
    expect(stateOf({...sources, records: once})).toMatchObject({'a.mdx': 'up-to-date', 'b.mdx': 'up-to-date'});
  });
});

describe('the lock file', () => {
  it('round-trips, one sorted line per page', () => {
    const records = {'z.mdx': fp('z'), 'a/b.mdx': fp('b')};
    const text = serializeLock(records);
    expect(parseLock(text)).toEqual({records, problems: []});
    const lines = text.split('\n').filter((line) => line.includes('.mdx'));
    expect(lines.map((line) => line.trim().split('"')[1])).toEqual(['a/b.mdx', 'z.mdx']);
    expect(parseLock(serializeLock({}))).toEqual({records: {}, problems: []});
  });

  it('reads bad input as a calm problem, never a throw', () => {
    expect(parseLock(null)).toEqual({records: {}, problems: []});
    expect(parseLock('{not json').problems[0]).toMatch(/not valid JSON/);
    expect(parseLock('{"version": 2, "pages": {}}').problems[0]).toMatch(/version 1/);
    expect(parseLock('[]').problems).toHaveLength(1);
    const mixed = parseLock(
      JSON.stringify({version: 1, pages: {'ok.mdx': fp('x'), 'bad.mdx': {hash: 'nope'}, '../escape.mdx': fp('x'), __proto__x: 1}}),
    );
    expect(Object.keys(mixed.records)).toEqual(['ok.mdx']);
    expect(mixed.problems).toHaveLength(3);
  });
});

describe('resolvePage', () => {
  const known = ['guide/start/index.mdx', 'guide/start/quick-start.mdx', 'config/lib/format.md'];
  const dirs = {englishDir: 'docs', chineseDir: 'i18n/zh/docusaurus-plugin-content-docs/current', locale: 'zh'};
  it.each([
    ['guide/start/quick-start', 'guide/start/quick-start.mdx'],
    ['guide/start/quick-start.mdx', 'guide/start/quick-start.mdx'],
    ['docs/guide/start/quick-start.mdx', 'guide/start/quick-start.mdx'],
    ['./docs/guide/start/quick-start.mdx', 'guide/start/quick-start.mdx'],
    ['i18n/zh/docusaurus-plugin-content-docs/current/guide/start/quick-start.mdx', 'guide/start/quick-start.mdx'],
    ['/zh/guide/start/quick-start#requirements', 'guide/start/quick-start.mdx'],
    ['https://rslib.rs/guide/start/', 'guide/start/index.mdx'],
    ['guide/start', 'guide/start/index.mdx'],
    ['config/lib/format', 'config/lib/format.md'],
  ])('%s is %s', (input, page) => {
    expect(resolvePage(input, known, dirs)).toBe(page);
  });
  it('is null for anything else', () => {
    expect(resolvePage('guide/nothing', known, dirs)).toBeNull();
    expect(resolvePage('', known, dirs)).toBeNull();
  });
});
