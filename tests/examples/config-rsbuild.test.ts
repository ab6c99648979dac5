// Examples of the Rsbuild option pages logLevel, splitChunks, performance and moduleFederation:
// what each level prints, that customLogger and performance.chunkSplit change nothing in Rslib.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {buildProject, buildVariant, describeExample, type ExampleOutput, distFiles, runRslib} from './harness';

const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Runs the CLI again in a built example's folder, with extra environment variables. */
function rerun(dir: string, args: string[], env: Record<string, string> = {}) {
  const result = runRslib(dir, args, env);
  return {code: result.code, stdout: stripAnsi(result.stdout), stderr: stripAnsi(result.stderr)};
}

// ---------------------------------------------------------------------------------------------
// config/rsbuild/log-level

const oneModule = {'src/index.ts': 'export const one = 1;\n'};

describeExample({page: 'config/rsbuild/log-level', block: 'log-level-warn', files: oneModule}, async (out) => {
  expect(out.ok).toBe(true);
  // A level from the config leaves the banner, on standard output.
  expect(out.stdout.trim()).toBe('Rslib v1.0.1');
  expect(out.stderr.trim()).toBe('');

  // The flag is read before the banner: warn, error and silent print nothing on success...
  for (const level of ['warn', 'error', 'silent']) {
    const run = rerun(out.dir, ['build', '--log-level', level]);
    expect(run.code, level).toBe(0);
    expect(`${run.stdout}${run.stderr}`.trim(), level).toBe('');
  }
  // ...and info overrides the config's quieter level.
  const loud = rerun(out.dir, ['build', '--log-level', 'info']);
  expect(loud.stdout).toContain('Rslib v1.0.1');
  expect(loud.stdout).toMatch(/ready\s+built in/);
  expect(loud.stdout).toContain('File (esm)');

  // DEBUG ignores both and writes the final configs.
  fs.rmSync(path.join(out.dir, 'dist'), {recursive: true, force: true});
  const debug = rerun(out.dir, ['build', '--log-level', 'silent'], {DEBUG: 'rslib'});
  expect(debug.code).toBe(0);
  expect(debug.stdout).toMatch(/ready\s+built in/);
  expect(fs.readdirSync(path.join(out.dir, 'dist/.rsbuild')).sort()).toEqual([
    'rsbuild.config.cjs.mjs',
    'rsbuild.config.esm.mjs',
    'rslib.config.mjs',
    'rspack.config.cjs.mjs',
    'rspack.config.esm.mjs',
  ]);
  expect(debug.stdout).not.toContain('registering default plugins');
  const rsbuildDebug = rerun(out.dir, ['build'], {DEBUG: 'rsbuild'});
  expect(rsbuildDebug.stdout + rsbuildDebug.stderr).toContain('registering default plugins');

  // Warnings pass at warn, on standard error; a plugin's api.logger follows the level.
  const config = out.read('rslib.config.ts');
  const warned = await buildVariant(
    out,
    'warnings',
    config.replace(
      "lib: [{ format: 'esm' }, { format: 'cjs' }],",
      "lib: [{ format: 'esm', autoExternal: false }],\n  plugins: [{ name: 'say', setup(api) { api.onBeforeBuild(() => { api.logger.info('plugin info'); api.logger.warn('plugin warning'); }); } }],",
    ),
  );
  expect(warned.ok).toBe(true);
  expect(warned.stdout.trim()).toBe('Rslib v1.0.1');
  expect(warned.stderr).toContain('lib.autoExternal is deprecated, use output.autoExternal instead.');
  expect(warned.stderr).toContain('plugin warning');
  expect(warned.output).not.toContain('plugin info');

  // A failed build: exit code 1 at every level, silent with the flag prints nothing at all.
  const broken = {'rslib.config.ts': config, 'src/index.ts': "import { nope } from './other';\nexport const one = nope;\n", 'src/other.ts': 'export const other = 1;\n'};
  const failedSilent = await buildProject('log-level-failed-silent', broken, {args: ['build', '--log-level', 'silent']});
  expect(failedSilent.exitCode).toBe(1);
  expect(failedSilent.output.trim()).toBe('');
  const failedWarn = await buildProject('log-level-failed-warn', broken);
  expect(failedWarn.exitCode).toBe(1);
  expect(failedWarn.stdout.trim()).toBe('Rslib v1.0.1');
  expect(failedWarn.stderr).toContain("export 'nope' (imported as 'nope') was not found");
  const failedConfigSilent = await buildProject('log-level-failed-config-silent', {...broken, 'rslib.config.ts': config.replace("logLevel: 'warn'", "logLevel: 'silent'")});
  expect(failedConfigSilent.exitCode).toBe(1);
  expect(failedConfigSilent.output.trim()).toBe('Rslib v1.0.1');
});

describeExample({page: 'config/rsbuild/log-level', block: 'custom-logger-ignored', files: oneModule}, (out) => {
  expect(out.ok).toBe(true);
  expect(out.stdout).toMatch(/ready\s+built in/);
  expect(out.stdout).toContain('File (esm)');
  expect(distFiles(out)).toEqual(['dist/index.js']);
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/split-chunks and performance: performance.chunkSplit never takes effect

const twoEntriesWithMs = {
  'src/a.ts': "import ms from 'ms';\n\nexport const a = (): string => ms(1000);\n",
  'src/b.ts': "import ms from 'ms';\n\nexport const b = (): string => ms(2000);\n",
};
const CHUNK_SPLIT_WARNING = 'Both `performance.chunkSplit` and `splitChunks` are set. The `performance.chunkSplit` option is deprecated and will not work. Use `splitChunks` instead.';

/** The files of dist with their contents. */
const distContents = (out: ExampleOutput) => Object.fromEntries(distFiles(out).map((f) => [f, out.read(f)]));

describeExample({page: 'config/rsbuild/split-chunks', block: 'chunk-split-ignored', files: twoEntriesWithMs}, async (out) => {
  expect(out.ok).toBe(true);
  expect(out.output).toContain(CHUNK_SPLIT_WARNING);
  // ms is bundled (autoExternal: false), so a split by package would have had something to move.
  expect(Object.values(distContents(out)).join('\n')).toContain('365.25');

  const config = out.read('rslib.config.ts');
  const withoutPerformance = config.replace(/\n  performance: \{[\s\S]*?\n  \},/, '');
  expect(withoutPerformance).not.toContain('chunkSplit');
  const plain = await buildVariant(out, 'plain', withoutPerformance);
  expect(plain.ok).toBe(true);
  expect(plain.output).not.toContain('chunkSplit');
  expect(distContents(out)).toEqual(distContents(plain));

  // The node target: no warning, and again the same files.
  const node = await buildVariant(out, 'node', config.replace("target: 'web'", "target: 'node'"));
  const nodePlain = await buildVariant(out, 'node-plain', withoutPerformance.replace("target: 'web'", "target: 'node'"));
  expect(node.ok).toBe(true);
  expect(node.output).not.toContain('chunkSplit');
  expect(distContents(node)).toEqual(distContents(nodePlain));
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/module-federation: the Rsbuild option in a web-target cjs item

const ratingSource = {
  'src/Rating.ts': "export function rating(stars: number): string {\n  return '★'.repeat(stars);\n}\n",
  'src/index.ts': "export { rating } from './Rating';\n",
};

describeExample({page: 'config/rsbuild/module-federation', block: 'mf-option-node', files: ratingSource}, async (out) => {
  expect(out.ok).toBe(true);
  const plainSize = out.read('dist/index.js').length;
  expect(plainSize).toBeLessThan(1000);

  // The same option in a web-target cjs item: a container file and a chunk appear, and the
  // entry carries the federation runtime.
  const cjs = await buildVariant(out, 'cjs-web', out.read('rslib.config.ts').replace("lib: [{ format: 'esm' }],", "lib: [{ format: 'cjs', output: { target: 'web' } }],"));
  expect(cjs.ok).toBe(true);
  const files = distFiles(cjs);
  expect(files).toContain('dist/index.cjs');
  expect(files).toContain('dist/acme_widgets.cjs');
  expect(files.length).toBe(3);
  const entry = cjs.read('dist/index.cjs');
  expect(entry.length).toBeGreaterThan(150_000);
  expect(entry).toContain('__module_federation_container_name__ = "acme_widgets"');
  const {stdout} = spawnSync(process.execPath, ['-e', "console.log(require('./dist/index.cjs').rating(3))"], {cwd: cjs.dir, encoding: 'utf8'});
  expect(stdout).toBe('★★★\n');
});
