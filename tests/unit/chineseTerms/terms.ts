// Reads the forms to avoid and their exceptions from i18n/zh/TERMS.md, and finds them in the
// text a Chinese reader sees: the prose of the Chinese pages (not code) and the Chinese UI strings.
import fs from 'node:fs';
import path from 'node:path';
import {linesOutsideCode} from '../mdxLines';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const TERMS_FILE = 'i18n/zh/TERMS.md';
/** Where the Chinese pages live; an exception names a page by its path under this folder. */
export const DOCS_DIR = 'i18n/zh/docusaurus-plugin-content-docs/current';

export interface Rule {
  /** As written in TERMS.md: a literal form, or `/regex/` with optional flags. */
  form: string;
  pattern: RegExp;
  use: string;
  /** Line of TERMS.md, for messages. */
  line: number;
}

export interface Exception {
  /** Repository path of the file. */
  file: string;
  /** Text of the line that may keep the form; the form must fall inside it. */
  text: string;
  why: string;
  line: number;
}

export interface Finding {
  file: string;
  line: number;
  column: number;
  match: string;
  rule: Rule;
  /** The line as checked (code blanked out on pages, the message or literals elsewhere). */
  text: string;
}

/** A text to check: one line of a file, with everything the reader does not see as prose blanked out. */
export interface Line {
  file: string;
  line: number;
  text: string;
}

export interface TermsLists {
  rules: Rule[];
  exceptions: Exception[];
  /** Lines of the blocks that could not be read, with why. */
  errors: string[];
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The body lines of every fenced block of `markdown` whose info string includes `tag`. */
function fencedBlocks(markdown: string, tag: string): Array<{line: number; text: string}> {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out: Array<{line: number; text: string}> = [];
  let fence: string | null = null;
  let wanted = false;
  lines.forEach((text, i) => {
    const marker = text.match(/^\s*(`{3,}|~{3,})(.*)$/);
    if (fence) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && !marker[2].trim()) fence = null;
      else if (wanted) out.push({line: i + 1, text});
      return;
    }
    if (marker) {
      fence = marker[1];
      wanted = marker[2].trim().split(/\s+/).includes(tag);
    }
  });
  return out;
}

/** `/.../flags` as a RegExp (always global and Unicode-aware), anything else as a literal. */
export function formPattern(form: string): RegExp {
  const regex = form.match(/^\/(.+)\/([a-z]*)$/);
  if (regex) {
    const flags = new Set([...regex[2], 'g', 'u']);
    return new RegExp(regex[1], [...flags].join(''));
  }
  return new RegExp(form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gu');
}

/**
 * The two machine-readable blocks of TERMS.md:
 * - `terms-avoid`: `form => settled term` a line;
 * - `terms-allow`: `file | text of the line | why` a line, the file being a page's path under
 *   the Chinese docs folder or a repository path.
 * `#` starts a comment line. Bad lines are reported, not thrown.
 */
export function parseTerms(markdown: string, exists: (file: string) => boolean = (f) => fs.existsSync(path.join(repoRoot, f))): TermsLists {
  const rules: Rule[] = [];
  const exceptions: Exception[] = [];
  const errors: string[] = [];
  for (const {line, text} of fencedBlocks(markdown, 'terms-avoid')) {
    if (!text.trim() || text.trim().startsWith('#')) continue;
    const parts = text.split(' => ');
    if (parts.length !== 2 || !parts[0].trim() || !parts[1].trim()) {
      errors.push(`TERMS.md:${line}: expected \`form => settled term\`: ${text}`);
      continue;
    }
    const form = parts[0].trim();
    try {
      rules.push({form, pattern: formPattern(form), use: parts[1].trim(), line});
    } catch (error) {
      errors.push(`TERMS.md:${line}: ${form} is not a valid regular expression (${(error as Error).message})`);
    }
  }
  for (const {line, text} of fencedBlocks(markdown, 'terms-allow')) {
    if (!text.trim() || text.trim().startsWith('#')) continue;
    const parts = text.split(' | ').map((p) => p.trim());
    if (parts.length !== 3 || parts.some((p) => !p)) {
      errors.push(`TERMS.md:${line}: expected \`file | text of the line | why\`: ${text}`);
      continue;
    }
    const [name, snippet, why] = parts;
    const file = exists(path.posix.join(DOCS_DIR, name)) ? path.posix.join(DOCS_DIR, name) : name;
    if (!exists(file)) errors.push(`TERMS.md:${line}: no file ${name}`);
    exceptions.push({file, text: snippet, why, line});
  }
  return {rules, exceptions, errors};
}

/** `text` with `[from, to)` replaced by spaces, so columns stay where they were. */
function blank(text: string, from: number, to: number): string {
  return text.slice(0, from) + ' '.repeat(Math.max(0, to - from)) + text.slice(to);
}

function blankAll(text: string, pattern: RegExp, keepGroup?: number): string {
  let out = text;
  for (const m of text.matchAll(pattern)) {
    const start = m.index ?? 0;
    if (keepGroup !== undefined && m[keepGroup] !== undefined) {
      const inner = start + m[0].indexOf(m[keepGroup]);
      out = blank(out, start, inner);
      out = blank(out, inner + m[keepGroup].length, start + m[0].length);
    } else {
      out = blank(out, start, start + m[0].length);
    }
  }
  return out;
}

/** Front matter keys whose values readers see (page title, search and link previews). */
const SHOWN_KEYS = /^(title|description|sidebar_label):\s*/;

/**
 * The prose lines of an MDX page as the reader sees them. Blanked out: front matter keys and
 * values other than the title, description and sidebar label; fenced code blocks; import/export
 * lines; inline code; link and image targets; bare URLs; heading ids; comments; JSX and HTML
 * tags; admonition markers (their titles stay).
 */
export function pageLines(file: string, mdx: string): Line[] {
  const lines = mdx.replace(/\r\n/g, '\n').split('\n');
  const out: Line[] = [];
  let i = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    const last = end === -1 ? lines.length : end;
    for (i = 1; i < last; i++) {
      const key = lines[i].match(SHOWN_KEYS);
      if (!key) continue;
      let text = blank(lines[i], 0, key[0].length);
      text = text.replace(/^(\s*)(["'])(.*)\2\s*$/, (_all, pad: string, _q: string, value: string) => `${pad} ${value} `);
      out.push({file, line: i + 1, text});
    }
    i = last + 1;
  }
  let comment = false;
  for (const [index, raw] of linesOutsideCode(lines, i)) {
    let text = raw;
    // Comments may span lines: blank everything until they close.
    if (comment) {
      const close = text.search(/-->|\*\/\}/);
      if (close === -1) continue;
      // Both closings, `-->` and `*/}`, are three characters long.
      text = blank(text, 0, close + 3);
      comment = false;
    }
    text = blankAll(text, /<!--.*?-->|\{\/\*.*?\*\/\}/g);
    const open = text.search(/<!--|\{\/\*/);
    if (open !== -1) {
      text = blank(text, open, text.length);
      comment = true;
    }
    text = blankAll(text, /(`+)[^`]+?\1/g);
    text = blankAll(text, /!?\[([^\]]*)\]\([^)]*\)/g, 1);
    text = blankAll(text, /\[([^\]]*)\]\[[^\]]*\]/g, 1);
    text = blankAll(text, /https?:\/\/[^\s)>\]]+/g);
    text = blankAll(text, /\{#[\w-]+\}/g);
    text = blankAll(text, /<\/?[A-Za-z][^<>]*\/?>/g);
    text = blankAll(text, /^\s*:::\w*/g);
    if (text.trim()) out.push({file, line: index + 1, text});
  }
  return out;
}

/**
 * The Chinese messages of a Docusaurus translation file (`{"id": {"message": "..."}}`), each
 * on the line of its `"message"` key; descriptions and ids are not shown to readers.
 */
export function jsonMessageLines(file: string, json: string): Line[] {
  const out: Line[] = [];
  json.replace(/\r\n/g, '\n').split('\n').forEach((raw, i) => {
    const m = raw.match(/^(\s*"message"\s*:\s*)("(?:[^"\\]|\\.)*")\s*,?\s*$/);
    if (!m) return;
    const value = JSON.parse(m[2]) as string;
    if (CJK.test(value)) out.push({file, line: i + 1, text: value});
  });
  return out;
}

/**
 * The Chinese string literals of a source file, one line each. Comment lines are skipped, and
 * only literals holding Chinese characters are kept: the rest is code.
 */
export function sourceStringLines(file: string, source: string): Line[] {
  const out: Line[] = [];
  let block = false;
  source.replace(/\r\n/g, '\n').split('\n').forEach((raw, i) => {
    let code = raw;
    if (block) {
      const close = code.indexOf('*/');
      if (close === -1) return;
      code = blank(code, 0, close + 2);
      block = false;
    }
    const literals: string[] = [];
    // Walk the line: string literals are collected, comments end the line or open a block.
    let j = 0;
    while (j < code.length) {
      const c = code[j];
      if (c === '/' && code[j + 1] === '/') break;
      if (c === '/' && code[j + 1] === '*') {
        const close = code.indexOf('*/', j + 2);
        if (close === -1) {
          block = true;
          break;
        }
        j = close + 2;
        continue;
      }
      if (c === '"' || c === "'" || c === '`') {
        let k = j + 1;
        while (k < code.length && code[k] !== c) k += code[k] === '\\' ? 2 : 1;
        // As the reader gets it: `\'` is a quote.
        literals.push(code.slice(j + 1, k).replace(/\\(.)/g, '$1'));
        j = k + 1;
        continue;
      }
      j++;
    }
    const chinese = literals.filter((literal) => CJK.test(literal));
    if (chinese.length) out.push({file, line: i + 1, text: chinese.join(' ¦ ')});
  });
  return out;
}

/** Every use of a form to avoid in the lines, before exceptions. */
export function findForms(lines: Line[], rules: Rule[]): Finding[] {
  const findings: Finding[] = [];
  for (const line of lines) {
    for (const rule of rules) {
      for (const m of line.text.matchAll(rule.pattern)) {
        if (!m[0]) continue;
        findings.push({file: line.file, line: line.line, column: (m.index ?? 0) + 1, match: m[0], rule, text: line.text});
      }
    }
  }
  return findings;
}

/**
 * Drops the findings an exception allows: same file, and the match lies inside an occurrence of
 * the exception's text on that line as checked (on a page: the prose, code blanked out). Also returns the exceptions that allowed nothing (stale).
 */
export function applyExceptions(findings: Finding[], exceptions: Exception[]): {kept: Finding[]; stale: Exception[]} {
  const used = new Set<Exception>();
  const kept = findings.filter((finding) => {
    const text = finding.text;
    const allowedBy = exceptions.find((exception) => {
      if (exception.file !== finding.file) return false;
      for (let at = text.indexOf(exception.text); at !== -1; at = text.indexOf(exception.text, at + 1)) {
        const start = finding.column - 1;
        if (start >= at && start + finding.match.length <= at + exception.text.length) return true;
      }
      return false;
    });
    if (allowedBy) used.add(allowedBy);
    return !allowedBy;
  });
  return {kept, stale: exceptions.filter((exception) => !used.has(exception))};
}

export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}:${f.column}: 「${f.match}」 → ${f.rule.use} (TERMS.md:${f.rule.line} ${f.rule.form})`;
}

function walk(dir: string, keep: (file: string) => boolean): string[] {
  const abs = path.join(repoRoot, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, {recursive: true, encoding: 'utf8'})
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => fs.statSync(path.join(repoRoot, file)).isFile() && keep(file))
    .sort();
}

/** The files whose text Chinese readers see: pages, translation files, Chinese strings in code. */
export function chineseFiles(): {pages: string[]; json: string[]; sources: string[]} {
  const isTest = (file: string) => /\.test\.|\/__tests__\//.test(file);
  return {
    pages: walk(DOCS_DIR, (file) => /\.mdx?$/.test(file)),
    json: walk('i18n/zh', (file) => file.endsWith('.json')),
    sources: [
      ...walk('src', (file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.endsWith('.d.ts') && !isTest(file)),
      ...walk('scripts', (file) => /\.(ts|mjs|js)$/.test(file) && !isTest(file)),
      ...['docusaurus.config.ts', 'sidebars.ts'].filter((file) => fs.existsSync(path.join(repoRoot, file))),
    ],
  };
}

/** The lines a file contributes, read by the kind of file it is. */
export function linesOf(file: string, content: string): Line[] {
  if (file.startsWith(DOCS_DIR) && /\.mdx?$/.test(file)) return pageLines(file, content);
  if (file.endsWith('.json')) return jsonMessageLines(file, content);
  return sourceStringLines(file, content);
}
