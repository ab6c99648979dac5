// Builds the config examples that a page marks with `build="id"` using the installed `rslib`
// CLI, so what a page says about the output is checked against a real build. The config comes
// from the page (English and Chinese twin); the source files come from the test.
import {spawn, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'vitest';
import {extractConfigSnippets} from '../../src/shared/utils/snippets.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const rslibBin = path.join(repoRoot, 'node_modules/@rslib/core/bin/rslib.js');
/** The environment of every `rslib` run: no colours, no inherited NODE_ENV. */
export const rslibEnv = {...process.env, NO_COLOR: '1', FORCE_COLOR: '0', NODE_ENV: ''};
// Inside the repo so that `@rslib/core` and the plugins resolve from its node_modules.
const workRoot = path.join(repoRoot, 'node_modules/.cache/examples');
const BUILD_TIMEOUT_MS = 90_000;

/** A WebAssembly module exporting add(i32, i32) -> i32 (41 bytes), for the examples that import `.wasm`. */
export const addWasm = Uint8Array.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x07, 0x01, 0x60, 0x02, 0x7f, 0x7f, 0x01, 0x7f, 0x03, 0x02, 0x01, 0x00, 0x07, 0x07, 0x01,
  0x03, 0x61, 0x64, 0x64, 0x00, 0x00, 0x0a, 0x09, 0x01, 0x07, 0x00, 0x20, 0x00, 0x20, 0x01, 0x6a, 0x0b,
]);

export type Language = 'en' | 'zh';

export interface ExampleSpec {
  /** The page without extension, relative to `docs/`, e.g. `config/lib/shims`. */
  page: string;
  /** The `build="..."` id of the config block on that page. */
  block: string;
  /** Files of the temporary project besides the config, e.g. `{'src/index.ts': '...'}` (bytes for binary files). */
  files: Record<string, string | Uint8Array>;
  /** Written as package.json. Default: an ESM package named `example`. */
  packageJson?: Record<string, unknown>;
  /** CLI arguments. Default: `['build']`. */
  args?: string[];
}

export interface ExampleOutput {
  /** The temporary project folder. */
  dir: string;
  /** True when the CLI exited with code 0. */
  ok: boolean;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, without colour codes. */
  output: string;
  /** Every file of the project outside `src/` and `node_modules/`, relative, sorted, with `/`. */
  files(): string[];
  exists(rel: string): boolean;
  read(rel: string): string;
}

/** The English page is in `docs/`, its Chinese twin in the zh docs folder. */
export function pageFile(page: string, language: Language): string {
  return language === 'en'
    ? path.join(repoRoot, 'docs', `${page}.mdx`)
    : path.join(repoRoot, 'i18n/zh/docusaurus-plugin-content-docs/current', `${page}.mdx`);
}

/** The API reference is English only; every other page has a Chinese twin. */
export function languagesOf(page: string): Language[] {
  return page.startsWith('api/') ? ['en'] : ['en', 'zh'];
}

export function exampleCode(page: string, block: string, language: Language): string {
  const file = pageFile(page, language);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} does not exist`);
  const blocks = extractConfigSnippets(fs.readFileSync(file, 'utf8')).filter((s) => s.build === block);
  if (blocks.length !== 1) {
    throw new Error(
      `${path.relative(repoRoot, file)} has ${blocks.length} rslib.config.ts blocks marked build="${block}" (expected 1)`,
    );
  }
  return blocks[0].code;
}

const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const rel = path.relative(base, full).split(path.sep).join('/');
    if (entry.isDirectory()) return rel === 'src' || entry.name === 'node_modules' ? [] : listFiles(full, base);
    return [rel];
  });
}

function run(dir: string, args: string[]): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rslibBin, ...args], {
      cwd: dir,
      env: rslibEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`rslib ${args.join(' ')} in ${dir} did not finish in ${BUILD_TIMEOUT_MS} ms`));
    }, BUILD_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, stdout, stderr});
    });
  });
}

const DEFAULT_PACKAGE_JSON = {name: 'example', version: '1.0.0', type: 'module'};

/** Runs the `rslib` CLI in `dir` and waits for it: its exit code and what it printed. */
export function runRslib(dir: string, args: string[], env: Record<string, string> = {}): {code: number | null; stdout: string; stderr: string; output: string} {
  const result = spawnSync(process.execPath, [rslibBin, ...args], {cwd: dir, encoding: 'utf8', env: {...rslibEnv, ...env}, timeout: BUILD_TIMEOUT_MS});
  return {code: result.status, stdout: result.stdout, stderr: result.stderr, output: `${result.stdout}${result.stderr}`};
}

/** Writes `files` into a fresh `dir`. */
function writeFiles(dir: string, files: Record<string, string | Uint8Array>): void {
  fs.rmSync(dir, {recursive: true, force: true});
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), body);
  }
}

/** Runs the installed `rslib` CLI in a prepared project folder and describes the result. */
async function buildIn(dir: string, args: string[] = ['build']): Promise<ExampleOutput> {
  const result = await run(dir, args);
  return {
    dir,
    ok: result.code === 0,
    exitCode: result.code,
    stdout: stripAnsi(result.stdout),
    stderr: stripAnsi(result.stderr),
    output: stripAnsi(`${result.stdout}\n${result.stderr}`),
    files: () => listFiles(dir).sort(),
    exists: (rel) => fs.existsSync(path.join(dir, rel)),
    read: (rel) => fs.readFileSync(path.join(dir, rel), 'utf8'),
  };
}

/**
 * Builds a project that no page block describes, for a statement a page makes in its prose:
 * `files` must include `rslib.config.ts`; the package.json defaults to the examples' one.
 */
export function buildProject(name: string, files: Record<string, string | Uint8Array>, {packageJson = DEFAULT_PACKAGE_JSON, args}: {packageJson?: Record<string, unknown>; args?: string[]} = {}): Promise<ExampleOutput> {
  const dir = path.join(workRoot, name);
  writeFiles(dir, {...files, 'package.json': `${JSON.stringify(packageJson, null, 2)}\n`});
  return buildIn(dir, args);
}

/**
 * Builds a variant of a built example next to it: the same sources with another config (and
 * `extraFiles` replaced), for pages that compare the example with "the same without ...".
 */
export function buildVariant(out: ExampleOutput, name: string, config: string, extraFiles: Record<string, string> = {}): Promise<ExampleOutput> {
  const dir = `${out.dir}-${name}`;
  fs.rmSync(dir, {recursive: true, force: true});
  fs.cpSync(out.dir, dir, {recursive: true, filter: (src) => path.basename(src) !== 'dist'});
  for (const [rel, text] of Object.entries({...extraFiles, 'rslib.config.ts': config})) fs.writeFileSync(path.join(dir, rel), text);
  return buildIn(dir);
}

/** What Rslib wrote under `dist/` (from an example's output or a list of its files), without Rsbuild's cache folder `dist/.rsbuild/`. */
export function distFiles(from: ExampleOutput | string[]): string[] {
  const files = Array.isArray(from) ? from : from.files();
  return files.filter((f) => f.startsWith('dist/') && !f.startsWith('dist/.rsbuild/'));
}

/** Runs `code` with plain Node.js in an example's folder (as CommonJS or as an ES module); returns what it printed. */
export function runNode(dir: string, code: string, type: 'commonjs' | 'module', env: Record<string, string> = {}): string {
  const result = spawnSync(process.execPath, ['--input-type', type, '-e', code], {cwd: dir, encoding: 'utf8', env: {...process.env, ...env}});
  return `${result.stdout}${result.stderr}`;
}

// The English and Chinese blocks are usually identical: build each distinct project once.
const builds = new Map<string, Promise<ExampleOutput>>();

export function buildExample(spec: ExampleSpec, language: Language): Promise<ExampleOutput> {
  const code = exampleCode(spec.page, spec.block, language);
  const args = spec.args ?? ['build'];
  const packageJson = spec.packageJson ?? DEFAULT_PACKAGE_JSON;
  const key = createHash('sha1')
    .update(JSON.stringify([code, Object.entries(spec.files).map(([name, body]) => [name, typeof body === 'string' ? body : Buffer.from(body).toString('base64')]), packageJson, args]))
    .digest('hex')
    .slice(0, 12);
  const cached = builds.get(key);
  if (cached) return cached;
  const promise = buildProject(`${spec.block}-${key}`, {...spec.files, 'rslib.config.ts': code}, {packageJson, args});
  builds.set(key, promise);
  return promise;
}

/**
 * Registers one test per language of the page: build the page's block, then run `check` on the
 * result. A missing page, twin or block fails the test with a message that names it.
 */
export function describeExample(spec: ExampleSpec, check: (out: ExampleOutput) => void | Promise<void>): void {
  describe(`${spec.page} build="${spec.block}"`, () => {
    for (const language of languagesOf(spec.page)) {
      test(language, async () => {
        const out = await buildExample(spec, language);
        try {
          await check(out);
        } catch (error) {
          if (error instanceof Error) error.message += `\n--- rslib output (${out.dir}) ---\n${out.output.slice(-3000)}`;
          throw error;
        }
      });
    }
  });
}

// Starts `rslib build --watch` in `dir` and walks through `steps`: waits for each `until` text in
// the output (after the previous one), runs its `then`, and resolves with the whole output after
// the last step. A step may instead wait `ms` milliseconds, for "nothing happens" checks.
export function watchBuild(dir: string, steps: Array<{until?: string; ms?: number; then?: () => void}>, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rslibBin, 'build', '--watch'], {cwd: dir, env: rslibEnv, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    let step = 0;
    let searchFrom = 0;
    let waiting = false;
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(output);
    };
    const timer = setTimeout(() => finish(new Error(`watch build did not print "${steps[step]?.until}":\n${output}`)), timeoutMs);
    const advance = () => {
      while (step < steps.length && !waiting) {
        const current = steps[step];
        if (current.ms !== undefined) {
          waiting = true;
          setTimeout(() => {
            waiting = false;
            searchFrom = output.length;
            current.then?.();
            step++;
            advance();
          }, current.ms);
          return;
        }
        const at = output.indexOf(current.until!, searchFrom);
        if (at === -1) return;
        searchFrom = at + current.until!.length;
        current.then?.();
        step++;
      }
      if (step === steps.length) finish();
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString().replace(/\u001b\[[0-9;]*m/g, '');
      advance();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (e) => finish(e));
  });
}
