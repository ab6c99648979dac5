// The code examples of the docs: where the pages are, their fenced blocks, the blocks titled
// rslib.config.ts / rslib.config.mts, and the compiler options every example is checked with.
// Plain JS (with a .d.mts beside it) so the Node scripts, the build's plugins and the unit tests
// share it.
import fs from 'node:fs';
import path from 'node:path';

/** Where the doc pages are, from the site's folder: the current ones, the versions, the Chinese. */
export const DOC_DIRS = ['docs', 'versioned_docs', 'i18n/zh/docusaurus-plugin-content-docs'];

/** The Markdown pages of a folder and its subfolders, or the file itself when it is one. */
export function markdownFiles(target) {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return /\.mdx?$/.test(target) ? [target] : [];
  return fs
    .readdirSync(target, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(target, name));
}

/**
 * The compiler options a doc example is checked with: by `check:snippets` and for the types of
 * a block marked `twoslash` (features/codeTypes), so a block that passes one passes the other.
 */
export const SNIPPET_COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  allowImportingTsExtensions: true,
  types: ['node'],
  // Each example is a module of its own, with or without imports.
  moduleDetection: 'force',
};

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const TITLE = /title=["']rslib\.config\.(m?ts)["']/;
// `build="id"` marks an example that the example suite builds for real.
const BUILD = /(?:^|\s)build=["']([\w-]+)["']/;

/**
 * Every fenced code block of a Markdown text: its info string split into language and meta, its
 * code without the fence's indentation, and the line of its opening fence (1-based).
 * @param {string} markdown
 */
export function extractFences(markdown) {
  const lines = markdown.split('\n');
  const fences = [];
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i].match(FENCE);
    if (!open) continue;
    const [, indent, fence, info] = open;
    let end = i + 1;
    while (end < lines.length && !lines[end].trim().startsWith(fence)) end++;
    const code = lines
      .slice(i + 1, end)
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
      .join('\n');
    const [, lang = '', meta = ''] = info.trim().match(/^(\S*)\s*(.*)$/) ?? [];
    fences.push({lang, meta, code, line: i + 1});
    i = end;
  }
  return fences;
}

/** @param {string} markdown */
export function extractConfigSnippets(markdown) {
  const snippets = [];
  for (const {meta, code, line} of extractFences(markdown)) {
    const title = meta.match(TITLE);
    if (!title || /(^|\s)no-check(\s|$)/.test(meta)) continue;
    const build = meta.match(BUILD)?.[1];
    snippets.push({code, ext: title[1] === 'mts' ? 'mts' : 'ts', line, ...(build ? {build} : {})});
  }
  return snippets;
}
