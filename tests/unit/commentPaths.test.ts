// Paths named in comments and READMEs exist: a comment that sends a reader to a file that moved
// misleads the next engineer more than no comment.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const CODE = /\.(ts|tsx|mts|mjs|cjs|js|css)$/;
/** Folders of the repository a path in a comment may start with, and the folders of `src/` a comment may name without it. */
const TOP = ['src', 'scripts', 'tests', 'bench', 'static', 'static-locales', 'i18n', 'docs', 'versioned_docs'];
const IN_SRC = ['features', 'shared', 'theme', 'css', 'pages'];
const PATH = new RegExp(`(?<![\\w@/.~-])((?:${[...TOP, ...IN_SRC].join('|')})/[\\w.@/-]*[\\w])`, 'g');
/** What a path may leave out: its extension, or `/index` and an extension. */
const ENDINGS = ['', '.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.css', '.md', '.json', '/index.ts', '/index.tsx'];
/** What a command writes (ignored by git, or a version cut's folders): named rightly though a checkout lacks it. */
const GENERATED = /^(tests\/\.tmp|bench\/results)\b|\/version-[\w.]+$/;
/** Where comments name the files of the example projects and of Rslib's output, not ours. */
const OTHER_PROJECTS = /^tests\/(examples|unit\/configReference)\/|^tests\/unit\/commentPaths\.test\.ts$/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name.endsWith('-snapshots')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The comments of a source file: `//` to the end of the line (not in `https://`), and `/* … *\/`. */
export function commentsOf(source: string): string[] {
  const blocks = [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => match[0]);
  const lines = [...source.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|[\s;,)}])\/\/(.*)$/gm)].map((match) => match[1]!);
  return [...blocks, ...lines];
}

/** The code spans of a Markdown file, where its paths are. */
function codeSpansOf(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
}

export function pathsIn(text: string): string[] {
  return [...text.matchAll(PATH)].map((match) => match[1]!).filter((found) => !/[*<>{}]/.test(found));
}

function exists(named: string): boolean {
  const candidates = IN_SRC.some((folder) => named.startsWith(`${folder}/`)) ? [named, `src/${named}`] : [named];
  return candidates.some((candidate) => ENDINGS.some((ending) => fs.existsSync(path.join(root, candidate + ending))));
}

describe('paths in comments and READMEs', () => {
  it('find comments and their paths', () => {
    const comments = commentsOf("const url = 'https://x.dev/src/a.ts'; // see src/b.ts\n/* and features/c/d.ts */");
    expect(comments.flatMap(pathsIn).sort()).toEqual(['features/c/d.ts', 'src/b.ts']);
  });

  it('name files and folders that exist', () => {
    const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
    const sources = [...['src', 'scripts', 'bench', 'tests'].flatMap((dir) => walk(path.join(root, dir))), ...fs.readdirSync(root).map((name) => path.join(root, name))].filter(
      (file) => fs.statSync(file).isFile() && (CODE.test(file) || (file.endsWith('.md') && !file.endsWith('RESULTS.md'))) && !OTHER_PROJECTS.test(relative(file)),
    );
    const missing = sources.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const named = file.endsWith('.md') ? codeSpansOf(text).flatMap(pathsIn) : commentsOf(text).flatMap(pathsIn);
      return [...new Set(named)].filter((found) => !GENERATED.test(found) && !exists(found)).map((found) => `${relative(file)}: ${found}`);
    });
    expect(missing).toEqual([]);
  });
});
