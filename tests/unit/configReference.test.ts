// The "Type" and "Default" lines of every config reference page, checked against the installed
// @rslib/core: each stated type against the `.d.ts` through the TypeScript checker, each stated
// default against what Rslib applies to a minimal config (as `rslib inspect` shows it), and each
// Chinese line against its English twin. A dependency bump that changes a type or a default fails
// here until the pages follow. What the check cannot work out alone is in configReference/ledger.ts.
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {DEFAULTS, TYPE_EXCEPTIONS} from './configReference/ledger';
import {pageFile, parseReferenceLines, readReferenceLines, referencePages, repoRoot, type Language, type RefLine} from './configReference/pages';
import {checkReferenceLines, compareLanguages, staleLedgerEntries, type Finding, type ReferenceReport} from './configReference/reference';

const format = (findings: Finding[]) => findings.map((f) => `${f.where} (${f.key}): ${f.message}`).join('\n');

let english: RefLine[];
let chinese: RefLine[];
let report: ReferenceReport;

beforeAll(() => {
  english = referencePages().flatMap((page) => readReferenceLines(page, 'en'));
  chinese = referencePages().flatMap((page) => readReferenceLines(page, 'zh'));
  report = checkReferenceLines(english);
}, 120_000);

describe('config reference lines', () => {
  it('finds the type and default lines of every reference page', () => {
    // If these drop, the reading of the pages broke, not the pages.
    expect(referencePages().length).toBeGreaterThanOrEqual(30);
    expect(english.filter((l) => l.kind === 'type').length).toBeGreaterThanOrEqual(100);
    expect(english.filter((l) => l.kind === 'default').length).toBeGreaterThanOrEqual(110);
    for (const page of referencePages().filter((p) => !p.endsWith('/index') || p === 'lib/index')) {
      expect(english.some((l) => l.page === page && l.kind !== 'type'), `${page} states no default`).toBe(true);
    }
  });

  it('states each type as the installed .d.ts declares it, and each default as Rslib applies it', () => {
    expect(format(report.findings)).toBe('');
  });

  it('compares most lines with the package itself', () => {
    // Lines left to words are listed with their reason in the ledger; keep them few.
    expect(report.types.words).toBeLessThanOrEqual(12);
    expect(report.types.compared).toBeGreaterThanOrEqual(100);
    const composed = ['same', 'read', 'unset', 'rsbuild', 'custom'].reduce((n, check) => n + (report.defaults[check] ?? 0), 0);
    expect(composed).toBeGreaterThanOrEqual(80);
    expect(report.defaults.unchecked ?? 0).toBeLessThanOrEqual(2);
  });

  it('has a Chinese line for every English one, with the same type and default', () => {
    expect(format(compareLanguages(english, chinese))).toBe('');
  });

  it('keeps no ledger entry for a line that no longer exists', () => {
    expect(staleLedgerEntries(english)).toEqual([]);
  });

  it('gives every exception and every line left unchecked a reason', () => {
    for (const [key, exception] of Object.entries(TYPE_EXCEPTIONS)) expect(exception.reason.length, key).toBeGreaterThan(20);
    for (const [key, entry] of Object.entries(DEFAULTS)) {
      if (entry.check === 'jsdoc' || entry.check === 'unchecked') expect(entry.reason.length, key).toBeGreaterThan(20);
    }
  });
});

/** A page's lines after replacing `from` by `to` in its text (which must contain `from` once). */
function mutated(page: string, language: Language, edits: [string, string][]): RefLine[] {
  let text = fs.readFileSync(path.join(repoRoot, pageFile(page, language)), 'utf8');
  for (const [from, to] of edits) {
    expect(text.split(from).length - 1, `${page} contains ${from} once`).toBe(1);
    text = text.replace(from, to);
  }
  return parseReferenceLines(text, page, language, pageFile(page, language));
}

describe('the check bites', () => {
  let findings: Finding[];
  beforeAll(() => {
    const lines = [
      // A format the package does not have, and another default.
      ...mutated('lib/format', 'en', [
        ["- **Type:** `'esm' | 'cjs' | 'umd' | 'mf' | 'iife'`", "- **Type:** `'esm' | 'cjs' | 'umd' | 'mf' | 'amd'`"],
        ["- **Default:** `'esm'`", "- **Default:** `'cjs'`"],
      ]),
      // A default read from the normalised config, an object type missing a key, and a subset
      // exception whose line now states the whole type.
      ...mutated('rsbuild/output', 'en', [
        ["- **Default:** `'linked'` (same as Rsbuild)", "- **Default:** `'inline'` (same as Rsbuild)"],
        ['- **Type:** `number | { svg?: number; font?: number; image?: number; media?: number; assets?: number }`', '- **Type:** `number | { svg?: number; font?: number; image?: number; media?: number }`'],
        ["- **Type:** `'web' | 'node'` (Rsbuild also knows", "- **Type:** `'web' | 'node' | 'web-worker'` (Rsbuild also knows"],
        // A remark on plain Rsbuild's default.
        ['`mf` format (Rsbuild: `true`)', '`mf` format (Rsbuild: `false`)'],
      ]),
      // A conditional default with one condition wrong.
      ...mutated('lib/wasm', 'en', [["`{ mode: 'preserve' }` in bundleless mode", "`{ mode: 'compile' }` in bundleless mode"]]),
    ];
    findings = checkReferenceLines(lines).findings;
  }, 120_000);

  const about = (key: string) => findings.filter((f) => f.key === key).map((f) => f.message).join('\n');

  it('fails on a changed type', () => {
    expect(about('lib/format#/type')).toMatch(/the page lacks 'iife'.*the package has no 'amd'/s);
    expect(about('rsbuild/output#outputdataurilimit/type')).toContain('the page lacks assets');
  });

  it('fails on a changed default', () => {
    expect(about('lib/format#/default')).toContain("the page says the default is 'cjs'");
    expect(about('rsbuild/output#outputlegalcomments/default')).toContain("the page says 'inline', Rslib applies 'linked'");
    expect(about('lib/wasm#/default')).toMatch(/bundle: false.*mode: 'compile'/);
    expect(about('rsbuild/output#outputfilename/default[filenameHash]')).toContain("the page says Rsbuild's default is false, plain Rsbuild applies true");
  });

  it('fails on an exception that is no longer needed', () => {
    expect(about('rsbuild/output#outputtarget/type')).toContain('remove the entry');
  });

  it('fails on a Chinese line that states another default', () => {
    const en = readReferenceLines('lib/format', 'en');
    const zh = mutated('lib/format', 'zh', [["`'esm'`\n", "`'cjs'`\n"]]);
    expect(format(compareLanguages(en, zh))).toMatch(/lib\/format#\/default.*lacks `'esm'`.*adds `'cjs'`/);
  });

  it('passes the unchanged pages, so the failures above come from the edits', () => {
    const keys = ['lib/format#/type', 'lib/format#/default', 'rsbuild/output#outputlegalcomments/default', 'rsbuild/output#outputdataurilimit/type', 'rsbuild/output#outputtarget/type', 'lib/wasm#/default', 'rsbuild/output#outputfilename/default[filenameHash]'];
    expect(report.findings.filter((f) => keys.includes(f.key))).toEqual([]);
  });
});
