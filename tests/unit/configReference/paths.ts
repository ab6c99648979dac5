// Which option a reference line talks about, from the page and the heading above it.
import {SPLIT_LINES, type LinePart} from './ledger';
import type {RefLine} from './pages';
import type {ConfigRoot} from './types';

export interface OptionPath {
  root: ConfigRoot;
  path: string[];
}

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** `shims.cjs['import.meta.url']` → `['shims', 'cjs', 'import.meta.url']`. */
export function splitPath(text: string): string[] | null {
  if (!/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\['[^']+'\])*$/.test(text)) return null;
  return [...text.matchAll(/\['([^']+)'\]|([A-Za-z_$][\w$]*)/g)].map((m) => m[1] ?? m[2]);
}

export const joinPath = (path: string[]) => path.map((p, i) => (/^[A-Za-z_$][\w$]*$/.test(p) ? `${i ? '.' : ''}${p}` : `['${p}']`)).join('');

/** The option paths a heading names: one (`dts.bundle`), or several (`dev.hmr and dev.liveReload`). */
export function headingPaths(heading: string): string[][] {
  return heading
    .split(/\s+(?:and|和)\s+/)
    .map((part) => splitPath(part.trim().split(/\s+/)[0]))
    .filter((p): p is string[] => p !== null);
}

/**
 * The option of the page itself: `lib/auto-extension` → `autoExtension` of a `lib` item,
 * `rsbuild/log-level` → the top-level `logLevel`; `lib/index` is the `lib` array.
 */
export function pageOption(page: string): OptionPath {
  const [dir, name] = page.split('/');
  if (page === 'lib/index') return {root: 'RslibConfig', path: ['lib']};
  return {root: dir === 'lib' ? 'LibConfig' : 'RslibConfig', path: [camel(name)]};
}

/**
 * The option paths of a line. A line under the page title is about the page's option; a line
 * under an option heading is about that option (paths in headings start at the root: a `lib`
 * item on lib pages, the top level on Rsbuild pages). A qualifier that is a path
 * (`Default of \`filename.js\``) is read from the parent of the heading's options.
 * Returns [] when the heading names no option.
 */
export function linePaths(line: RefLine): OptionPath[] {
  const own = ownPaths(line);
  return line.subPath ? own.map((p) => ({...p, path: [...p.path, ...line.subPath!]})) : own;
}

function ownPaths(line: RefLine): OptionPath[] {
  const page = pageOption(line.page);
  if (line.section === '') return [page];
  const paths = headingPaths(line.heading);
  if (!paths.length) return [];
  const qualifier = line.qualifier && !['bundle', 'bundleless'].includes(line.qualifier) ? splitPath(line.qualifier) : null;
  if (qualifier) {
    const parent = paths[0].slice(0, -1);
    return [{root: page.root, path: [...parent, ...qualifier]}];
  }
  return paths.map((path) => ({root: page.root, path}));
}

export interface Finding {
  key: string;
  /** `docs/config/lib/format.mdx:10` */
  where: string;
  message: string;
}

export const whereOf = (line: RefLine) => `${line.file}:${line.line}`;

/** The option paths and code spans a line speaks about: one part, or several from SPLIT_LINES. */
export function lineParts(line: RefLine): (OptionPath & {part?: LinePart})[] {
  const split = SPLIT_LINES[line.key];
  if (split) {
    const [own] = linePaths(line);
    return split.map((part) => ({root: part.root ?? own?.root ?? 'RslibConfig', path: splitPath(part.path) ?? [part.path], part}));
  }
  return linePaths(line);
}

