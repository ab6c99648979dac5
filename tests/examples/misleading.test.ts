// Statements that were true but misled a reader, checked against the installed rslib: when a watch
// build restarts for the config's imports, glob entries on the command line, what the root help
// lists, how a top-level string meets an item's array, `version` and `rslib --version`, a top-level
// umdName, WebAssembly file names with hashes off, dev.progressBar in `rslib build`, the default
// bundledPackages of dts.bundle, bundleless CSS footers, and the server options a build reads.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {buildProject, buildVariant, describeExample, distFiles, repoRoot, watchBuild as watch, addWasm, runRslib} from './harness';

const config = (body: string) => `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig(${body});\n`;

/** Runs the CLI in a folder (by default one where no config is found). */
function cli(args: string[], dir = path.join(repoRoot, 'node_modules/.cache/examples')) {
  fs.mkdirSync(dir, {recursive: true});
  return runRslib(dir, args);
}

// ---------------------------------------------------------------------------------------------
// guide/basic/cli: the modules a config imports restart a watch build only when Node.js loads it

const watchSources = {'src/index.ts': 'export const answer = 42;\n', '.env': 'PUBLIC_STAGE=one\n'};
const touch = (dir: string, rel: string, text: string) => () => fs.writeFileSync(path.join(dir, rel), text);
// Node.js strips TypeScript types itself from 22.18 (and 23.6); before that rslib.config.ts goes through jiti.
const nodeLoadsTypeScript = Boolean((process.features as {typescript?: unknown}).typescript);
// Without `module.registerHooks` (before Node.js 22.15) Rsbuild tracks only the ESM imports of a config.
const nodeHasRegisterHooks = 'registerHooks' in (process.getBuiltinModule?.('node:module') ?? {});

test('guide/basic/cli: a JavaScript config restarts a watch build when a module it imports changes', async () => {
  const out = await buildProject('misleading-watch-mjs', {
    ...watchSources,
    'build/shared.mjs': "export const format = 'esm';\n",
    'rslib.config.mjs': "import { defineConfig } from '@rslib/core';\nimport { format } from './build/shared.mjs';\n\nexport default defineConfig({ lib: [{ format }] });\n",
  });
  expect(out.ok, out.output).toBe(true);
  const printed = await watch(out.dir, [
    {until: 'watching for changes', then: touch(out.dir, 'build/shared.mjs', "export const format = 'esm'; // edited\n")},
    {until: 'restarting build as shared.mjs changed'},
    {until: 'watching for changes'},
  ]);
  expect(printed).toContain('restarting build as shared.mjs changed');
});

test('guide/basic/cli: a TypeScript config loaded by jiti restarts only for itself, .env and dev.watchFiles', async () => {
  const tsConfig = (extra = '') =>
    `import { defineConfig } from '@rslib/core';\nimport { format } from './build/shared.ts';\n\nexport default defineConfig({ lib: [{ format }]${extra} });\n`;
  const out = await buildProject('misleading-watch-ts', {
    ...watchSources,
    'build/shared.ts': "export const format = 'esm' as const;\n",
    'rslib.config.ts': tsConfig(),
  });
  expect(out.ok, out.output).toBe(true);
  const printed = await watch(out.dir, [
    {until: 'watching for changes', then: touch(out.dir, 'build/shared.ts', "export const format = 'esm' as const; // edited\n")},
    {ms: 4000, then: touch(out.dir, '.env', 'PUBLIC_STAGE=two\n')},
    {until: 'restarting build as .env changed'},
    {until: 'watching for changes'},
  ]);
  if (nodeLoadsTypeScript) {
    // Node.js loads the TypeScript config natively and reports its imports, like a JavaScript config.
    expect(printed).toContain('restarting build as shared.ts changed');
  } else {
    expect(printed).not.toContain('shared.ts changed');
  }

  // dev.watchFiles with type 'restart' covers the import whatever loads the config.
  fs.writeFileSync(path.join(out.dir, 'rslib.config.ts'), tsConfig(",\n  dev: { watchFiles: { paths: ['./build/shared.ts'], type: 'restart' } }"));
  const watched = await watch(out.dir, [
    {until: 'watching for changes', then: touch(out.dir, 'build/shared.ts', "export const format = 'esm' as const; // again\n")},
    {until: 'restarting build as shared.ts changed'},
    {until: 'watching for changes'},
  ]);
  expect(watched).toContain('restarting build as shared.ts changed');
});

test('guide/basic/cli: imports Node.js does not report (require() in a CommonJS config, a path without extension) restart nothing', async () => {
  const cases = [
    {
      name: 'misleading-watch-cjs',
      config: 'rslib.config.cjs',
      text: "const { defineConfig } = require('@rslib/core');\nconst { format } = require('./build/shared.cjs');\n\nmodule.exports = defineConfig({ lib: [{ format }] });\n",
      shared: 'build/shared.cjs',
      sharedText: (mark: string) => `exports.format = 'esm'; // ${mark}\n`,
    },
    {
      name: 'misleading-watch-no-extension',
      config: 'rslib.config.mjs',
      text: "import { defineConfig } from '@rslib/core';\nimport { format } from './build/shared';\n\nexport default defineConfig({ lib: [{ format }] });\n",
      shared: 'build/shared.js',
      sharedText: (mark: string) => `export const format = 'esm'; // ${mark}\n`,
    },
  ];
  // The page claims the CommonJS case for Node.js 20, where require() is not tracked.
  for (const c of cases.filter((c) => !(c.config.endsWith('.cjs') && nodeHasRegisterHooks))) {
    const out = await buildProject(c.name, {...watchSources, [c.shared]: c.sharedText('one'), [c.config]: c.text});
    expect(out.ok, out.output).toBe(true);
    const printed = await watch(out.dir, [
      {until: 'watching for changes', then: touch(out.dir, c.shared, c.sharedText('two'))},
      {ms: 4000, then: touch(out.dir, '.env', 'PUBLIC_STAGE=two\n')},
      {until: 'restarting build as .env changed'},
      {until: 'watching for changes'},
    ]);
    expect(printed, c.name).not.toMatch(/restarting build as shared\.c?js changed/);
  }
});

// guide/basic/cli: glob patterns in --entry need bundleless mode

const utilsSources = {
  'src/index.ts': "export * from './utils/format';\n",
  'src/utils/format.ts': 'export const format = (n: number): string => n.toFixed(2);\n',
  'src/utils/parse.ts': 'export const parse = (s: string): number => Number(s);\n',
  'src/utils/nested/deep.ts': 'export const deep = true;\n',
};

describeExample({page: 'guide/basic/cli', block: 'cli-entry-glob', files: utilsSources, args: ['build', '--entry', 'src/utils/*.ts']}, async (out) => {
  expect(out.ok, out.output).toBe(true);
  // Only the direct matches, named relative to their common folder.
  expect(distFiles(out)).toEqual(['dist/format.js', 'dist/parse.js']);

  // Bundle mode: the same flag stops the build before anything is compiled.
  const bundled = await buildProject('misleading-entry-glob-bundle', {...utilsSources, 'rslib.config.ts': config("{\n  lib: [{ format: 'esm' }],\n}")}, {args: ['build', '--entry', 'src/utils/*.ts']});
  expect(bundled.exitCode).toBe(1);
  expect(bundled.output).toContain(
    'error   Failed to build.\nerror   Glob pattern "src/utils/*.ts" is not supported when "bundle" is "true", considering "bundle" to "false" to use bundleless mode, or specify a file entry to bundle.',
  );
  expect(bundled.exists('dist')).toBe(false);

  // Naming the files one by one works in bundle mode.
  const named = await buildProject('misleading-entry-named', {...utilsSources, 'rslib.config.ts': config("{\n  lib: [{ format: 'esm' }],\n}")}, {
    args: ['build', '--entry', 'src/utils/format.ts', '--entry', 'src/utils/parse.ts'],
  });
  expect(named.ok, named.output).toBe(true);
  expect(distFiles(named)).toEqual(['dist/format.js', 'dist/parse.js']);
});

// guide/basic/cli: the root help lists the build flags beside the shared ones; other commands reject them

test('guide/basic/cli: rslib --help shows the build flags, which inspect and mf-dev reject', () => {
  const root = cli(['--help']);
  expect(root.code).toBe(0);
  for (const flag of ['-w, --watch', '--entry <entry>', '--format <format>', '-c, --config <config>', '--lib <id>', '-v, --version']) expect(root.stdout).toContain(flag);
  const inspect = cli(['inspect', '--help']);
  expect(inspect.code).toBe(0);
  expect(inspect.stdout).toContain('--lib <id>');
  expect(inspect.stdout).not.toContain('--watch');
  expect(inspect.stdout).not.toContain('--entry');
  const watchInspect = cli(['inspect', '--watch']);
  expect(watchInspect.code).toBe(1);
  expect(watchInspect.output).toContain('Unknown option `--watch`');
  const entryMfDev = cli(['mf-dev', '--entry', 'src/index.ts']);
  expect(entryMfDev.code).toBe(1);
  expect(entryMfDev.output).toContain('Unknown option `--entry`');
});

// ---------------------------------------------------------------------------------------------
// guide/basic/configure-rslib: a top-level string and an item's array are concatenated

const pickSource = {'src/index.ts': 'export const pick = (o?: { a?: number }) => o?.a ?? 1;\n'};

describeExample({page: 'guide/basic/configure-rslib', block: 'merge-syntax-mixed', files: pickSource}, async (out) => {
  expect(out.ok, out.output).toBe(true);
  expect(distFiles(out)).toEqual(['dist/index.cjs', 'dist/index.js']);
  // Both outputs rewrite ES2020 syntax: the ESM item's target still contains es2019.
  for (const file of ['dist/index.cjs', 'dist/index.js']) {
    expect(out.read(file)).not.toContain('?.');
    expect(out.read(file)).not.toContain('??');
  }
  const inspected = runRslib(out.dir, ['inspect', '--lib', 'esm']);
  expect(inspected.code).toBe(0);
  expect(fs.readFileSync(path.join(out.dir, 'dist/.rsbuild/rslib.config.mjs'), 'utf8')).toContain("syntax: 'es2019'");
  expect(fs.readFileSync(path.join(out.dir, 'dist/.rsbuild/rspack.config.esm.mjs'), 'utf8')).toMatch(/target: \[\n\s*'es2019',\n\s*'browserslist:chrome >= 100',/);

  // The item alone (no top-level syntax) keeps the syntax; so does a string in the item.
  const alone = await buildVariant(out, 'item-only', config("{\n  lib: [{ format: 'esm', syntax: ['chrome >= 100'] }],\n}"));
  expect(alone.ok, alone.output).toBe(true);
  expect(alone.read('dist/index.js')).toContain('o?.a ?? 1');
  const string = await buildVariant(out, 'item-string', config("{\n  syntax: 'es2019',\n  lib: [{ format: 'cjs' }, { format: 'esm', syntax: 'es2022' }],\n}"));
  expect(string.ok, string.output).toBe(true);
  expect(string.read('dist/index.js')).toContain('o?.a ?? 1');
  expect(string.read('dist/index.cjs')).not.toContain('?.');
});

// ---------------------------------------------------------------------------------------------
// api/javascript-api/core: `version` is part of what `rslib --version` prints, not all of it

test('api/javascript-api/core: rslib --version prints a line that contains version', async () => {
  const {version} = (await import(path.join(repoRoot, 'node_modules/@rslib/core/dist/index.js'))) as {version: string};
  expect(version).toBe('1.0.1');
  const printed = cli(['--version']);
  expect(printed.code).toBe(0);
  // (The banner starts with an empty line when the CLI runs under npx, bun or node --run.)
  expect(printed.stdout.trim()).toBe(`Rslib v${version}\n\nrslib/${version} ${process.platform}-${process.arch} node-${process.version}`);
});

// ---------------------------------------------------------------------------------------------
// config/lib/umd-name: only the type rejects a top-level umdName; Rslib merges it into every item

const tinyMath = {'src/index.ts': "export const add = (a: number, b: number): number => a + b;\nexport const VERSION = '1.0.0';\n"};

describeExample({page: 'config/lib/umd-name', block: 'umd-name-top-level', files: tinyMath}, async (out) => {
  expect(out.ok, out.output).toBe(true);
  expect(distFiles(out)).toEqual(['dist/index.js', 'dist/umd/index.js']);
  const umd = out.read('dist/umd/index.js');
  expect(umd).toContain('else if (\'object\' == typeof exports) exports["TinyMath"] = factory();');
  expect(umd).toContain('else root["TinyMath"] = factory();');
  expect(out.read('dist/index.js')).not.toContain('TinyMath');
  // The same name written inside the umd item gives the same file.
  const inItem = await buildVariant(
    out,
    'in-item',
    config("{\n  lib: [\n    { format: 'esm' },\n    { format: 'umd', umdName: 'TinyMath', output: { target: 'web', distPath: 'dist/umd' } },\n  ],\n}"),
  );
  expect(inItem.ok, inItem.output).toBe(true);
  expect(inItem.read('dist/umd/index.js')).toBe(umd);
  // In a JavaScript config there is no type to stop it.
  const js = await buildProject('misleading-umd-name-js', {
    ...tinyMath,
    'rslib.config.mjs': "export default {\n  umdName: 'TinyMath',\n  lib: [{ format: 'umd', output: { target: 'web' } }],\n};\n",
  });
  expect(js.ok, js.output).toBe(true);
  expect(js.read('dist/index.js')).toContain('root["TinyMath"] = factory();');
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/output#wasm-file-names: filenameHash does not reach WebAssembly files

const wasmSources = {
  'src/add.wasm': addWasm,
  'src/wasm.d.ts': "declare module '*/add.wasm' {\n  export function add(a: number, b: number): number;\n}\n",
  'src/index.ts': "import { add } from './add.wasm';\n\nexport const sum = (a: number, b: number): number => add(a, b);\n",
};
const wasmFile = 'dist/static/wasm/54b710755d.module.wasm';

describeExample({page: 'config/rsbuild/output', block: 'output-wasm-hash', files: wasmSources}, async (out) => {
  expect(out.ok, out.output).toBe(true);
  expect(distFiles(out)).toEqual(['dist/index.cjs', 'dist/index.js', wasmFile]);
  expect(out.read('dist/index.js')).toContain('"static/wasm/54b710755d.module.wasm"');
  expect(out.read('dist/index.cjs')).toContain('"static/wasm/54b710755d.module.wasm"');

  // The same name with hashes on, and in a umd build; only the JavaScript names change with the hash.
  const hashed = await buildVariant(out, 'hash-on', config("{\n  lib: [{ format: 'esm' }, { format: 'cjs' }],\n  output: { filenameHash: true },\n}"));
  expect(hashed.ok, hashed.output).toBe(true);
  expect(distFiles(hashed)).toContain(wasmFile);
  const umd = await buildVariant(out, 'umd', config("{\n  lib: [{ format: 'umd', umdName: 'Sum' }],\n}"));
  expect(umd.ok, umd.output).toBe(true);
  expect(distFiles(umd)).toEqual(['dist/index.js', wasmFile]);

  // output.filename.wasm: [name] is written literally, [id] follows the source path.
  const named = await buildVariant(out, 'name', config("{\n  lib: [{ format: 'esm' }],\n  output: { filename: { wasm: '[name].wasm' } },\n}"));
  expect(named.ok, named.output).toBe(true);
  expect(distFiles(named)).toEqual(['dist/index.js', 'dist/static/wasm/[name].wasm']);
  const byId = await buildVariant(out, 'id', config("{\n  lib: [{ format: 'esm' }],\n  output: { filename: { wasm: '[id].wasm' } },\n}"));
  expect(byId.ok, byId.output).toBe(true);
  expect(distFiles(byId)).toEqual(['dist/index.js', 'dist/static/wasm/_src_add_wasm.wasm']);
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/index#dev: dev.progressBar acts in `rslib build` too

test('config/rsbuild/index: dev.progressBar adds the progress plugin to the production build', async () => {
  const out = await buildProject('misleading-progress-bar', {
    'src/index.ts': 'export const answer = 42;\n',
    'rslib.config.ts': config("{\n  lib: [{ format: 'esm' }],\n  dev: { progressBar: true },\n}"),
  });
  expect(out.ok, out.output).toBe(true);
  // inspect without --mode shows the production config that `rslib build` compiles with.
  const inspected = cli(['inspect'], out.dir);
  expect(inspected.code, inspected.output).toBe(0);
  const rspack = fs.readFileSync(path.join(out.dir, 'dist/.rsbuild/rspack.config.esm.mjs'), 'utf8');
  expect(rspack).toContain("mode: 'production'");
  expect(rspack).toMatch(/new ProgressPlugin\(\s*\{\s*prefix: 'esm'/);
  const without = await buildVariant(out, 'off', config("{\n  lib: [{ format: 'esm' }],\n}"));
  expect(cli(['inspect'], without.dir).code).toBe(0);
  expect(fs.readFileSync(path.join(without.dir, 'dist/.rsbuild/rspack.config.esm.mjs'), 'utf8')).not.toContain('ProgressPlugin');
});

// ---------------------------------------------------------------------------------------------
// config/lib/dts#dts-bundle-bundledpackages: the default list reads the dependency-type switches and
// plain externals only, not autoExternal.exclude or an object inside an externals array

const tinyDep = {
  'node_modules/tiny-dep/package.json': '{ "name": "tiny-dep", "version": "1.0.0", "type": "module", "main": "index.js", "types": "index.d.ts" }\n',
  'node_modules/tiny-dep/index.js': 'export const makePoint = (x, y) => ({ x, y });\n',
  'node_modules/tiny-dep/index.d.ts': 'export interface Point {\n  x: number;\n  y: number;\n}\nexport declare const makePoint: (x: number, y: number) => Point;\n',
  'src/index.ts': "import { makePoint, type Point } from 'tiny-dep';\n\nexport type { Point };\nexport const origin = (): Point => makePoint(0, 0);\n",
  'tsconfig.json': `${JSON.stringify({compilerOptions: {target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, skipLibCheck: true, declaration: true, types: []}, include: ['src']}, null, 2)}\n`,
};
const importsTinyDep = "import { Point } from 'tiny-dep';";
// API Extractor writes CRLF line ends.
const dtsOf = (out: {read(rel: string): string}) => out.read('dist/index.d.ts').replace(/\r\n/g, '\n');
const inlinesPoint = /export declare interface Point \{\n\s+x: number;\n\s+y: number;\n\}/;

describeExample(
  {page: 'config/lib/dts', block: 'dts-bundled-exclude', files: tinyDep, packageJson: {name: 'example', version: '1.0.0', type: 'module', dependencies: {'tiny-dep': '1.0.0'}}},
  async (out) => {
    expect(out.ok, out.output).toBe(true);
    expect(distFiles(out)).toEqual(['dist/index.d.ts', 'dist/index.js']);
    // The JavaScript inlines tiny-dep (exclude), the declarations still import it.
    expect(out.read('dist/index.js')).toContain('const makePoint = (x, y)=>');
    expect(out.read('dist/index.js')).not.toContain('from "tiny-dep"');
    expect(dtsOf(out).startsWith(`${importsTinyDep}\n`)).toBe(true);

    // Naming it in bundledPackages inlines its types too.
    const listed = await buildVariant(
      out,
      'listed',
      config("{\n  lib: [\n    {\n      format: 'esm',\n      dts: { bundle: { bundledPackages: ['tiny-dep'] } },\n      output: { autoExternal: { exclude: ['tiny-dep'] } },\n    },\n  ],\n}"),
    );
    expect(listed.ok, listed.output).toBe(true);
    expect(dtsOf(listed)).not.toContain(importsTinyDep);
    expect(dtsOf(listed)).toMatch(inlinesPoint);
  },
);

test('config/lib/dts: an object of externals for the node target leaves the JavaScript import but inlines the types', async () => {
  const files = {
    ...tinyDep,
    'rslib.config.ts': config("{\n  lib: [\n    {\n      format: 'esm',\n      dts: { bundle: true },\n      output: { externals: { 'tiny-dep': 'tiny-dep' } },\n    },\n  ],\n}"),
  };
  const packageJson = {name: 'example', version: '1.0.0', type: 'module', devDependencies: {'tiny-dep': '1.0.0'}};
  const node = await buildProject('misleading-dts-object-externals', files, {packageJson});
  expect(node.ok, node.output).toBe(true);
  expect(node.read('dist/index.js')).toContain('import { makePoint } from "tiny-dep";');
  expect(dtsOf(node)).not.toContain(importsTinyDep);
  expect(dtsOf(node)).toMatch(inlinesPoint);
  // For the web target the object is not wrapped in an array, and its keys count.
  const web = await buildVariant(node, 'web', config("{\n  lib: [\n    {\n      format: 'esm',\n      dts: { bundle: true },\n      output: { target: 'web', externals: { 'tiny-dep': 'tiny-dep' } },\n    },\n  ],\n}"));
  expect(web.ok, web.output).toBe(true);
  expect(web.read('dist/index.js')).toContain('import { makePoint } from "tiny-dep";');
  expect(dtsOf(web).startsWith(`${importsTinyDep}\n`)).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// config/lib/footer#placeholders: BannerPlugin fills in [name], except in bundleless CSS files

const toastSources = {
  'src/index.ts': "import './toast.css';\n\nexport const show = (msg: string) => console.log(msg);\n",
  'src/toast.css': '.toast {\n  position: fixed;\n}\n',
  'tsconfig.json': `${JSON.stringify({compilerOptions: {target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, skipLibCheck: true, types: []}, include: ['src']}, null, 2)}\n`,
};

describeExample({page: 'config/lib/footer', block: 'footer-placeholders', files: toastSources}, async (out) => {
  expect(out.ok, out.output).toBe(true);
  expect(distFiles(out)).toEqual(['dist/index.js', 'dist/toast.css']);
  expect(out.read('dist/index.js').trimEnd().endsWith('/* end of index */')).toBe(true);
  expect(out.read('dist/toast.css').trimEnd().endsWith('/* end of [name] */')).toBe(true);

  const bundled = await buildVariant(out, 'bundle', config("{\n  footer: {\n    js: '/* end of [name] */',\n    css: '/* end of [name] */',\n  },\n  lib: [{ format: 'esm', output: { target: 'web' } }],\n}"));
  expect(bundled.ok, bundled.output).toBe(true);
  expect(distFiles(bundled)).toEqual(['dist/index.css', 'dist/index.js']);
  expect(bundled.read('dist/index.js').trimEnd().endsWith('/* end of index */')).toBe(true);
  expect(bundled.read('dist/index.css').trimEnd().endsWith('/* end of index */')).toBe(true);

  // Declaration footers keep the brackets in both modes.
  for (const bundle of [true, false]) {
    const dts = await buildVariant(out, `dts-${bundle}`, config(`{\n  footer: { dts: '// end of [name]' },\n  lib: [{ format: 'esm', bundle: ${bundle}, dts: true, output: { target: 'web' } }],\n}`));
    expect(dts.ok, dts.output).toBe(true);
    expect(dts.read('dist/index.d.ts').trimEnd().endsWith('// end of [name]')).toBe(true);
  }
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/server: two server options reach `rslib build`; publicDir has its own example on the
// page (server-public-dir), base is checked here

test('config/rsbuild/server: server.base becomes the asset prefix of a umd build, not of esm', async () => {
  // A PNG signature and enough bytes to stay above Rsbuild's 4096-byte inline limit.
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({length: 6000}, (_, i) => (i * 7) % 251)]);
  const files = {
    'src/logo.png': png,
    'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
    'src/index.ts': "import logo from './logo.png';\n\nexport const url = logo;\n",
  };
  const umd = await buildProject('misleading-server-base', {...files, 'rslib.config.ts': config("{\n  lib: [{ format: 'umd', umdName: 'Logo', output: { target: 'web' } }],\n  server: { base: '/cdn' },\n}")});
  expect(umd.ok, umd.output).toBe(true);
  expect(distFiles(umd)).toEqual(['dist/index.js', 'dist/static/image/logo.png']);
  expect(umd.read('dist/index.js')).toContain('"/cdn/"');
  const esm = await buildVariant(umd, 'esm', config("{\n  lib: [{ format: 'esm', output: { target: 'web' } }],\n  server: { base: '/cdn' },\n}"));
  expect(esm.ok, esm.output).toBe(true);
  expect(esm.read('dist/index.js')).not.toContain('/cdn');
  expect(esm.read('dist/index.js')).toContain('./static/image/logo.png');
});
