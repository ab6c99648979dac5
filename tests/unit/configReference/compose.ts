// Composes minimal Rslib configs with the installed package (through composeRunner.mjs in a child
// process) and hands out what Rsbuild and Rspack receive for each lib item. Every distinct
// config is composed once; the items of one project and top level share one inspect.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from './pages';

export type ProjectName = 'plain' | 'engines' | 'decorators';

/** The probe projects: a package.json with one dependency of each kind, and two sources. */
const PROJECTS: Record<ProjectName, {files: Record<string, string>; placeholders: Record<string, string>}> = {
  plain: {files: {}, placeholders: {}},
  // `engines.node` with a lower bound: Rslib derives the syntax from it.
  engines: {files: {}, placeholders: {'<lowest version>': '18.12.0'}},
  // A tsconfig with experimentalDecorators: Rslib picks legacy decorators.
  decorators: {files: {'tsconfig.json': JSON.stringify({compilerOptions: {experimentalDecorators: true}})}, placeholders: {}},
};

const basePackage = {
  name: 'refcheck-probe',
  version: '1.0.0',
  // `@swc/helpers` so that `externalHelpers: true` composes; one package of each dependency kind
  // so that the automatic externals show.
  dependencies: {'@swc/helpers': '^0.5.0', 'dep-regular': '1.0.0'},
  devDependencies: {'dep-dev': '1.0.0'},
  peerDependencies: {'dep-peer': '1.0.0'},
  optionalDependencies: {'dep-optional': '1.0.0'},
};

const workRoot = path.join(repoRoot, 'node_modules/.cache/config-reference');

export function projectDir(name: ProjectName): string {
  return path.join(workRoot, name);
}

/** Placeholders a page writes in a value (`'<root>/package.json'`) and what they are in a project. */
export function placeholders(name: ProjectName): Record<string, string> {
  return {'<root>': projectDir(name), ...PROJECTS[name].placeholders};
}

function writeProjects(): void {
  for (const [name, project] of Object.entries(PROJECTS) as [ProjectName, (typeof PROJECTS)[ProjectName]][]) {
    const dir = projectDir(name);
    const pkg = name === 'engines' ? {...basePackage, engines: {node: `>=${project.placeholders['<lowest version>']}`}} : basePackage;
    const files: Record<string, string> = {
      'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
      'src/index.ts': "export {twice} from './util';\n",
      'src/util.ts': 'export const twice = (n: number) => n * 2;\n',
      ...project.files,
    };
    for (const [rel, text] of Object.entries(files)) {
      const file = path.join(dir, rel);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
    }
  }
}

/**
 * One config to compose: a lib item (null: a config without `lib`) under a top level.
 * The item gets its own id; what Rspack receives is compared with that id masked.
 */
export interface Variant {
  project: ProjectName;
  top: Record<string, unknown>;
  lib: Record<string, unknown> | null;
}

export interface Composed {
  /** Rslib refused the config (its message), or the compose failed. */
  error?: string;
  /** The normalised Rsbuild config of the item's environment, as plain data (RegExp → {$regexp}). */
  config?: Record<string, unknown>;
  /** The Rspack config as `rslib inspect --verbose` prints it, with the item's id masked. */
  bundler?: string;
  /** The names of the Rsbuild plugins of the environment. */
  plugins?: string[];
  /** Rspack's `resolve` options after Rspack applied its own defaults. */
  rspackResolve?: Record<string, unknown>;
}

interface RawEnv {
  error?: string;
  config?: Record<string, unknown>;
  bundler?: string;
  plugins?: string[];
  rspackResolve?: Record<string, unknown>;
}

const stable = (v: unknown): string => JSON.stringify(v, (_, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x));

const composedCache = new Map<string, Composed>();
let rsbuildDefaults: Record<string, unknown> | undefined;

export const variantKey = (v: Variant) => stable(v);

/** Composes every variant not composed yet, in one child process. */
export function composeAll(variants: Variant[]): void {
  const todo = [...new Map(variants.map((v) => [variantKey(v), v])).entries()].filter(([key]) => !composedCache.has(key));
  if (!todo.length && rsbuildDefaults) return;
  writeProjects();
  const batches: {project: ProjectName; top: Record<string, unknown>; libs: Record<string, unknown>[] | null; keys: string[]; ids: string[]}[] = [];
  for (const [key, v] of todo) {
    const id = `refprobe${createHash('sha1').update(key).digest('hex').slice(0, 10)}`;
    const group = stable([v.project, v.top, v.lib === null]);
    let batch = v.lib === null ? undefined : batches.find((b) => b.libs && stable([b.project, b.top, false]) === group);
    if (!batch) {
      batch = {project: v.project, top: v.top, libs: v.lib === null ? null : [], keys: [], ids: []};
      batches.push(batch);
    }
    batch.libs?.push({...v.lib, id});
    batch.keys.push(key);
    batch.ids.push(id);
  }
  fs.mkdirSync(workRoot, {recursive: true});
  const requestFile = path.join(workRoot, `request-${process.pid}.json`);
  const projects = Object.fromEntries((Object.keys(PROJECTS) as ProjectName[]).map((name) => [name, {dir: projectDir(name)}]));
  fs.writeFileSync(requestFile, JSON.stringify({projects, rsbuild: rsbuildDefaults ? undefined : 'plain', batches}));
  const child = spawnSync(process.execPath, [path.join(import.meta.dirname, 'composeRunner.mjs'), requestFile], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: {...process.env, NODE_ENV: '', NO_COLOR: '1', FORCE_COLOR: '0'},
    timeout: 120_000,
  });
  fs.rmSync(requestFile, {force: true});
  if (child.status !== 0) throw new Error(`composeRunner.mjs failed (${child.status ?? child.signal}):\n${child.stderr.slice(-3000)}`);
  const output = JSON.parse(child.stdout) as {results: {error?: string; envs?: Record<string, RawEnv>}[]; rsbuild: {config: Record<string, unknown>} | null};
  if (output.rsbuild) rsbuildDefaults = output.rsbuild.config;
  output.results.forEach((result, i) => {
    const batch = batches[i];
    batch.keys.forEach((key, j) => {
      const id = batch.ids[j];
      const envs = result.envs ?? {};
      // Without a `lib` field Rslib names the one environment itself.
      const env: RawEnv | undefined = result.error ? {error: result.error} : batch.libs ? envs[id] : Object.values(envs)[0];
      composedCache.set(key, mask(env ?? {error: 'no environment for the item'}, batch.libs ? id : Object.keys(envs)[0]));
    });
  });
}

/** Masks the item's id (it names the environment, the cache and more) and the compiler index. */
function mask(env: RawEnv, id: string): Composed {
  if (env.error) return {error: env.error};
  const hide = (text: string) => text.split(id).join('<id>').replace(/~\d+\./g, '~N.');
  return {
    config: JSON.parse(hide(JSON.stringify(env.config))) as Record<string, unknown>,
    bundler: hide(env.bundler ?? ''),
    plugins: env.plugins ?? [],
    rspackResolve: env.rspackResolve,
  };
}

export function composed(variant: Variant): Composed {
  const hit = composedCache.get(variantKey(variant));
  if (!hit) throw new Error(`not composed: ${variantKey(variant)}`);
  return hit;
}

/** Plain Rsbuild's normalised config (no Rslib), for remarks on Rsbuild's own defaults. */
export function rsbuildConfig(): Record<string, unknown> {
  if (!rsbuildDefaults) composeAll([]);
  return rsbuildDefaults!;
}
