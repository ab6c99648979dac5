// Claims of the Rsbuild option pages (config/rsbuild/*) found in a review of their prose: the
// build cache and cacheDigest, removeConsole without a minifier, the plugin-writing example, the
// Module Federation plugin's environment, the order of extension aliases, nonce in every format,
// --entry and preEntry, legal comments under Rslib's minify preset, output.module, hashed mf files,
// and `rslib inspect --mode development`.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {buildProject, buildVariant, describeExample, runNode, distFiles, runRslib} from './harness';

const config = (body: string) => `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig(${body});\n`;
const mfConfig = (body: string) =>
  `import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';\nimport { defineConfig } from '@rslib/core';\n\nexport default defineConfig(${body});\n`;

/** Runs the CLI again in a project folder (dist removed first), with extra environment variables. */
function rebuild(dir: string, args: string[] = ['build'], env: Record<string, string> = {}) {
  fs.rmSync(path.join(dir, 'dist'), {recursive: true, force: true});
  const {code, output} = runRslib(dir, args, env);
  return {code, output};
}

// A PNG signature and enough bytes to stay above Rsbuild's 4096-byte inline limit.
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({length: 6000}, (_, i) => (i * 7) % 251)]);

// ---------------------------------------------------------------------------------------------
// config/rsbuild/performance#build-cache: a value from the environment and cacheDigest

const cacheSources = {
  'src/locales.ts': "export const hello = 'hi';\n",
  'src/index.ts': "import { hello } from './locales';\n\nexport const greet = (): string => hello;\n",
};

/** Builds the bundleless variant first with an empty cache, then the bundle. */
function bundlelessThenBundle(dir: string) {
  fs.rmSync(path.join(dir, 'node_modules/.cache'), {recursive: true, force: true});
  expect(rebuild(dir, ['build'], {BUNDLELESS: '1'}).code).toBe(0);
  expect(fs.existsSync(path.join(dir, 'dist/locales.js'))).toBe(true);
  expect(rebuild(dir).code).toBe(0);
}

describeExample({page: 'config/rsbuild/performance', block: 'build-cache-digest', files: cacheSources}, async (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/index.js']);
  // The bundleless variant, then the bundle: the digest keeps the two caches apart.
  bundlelessThenBundle(out.dir);
  expect(distFiles(out)).toEqual(['dist/index.js']);
  expect(out.read('dist/index.js')).not.toContain('./locales.js');
  expect(runNode(out.dir, "import('./dist/index.js').then((m) => console.log(m.greet()));", 'commonjs')).toBe('hi\n');

  // The same sequence without cacheDigest: the bundle reuses the bundleless module and imports a
  // file that it did not write.
  const control = await buildProject('review-rsbuild-cache-control', {
    ...cacheSources,
    'rslib.config.ts': config("{\n  lib: [{ format: 'esm', bundle: process.env.BUNDLELESS !== '1' }],\n}"),
  });
  expect(control.ok).toBe(true);
  bundlelessThenBundle(control.dir);
  expect(distFiles(control)).toEqual(['dist/index.js']);
  expect(control.read('dist/index.js')).toContain('from "./locales.js"');
});

// config/rsbuild/performance#remove-console: the calls are removed by the minimizer.
test('config/rsbuild/performance: removeConsole needs the JavaScript minimizer', async () => {
  const source = {'src/index.ts': "export const add = (a: number, b: number): number => {\n  console.log('debug');\n  return a + b;\n};\n"};
  const preset = await buildProject('review-rsbuild-remove-console', {...source, 'rslib.config.ts': config("{\n  lib: [{ format: 'esm' }],\n  performance: { removeConsole: ['log'] },\n}")});
  expect(preset.ok).toBe(true);
  expect(preset.read('dist/index.js')).not.toContain('console.log');
  const off = await buildVariant(preset, 'minify-off', config("{\n  lib: [{ format: 'esm' }],\n  output: { minify: false },\n  performance: { removeConsole: ['log'] },\n}"));
  expect(off.ok).toBe(true);
  expect(off.read('dist/index.js')).toContain("console.log('debug')");
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/plugins#writing-a-plugin

describeExample(
  {
    page: 'config/rsbuild/plugins',
    block: 'plugin-release-helpers',
    files: {'src/index.ts': 'declare const __BUILD_DATE__: string;\n\nexport const builtAt = __BUILD_DATE__;\n'},
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(distFiles(out)).toEqual(['dist/cjs/index.js', 'dist/cjs/package.json', 'dist/esm/index.js']);
    // The define reaches both outputs, with the same date.
    const date = out.read('dist/esm/index.js').match(/const builtAt = "(\d{4}-\d\d-\d\dT[\d:.]+Z)"/)?.[1];
    expect(date).toBeDefined();
    expect(out.read('dist/cjs/index.js')).toContain(`const builtAt = "${date}"`);
    // onAfterBuild wrote the package.json of the CommonJS folder and logged it.
    expect(JSON.parse(out.read('dist/cjs/package.json'))).toEqual({type: 'commonjs'});
    expect(out.stdout).toContain('created dist/cjs/package.json');
    // So the .js files of dist/cjs load as CommonJS inside a "type": "module" package.
    expect(runNode(out.dir, "console.log(require('./dist/cjs/index.js').builtAt)", 'commonjs')).toBe(`${date}\n`);
  },
);

// config/rsbuild/plugins#scope: the Module Federation plugin acts on the environment named `mf`.
test('config/rsbuild/plugins: an mf item with another id needs the plugin environment option', async () => {
  const item = (pluginArgs: string) =>
    mfConfig(
      `{\n  lib: [\n    { format: 'esm' },\n    {\n      id: 'remote',\n      format: 'mf',\n      output: { distPath: 'dist/mf' },\n      plugins: [pluginModuleFederation(${pluginArgs})],\n    },\n  ],\n}`,
    );
  const files = {'src/index.ts': "export const rating = (n: number): string => '*'.repeat(n);\n"};
  const plain = await buildProject('review-rsbuild-mf-id', {...files, 'rslib.config.ts': item("{ name: 'rating', exposes: { '.': './src/index.ts' } }")});
  expect(plain.ok).toBe(true);
  expect(plain.output).not.toContain('warn');
  const plainFiles = distFiles(plain).filter((f) => f.startsWith('dist/mf/'));
  expect(plainFiles).toHaveLength(1);
  expect(plainFiles[0]).toMatch(/^dist\/mf\/index\.[0-9a-f]{10}\.js$/);

  const named = await buildVariant(plain, 'environment', item("{ name: 'rating', exposes: { '.': './src/index.ts' } }, { environment: 'remote' }"));
  expect(named.ok).toBe(true);
  expect(distFiles(named)).toContain('dist/mf/mf-manifest.json');
  expect(distFiles(named).some((f) => /^dist\/mf\/rating\.[0-9a-f]{10}\.js$/.test(f))).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/resolve#resolveextensions: './util.js' with both util.js and util.ts

test('config/rsbuild/resolve: which of util.js and util.ts an import of ./util.js finds', async () => {
  const files = {
    'src/index.ts': "import { from } from './util.js';\n\nexport const which = from;\n",
    'src/util.ts': "export const from = 'util.ts';\n",
    'src/util.js': "export const from = 'util.js';\n",
    'rslib.config.ts': config("{ lib: [{ format: 'esm' }] }"),
  };
  const noTsconfig = await buildProject('review-rsbuild-ext-order', files);
  expect(noTsconfig.ok).toBe(true);
  expect(noTsconfig.read('dist/index.js')).toContain("const from = 'util.ts'");
  const withTsconfig = await buildVariant(noTsconfig, 'tsconfig', files['rslib.config.ts'], {
    'tsconfig.json': `${JSON.stringify({compilerOptions: {module: 'ESNext', moduleResolution: 'Bundler', strict: true}, include: ['src']})}\n`,
  });
  expect(withTsconfig.ok).toBe(true);
  expect(withTsconfig.read('dist/index.js')).toContain("const from = 'util.js'");
  // With only the TypeScript file, both find it.
  fs.rmSync(path.join(withTsconfig.dir, 'src/util.js'));
  expect(rebuild(withTsconfig.dir).code).toBe(0);
  expect(withTsconfig.read('dist/index.js')).toContain("const from = 'util.ts'");
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/security#securitynonce: no trace in any format

test('config/rsbuild/security: a nonce appears in no output file', async () => {
  const out = await buildProject('review-rsbuild-nonce', {
    'src/index.ts': "export async function load(): Promise<number> {\n  const { n } = await import('./lazy');\n  return n;\n}\n",
    'src/lazy.ts': 'export const n = 1;\n',
    'src/page.ts': "document.title = 'page';\n",
    'rslib.config.ts': mfConfig(
      "{\n  lib: [\n    { format: 'esm', output: { distPath: 'dist/esm' } },\n    { format: 'cjs', output: { distPath: 'dist/cjs' } },\n" +
        "    { format: 'umd', umdName: 'Acme', output: { distPath: 'dist/umd' } },\n" +
        "    { format: 'iife', source: { entry: { page: './src/page.ts' } }, output: { distPath: 'dist/iife' } },\n" +
        "    { format: 'mf', output: { distPath: 'dist/mf' }, plugins: [pluginModuleFederation({ name: 'acme', exposes: { '.': './src/index.ts' } })] },\n" +
        "  ],\n  output: { target: 'web' },\n  security: { nonce: 'abc123' },\n}",
    ),
  });
  expect(out.ok).toBe(true);
  const files = distFiles(out);
  for (const folder of ['esm', 'cjs', 'umd', 'iife', 'mf']) expect(files.some((f) => f.startsWith(`dist/${folder}/`)), folder).toBe(true);
  for (const file of files) expect(out.read(file), file).not.toContain('abc123');
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/source#sourceentry: --entry; source.preEntry in bundleless mode

test('config/rsbuild/source: --entry replaces the entries of a lib item but adds to top-level ones', async () => {
  const files = {
    'src/index.ts': 'export const a = (): number => 1;\n',
    'src/cli.ts': 'export const c = (): number => 2;\n',
    'src/other.ts': 'export const o = (): number => 3;\n',
  };
  const entries = "{ index: './src/index.ts', cli: './src/cli.ts' }";
  const args = ['build', '--entry', './src/other.ts'];
  const top = await buildProject('review-rsbuild-entry-top', {...files, 'rslib.config.ts': config(`{\n  lib: [{ format: 'esm' }],\n  source: { entry: ${entries} },\n}`)}, {args});
  expect(top.ok).toBe(true);
  expect(distFiles(top)).toEqual(['dist/cli.js', 'dist/index.js', 'dist/other.js']);
  const inItem = await buildProject('review-rsbuild-entry-item', {...files, 'rslib.config.ts': config(`{\n  lib: [{ format: 'esm', source: { entry: ${entries} } }],\n}`)}, {args});
  expect(inItem.ok).toBe(true);
  expect(distFiles(inItem)).toEqual(['dist/other.js']);
});

test('config/rsbuild/source: source.preEntry reaches bundles only', async () => {
  const out = await buildProject('review-rsbuild-pre-entry', {
    'src/index.ts': 'export const d = (): number => 1;\n',
    'src/setup.ts': 'globalThis.__acmeSetup = true;\n',
    'rslib.config.ts': config(
      "{\n  lib: [\n    { format: 'esm', output: { distPath: 'dist/bundle' } },\n    { format: 'esm', bundle: false, output: { distPath: 'dist/bundleless' } },\n  ],\n  source: { preEntry: './src/setup.ts' },\n}",
    ),
  });
  expect(out.ok).toBe(true);
  expect(out.output).not.toContain('preEntry');
  expect(out.read('dist/bundle/index.js')).toMatch(/^globalThis\.__acmeSetup = true;/);
  // The setup file matches src/** and is compiled on its own, but no entry imports it.
  expect(distFiles(out).filter((f) => f.startsWith('dist/bundleless/'))).toEqual(['dist/bundleless/index.js', 'dist/bundleless/setup.js']);
  expect(out.read('dist/bundleless/index.js')).not.toContain('setup');
  expect(out.read('dist/bundleless/index.js')).not.toContain('__acmeSetup');
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/output: legal comments, output.module, hashed mf file names

test('config/rsbuild/output: legalComments under the minify preset and under minify: true', async () => {
  const legal = '/*! @license MIT acme */';
  const item = (dir: string, output: string) => `    { format: 'esm', output: { distPath: 'dist/${dir}'${output} } },\n`;
  const out = await buildProject('review-rsbuild-legal-comments', {
    'src/math.ts': `${legal}\nexport const helper = (): number => 1;\n`,
    'src/index.ts': "import { helper } from './math';\n// an ordinary comment\nexport const r = helper;\n",
    'rslib.config.ts': config(
      '{\n  lib: [\n' +
        item('linked', '') +
        item('inline', ", legalComments: 'inline'") +
        item('none', ", legalComments: 'none'") +
        item('full-linked', ', minify: true') +
        item('full-none', ", minify: true, legalComments: 'none'") +
        item('off', ', minify: false') +
        '  ],\n}',
    ),
  });
  expect(out.ok).toBe(true);
  const files = distFiles(out);
  // The preset: 'linked' adds the file and a pointer, and the comment stays in the code too.
  expect(out.read('dist/linked/index.js')).toContain('/*! LICENSE: index.js.LICENSE.txt */');
  expect(out.read('dist/linked/index.js')).toContain(legal);
  expect(out.read('dist/linked/index.js.LICENSE.txt')).toContain(legal);
  expect(out.read('dist/linked/index.js')).not.toContain('an ordinary comment');
  // 'inline' keeps it in place only; 'none' does not remove it.
  expect(out.read('dist/inline/index.js')).toContain(legal);
  expect(files).not.toContain('dist/inline/index.js.LICENSE.txt');
  expect(out.read('dist/none/index.js')).toContain(legal);
  expect(files).not.toContain('dist/none/index.js.LICENSE.txt');
  // Full minification: moved to the file, or removed.
  expect(out.read('dist/full-linked/index.js')).not.toContain(legal);
  expect(out.read('dist/full-linked/index.js.LICENSE.txt')).toContain(legal);
  expect(out.read('dist/full-none/index.js')).not.toContain(legal);
  expect(files).not.toContain('dist/full-none/index.js.LICENSE.txt');
  // No minimizer: the comment stays and no file is written.
  expect(out.read('dist/off/index.js')).toContain(legal);
  expect(files).not.toContain('dist/off/index.js.LICENSE.txt');
});

test('config/rsbuild/output: output.module of your own does not change the format', async () => {
  const out = await buildProject('review-rsbuild-output-module', {
    'src/index.ts': 'export const answer = (): number => 42;\n',
    'rslib.config.ts': config(
      "{\n  lib: [\n    { format: 'esm', output: { distPath: 'dist/esm', module: false } },\n    { format: 'cjs', output: { distPath: 'dist/cjs', module: true } },\n  ],\n}",
    ),
  });
  expect(out.ok).toBe(true);
  expect(out.read('dist/esm/index.js')).toMatch(/export \{ answer \};\s*$/);
  expect(runNode(out.dir, "import('./dist/esm/index.js').then((m) => console.log(m.answer()));", 'commonjs')).toBe('42\n');
  expect(runNode(out.dir, "console.log(require('./dist/cjs/index.cjs').answer())", 'commonjs')).toBe('42\n');
});

test('config/rsbuild/output: an mf remote keeps hashed names for JavaScript, CSS and images', async () => {
  const out = await buildProject('review-rsbuild-mf-hashes', {
    'src/logo.png': png,
    'src/style.css': '.rating { color: gold; }\n',
    'src/index.ts': "import logo from './logo.png';\nimport './style.css';\n\nexport const rating = (n: number): string => '*'.repeat(n) + logo;\n",
    'src/env.d.ts': "declare module '*.png' {\n  const url: string;\n  export default url;\n}\n",
    'rslib.config.ts': mfConfig(
      "{\n  lib: [\n    { format: 'esm', output: { target: 'web' } },\n    {\n      format: 'mf',\n      output: { distPath: 'dist/mf' },\n" +
        "      plugins: [pluginModuleFederation({ name: 'rating', exposes: { '.': './src/index.ts' } })],\n    },\n  ],\n}",
    ),
  });
  expect(out.ok).toBe(true);
  const files = distFiles(out);
  const hashed = (re: RegExp) => files.some((f) => re.test(f));
  expect(hashed(/^dist\/mf\/index\.[0-9a-f]{10}\.js$/)).toBe(true);
  expect(hashed(/^dist\/mf\/index\.[0-9a-f]{10}\.css$/)).toBe(true);
  expect(hashed(/^dist\/mf\/static\/image\/logo\.[0-9a-f]{10}\.png$/)).toBe(true);
  // The esm item next to it: plain names.
  expect(files).toContain('dist/index.js');
  expect(files).toContain('dist/index.css');
  expect(files).toContain('dist/static/image/logo.png');
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/index#mode: the development view of rslib inspect covers mf items only

test('config/rsbuild: rslib inspect --mode development needs an mf item', async () => {
  const out = await buildProject('review-rsbuild-inspect-dev', {'src/index.ts': 'export const one = 1;\n', 'rslib.config.ts': config("{ lib: [{ format: 'esm' }] }")}, {args: ['inspect', '--mode', 'development']});
  expect(out.exitCode).toBe(1);
  expect(out.output).toContain('No mf format found');
  const production = rebuild(out.dir, ['inspect']);
  expect(production.code).toBe(0);
  expect(fs.existsSync(path.join(out.dir, 'dist/.rsbuild/rspack.config.esm.mjs'))).toBe(true);
});
