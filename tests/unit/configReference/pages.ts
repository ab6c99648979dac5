// Reads the "Type" and "Default" lines of the config reference pages, in English and Chinese,
// so that they can be compared with the installed package and with each other.
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const zhDocs = 'i18n/zh/docusaurus-plugin-content-docs/current';

export type Language = 'en' | 'zh';
/** `default` is what Rslib applies; `rsbuildDefault` is a page's remark on what plain Rsbuild would apply. */
export type LineKind = 'type' | 'default' | 'rsbuildDefault';

export interface RefLine {
  /** The page relative to `config/`, without extension: `lib/format`, `rsbuild/output`. */
  page: string;
  language: Language;
  /** Repository-relative file, for messages. */
  file: string;
  /** 1-based line of the label. */
  line: number;
  /** The explicit id of the heading above the line; '' under the page title. */
  section: string;
  /** The heading text, without its id and with Markdown escapes removed. */
  heading: string;
  kind: LineKind;
  /**
   * What the label narrows the line to, the same in both languages: the code span in
   * "Default of `filename.js`" / "`filename.js` 的默认值", `bundle` or `bundleless` for
   * "Default (bundle mode)" / "默认值（bundle 模式）", '' otherwise.
   */
  qualifier: string;
  /** The value after the label, continuation lines joined by single spaces. */
  text: string;
  /** The fenced block that follows a label with no value (a `ts` type or a `js` default). */
  block?: {lang: string; code: string};
  /** `page#section/kind[qualifier]`: identifies the line in both languages. */
  key: string;
  /**
   * For a default written as a comment in a type block (`dependencies?: boolean; // default true`):
   * the property it belongs to, below the option of the type line.
   */
  subPath?: string[];
}

/** `key?: type; // default <value>` (or `// 默认为 <value>`) in a type block. */
const BLOCK_DEFAULT = /^\s*['"]?([\w$.]+)['"]?\??:[^/]*;\s*\/\/\s*(?:default|默认为|默认值为?)\s+(.+?)\s*$/;

/** The value's inline code spans, in order. */
export function codeSpans(text: string): string[] {
  return [...text.matchAll(/(`+)(.+?)\1/g)].map((m) => m[2].trim());
}

const LABEL = /^- \*\*(.+?)[:：]\*\*(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/;
const FENCE = /^(`{3,}|~{3,})(\w*)/;

function classify(label: string): {kind: LineKind; qualifier: string} | null {
  const kind: LineKind | null = /^Rsbuild (default|默认值)$/.test(label)
    ? 'rsbuildDefault'
    : /\bDefault\b|默认值/.test(label)
      ? 'default'
      : /\bType\b|类型/.test(label)
        ? 'type'
        : null;
  if (!kind) return null;
  const span = codeSpans(label)[0];
  if (span) return {kind, qualifier: span};
  const mode = label.match(/[(（]\s*(bundleless|bundle)\b/);
  if (mode) return {kind, qualifier: mode[1]};
  // "Default in Rslib" / "Rslib 中的默认值" is the default itself, said against Rsbuild's.
  if (/^(Type|Default|Default in Rslib|类型|默认值|Rslib 中的默认值|Rsbuild default|Rsbuild 默认值)$/.test(label)) return {kind, qualifier: ''};
  throw new Error(`unknown reference label "${label}": teach classify() in tests/unit/configReference/pages.ts its meaning`);
}

const unescapeMarkdown = (text: string) => text.replace(/\\([_*\\[\]`])/g, '$1');

/** Every reference line of one page file. */
export function parseReferenceLines(markdown: string, page: string, language: Language, file: string): RefLine[] {
  const lines = markdown.split('\n');
  const out: RefLine[] = [];
  let section = '';
  let heading = '';
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const fenceOpen = raw.match(FENCE);
    if (fence) {
      if (raw.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (fenceOpen) {
      fence = fenceOpen[1];
      continue;
    }
    const h = raw.match(HEADING);
    if (h) {
      heading = unescapeMarkdown(h[2]);
      section = h[1].length === 1 ? '' : (h[3] ?? `?${heading}`);
      continue;
    }
    const label = raw.match(LABEL);
    if (!label) continue;
    const kindOf = classify(label[1]);
    if (!kindOf) continue;
    let text = label[2].trim();
    let j = i + 1;
    while (j < lines.length && /^ {2,}\S/.test(lines[j])) text += ` ${lines[j++].trim()}`;
    let block: RefLine['block'];
    if (text === '' || /[:：]$/.test(text)) {
      let k = j;
      while (k < lines.length && lines[k].trim() === '') k++;
      const open = lines[k]?.match(FENCE);
      if (open) {
        let end = k + 1;
        while (end < lines.length && !lines[end].trim().startsWith(open[1])) end++;
        block = {lang: open[2], code: lines.slice(k + 1, end).join('\n')};
      }
    }
    const key = `${page}#${section}/${kindOf.kind}${kindOf.qualifier ? `[${kindOf.qualifier}]` : ''}`;
    out.push({page, language, file, line: i + 1, section, heading, ...kindOf, text, ...(block ? {block} : {}), key});
    // Defaults noted beside the properties of a type block, each a default line of its own.
    if (kindOf.kind === 'type' && block) {
      const start = lines.indexOf('```' + block.lang, j);
      block.code.split('\n').forEach((row, n) => {
        const m = row.match(BLOCK_DEFAULT);
        if (!m) return;
        const depth = (block!.code.split('\n').slice(0, n).join('\n').match(/\{/g) ?? []).length - (block!.code.split('\n').slice(0, n).join('\n').match(/\}/g) ?? []).length;
        if (depth !== 1) throw new Error(`${file}:${start + n + 2}: a default comment below the first level of a type block; teach pages.ts its path`);
        out.push({page, language, file, line: start + n + 2, section, heading, kind: 'default', qualifier: '', text: `\`${m[2]}\``, key: `${key}>${m[1]}`, subPath: [m[1]]});
      });
    }
  }
  return out;
}

export function pageFile(page: string, language: Language): string {
  return language === 'en' ? `docs/config/${page}.mdx` : `${zhDocs}/config/${page}.mdx`;
}

/** The config reference pages: every `.mdx` under `docs/config/lib` and `docs/config/rsbuild`. */
export function referencePages(): string[] {
  return ['lib', 'rsbuild'].flatMap((dir) =>
    fs
      .readdirSync(path.join(repoRoot, 'docs/config', dir))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => `${dir}/${name.replace(/\.mdx$/, '')}`)
      .sort(),
  );
}

export function readReferenceLines(page: string, language: Language): RefLine[] {
  const file = pageFile(page, language);
  const full = path.join(repoRoot, file);
  if (!fs.existsSync(full)) return [];
  return parseReferenceLines(fs.readFileSync(full, 'utf8'), page, language, file);
}
