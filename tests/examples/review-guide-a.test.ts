// Claims of the guide pages under start/, basic/, solution/ and faq/ that a build decides: the
// IIFE entry without exports, the defaults that the `mf` format does not share, the Vue output,
// the file trees of bundle and bundleless mode, the shebang of a CLI, and more.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {buildProject, buildVariant, describeExample, rslibBin, rslibEnv, runNode} from './harness';

const jsFiles = (files: string[]) => files.filter((f) => f.startsWith('dist/'));
/** Throws a SyntaxError when `file` is not a valid classic script. */
const checkScript = (dir: string, file: string) =>
  runNode(dir, `new (require('node:vm').Script)(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8')); console.log('valid script');`, 'commonjs');

// ---------------------------------------------------------------------------------------------
// guide/basic/output-format: IIFE

const iifeSource =
  "import Emitter from 'tiny-emitter';\n\nconst bus = new Emitter();\n" +
  '// IIFE output exposes nothing by itself, so publish the API explicitly.\n' +
  '(globalThis as Record<string, unknown>).pageBus = bus;\n';
const iifeFiles = {
  'src/index.ts': iifeSource,
  'src/env.d.ts': "declare module 'tiny-emitter' {\n  export default class Emitter {}\n}\n",
};

describeExample({page: 'guide/basic/output-format', block: 'iife-global', files: iifeFiles}, async (out) => {
  expect(out.ok).toBe(true);
  expect(jsFiles(out.files())).toEqual(['dist/browser/index.js']);
  const js = out.read('dist/browser/index.js');
  // One function expression around everything, the external read from globalThis.
  expect(js.startsWith('(()=>{')).toBe(true);
  expect(js.trimEnd().endsWith('})();')).toBe(true);
  expect(js).toContain('= globalThis.TinyEmitter;');
  expect(js).toContain('globalThis.pageBus = bus;');
  expect(js).not.toMatch(/\bexport\b/);
  expect(checkScript(out.dir, 'dist/browser/index.js')).toContain('valid script');

  // An entry with exports: the default minifier stops the build...
  const withExport = {'src/index.ts': `${iifeSource}export const version = '1.0.0';\nexport type { Emitter };\nimport type Emitter2 from 'tiny-emitter';\ntype Emitter = Emitter2;\n`};
  const config = out.read('rslib.config.ts');
  const failed = await buildVariant(out, 'with-export', config, withExport);
  expect(failed.ok).toBe(false);
  expect(failed.output).toContain("JavaScript parse error: 'import', and 'export' cannot be used outside of module code");
  // ...and without minification the build passes but the file is not a valid script.
  const unminified = await buildVariant(out, 'with-export-unminified', config.replace("target: 'web',", "target: 'web',\n        minify: false,"), withExport);
  expect(unminified.ok).toBe(true);
  const code = unminified.read('dist/browser/index.js');
  expect(code).toMatch(/export \{ \w+ as version \};\n\}\)\(\)/);
  expect(checkScript(unminified.dir, 'dist/browser/index.js')).toContain('SyntaxError');
  // The type-only export is removed before bundling and causes no harm by itself.
  const typeOnly = await buildVariant(out, 'type-only-export', config, {
    'src/index.ts': `${iifeSource}export type { Options } from './options';\n`,
    'src/options.ts': 'export interface Options {\n  debug: boolean;\n}\n',
  });
  expect(typeOnly.ok).toBe(true);
  expect(checkScript(typeOnly.dir, 'dist/browser/index.js')).toContain('valid script');
});

// ---------------------------------------------------------------------------------------------
// guide/basic/configure-rslib: the `mf` format keeps hashes and compacts its JavaScript; the
// `environments` key is ignored.

test('guide/basic/configure-rslib: mf output keeps content hashes and removes whitespace, unlike esm', async () => {
  const out = await buildProject('review-guide-a-mf-defaults', {
    'src/index.ts': 'export const answer = 42;\n',
    'src/Button.ts': "export const Button = () => 'button';\n",
    'rslib.config.ts':
      "import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';\n" +
      "import { defineConfig } from '@rslib/core';\n\n" +
      'export default defineConfig({\n  lib: [\n    { format: \'esm\' },\n' +
      "    {\n      format: 'mf',\n      output: { distPath: './dist/mf' },\n" +
      "      plugins: [pluginModuleFederation({ name: 'acme_buttons', exposes: { './Button': './src/Button.ts' } })],\n    },\n  ],\n});\n",
  });
  expect(out.ok, out.output).toBe(true);
  const files = out.files();
  expect(files).toContain('dist/index.js');
  const mfJs = files.filter((f) => f.startsWith('dist/mf/') && f.endsWith('.js'));
  expect(mfJs.length).toBeGreaterThan(1);
  for (const file of mfJs) expect(file).toMatch(/\.[0-9a-f]{10}\.js$/);
  expect(files).toContain('dist/mf/mf-manifest.json');
  const exposedFile = mfJs.find((f) => f.includes('__federation_expose_Button'))!;
  expect(out.read('dist/mf/mf-manifest.json')).toContain(path.basename(exposedFile));
  // Whitespace removed, names kept.
  const exposed = out.read(exposedFile);
  expect(exposed).toContain('const Button=()=>"button"');
  expect(out.read('dist/index.js')).toContain('const answer = 42;');
});

test('guide/basic/configure-rslib: a top-level environments key is ignored without a warning', async () => {
  const out = await buildProject('review-guide-a-environments', {
    'src/index.ts': 'export const answer = 42;\n',
    'rslib.config.ts':
      "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm' }],\n" +
      "  environments: { extra: { output: { distPath: './dist/extra' } } },\n});\n",
  });
  expect(out.ok, out.output).toBe(true);
  expect(jsFiles(out.files())).toEqual(['dist/index.js']);
  expect(out.output).not.toMatch(/warn|environments/);
});

// ---------------------------------------------------------------------------------------------
// guide/basic/output-structure: the bundle and bundleless trees of the example sources

const structureSources = {
  'tsconfig.json': `${JSON.stringify({compilerOptions: {strict: true, module: 'ESNext', moduleResolution: 'bundler', target: 'ES2022', rootDir: 'src', skipLibCheck: true, isolatedModules: true}, include: ['src']}, null, 2)}\n`,
  'src/index.ts':
    "import './styles.css';\nimport check from './icons/check.svg';\n\nexport { format } from './format';\nexport { parse } from './parse';\nexport const icon: string = check;\n",
  'src/format.ts': 'export const format = (value: string): string => value.trim();\n',
  'src/parse.ts': 'export const parse = (value: string): number => Number(value);\n',
  'src/styles.css': '.root {\n  color: teal;\n}\n',
  'src/icons/check.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M1 4l2 2 4-4"/></svg>\n',
  'src/env.d.ts': "declare module '*.svg' {\n  const url: string;\n  export default url;\n}\n",
};
const structureConfig = (bundle: boolean) =>
  "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n" +
  `  lib: [{ format: 'esm', dts: true${bundle ? '' : ', bundle: false'} }],\n  output: { target: 'web' },\n});\n`;

test('guide/basic/output-structure: bundle mode tree', async () => {
  const out = await buildProject('review-guide-a-structure-bundle', {...structureSources, 'rslib.config.ts': structureConfig(true)});
  expect(out.ok, out.output).toBe(true);
  expect(jsFiles(out.files())).toEqual([
    'dist/format.d.ts',
    'dist/index.css',
    'dist/index.d.ts',
    'dist/index.js',
    'dist/parse.d.ts',
    'dist/static/svg/check.svg',
  ]);
  const js = out.read('dist/index.js');
  expect(js).not.toContain('.css');
  expect(js).toContain('from "./static/svg/check.svg"');
  expect(js).toContain('const format = ');
});

test('guide/basic/output-structure: bundleless mode tree', async () => {
  const out = await buildProject('review-guide-a-structure-bundleless', {...structureSources, 'rslib.config.ts': structureConfig(false)});
  expect(out.ok, out.output).toBe(true);
  expect(jsFiles(out.files())).toEqual([
    'dist/format.d.ts',
    'dist/format.js',
    'dist/icons/check.js',
    'dist/index.d.ts',
    'dist/index.js',
    'dist/parse.d.ts',
    'dist/parse.js',
    'dist/static/svg/check.svg',
    'dist/styles.css',
  ]);
  const js = out.read('dist/index.js');
  expect(js).toContain('import "./styles.css";');
  expect(js).toContain('from "./icons/check.js"');
  expect(js).toContain('from "./format.js"');
  expect(out.read('dist/icons/check.js')).toContain('from "../static/svg/check.svg"');
});

// guide/start/glossary, guide/basic/typescript: an unmarked re-export of a type in bundleless mode.
test('guide/basic/typescript: an unmarked type re-export fails at run time in bundleless output', async () => {
  const files = {
    'src/types.ts': 'export interface Options {\n  debug: boolean;\n}\nexport const defaults = { debug: false };\n',
    'src/index.ts': "export { Options, defaults } from './types';\n",
    'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm', bundle: false }],\n});\n",
  };
  const out = await buildProject('review-guide-a-type-reexport', files);
  expect(out.ok, out.output).toBe(true);
  expect(out.read('dist/index.js')).toContain('export { Options, defaults } from "./types.js";');
  expect(runNode(out.dir, "import('./dist/index.js').then(() => console.log('loaded'), (e) => console.log(e.message))", 'module')).toContain(
    "does not provide an export named 'Options'",
  );
  const marked = await buildVariant(out, 'marked', files['rslib.config.ts'], {
    'src/index.ts': "export type { Options } from './types';\nexport { defaults } from './types';\n",
  });
  expect(marked.ok).toBe(true);
  expect(runNode(marked.dir, "import('./dist/index.js').then((m) => console.log(Object.keys(m).join()), (e) => console.log(e.message))", 'module').trim()).toBe('defaults');
});

// ---------------------------------------------------------------------------------------------
// guide/basic/cli: a second `rslib inspect` keeps the first Rspack file and writes another

test('guide/basic/cli: inspect writes a timestamped Rspack config next to an existing one', async () => {
  const out = await buildProject(
    'review-guide-a-inspect-twice',
    {
      'src/index.ts': 'export const answer = 42;\n',
      'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm' }],\n});\n",
    },
    {args: ['inspect']},
  );
  expect(out.ok, out.output).toBe(true);
  expect(fs.readdirSync(path.join(out.dir, 'dist/.rsbuild')).sort()).toEqual(['rsbuild.config.mjs', 'rslib.config.mjs', 'rspack.config.esm.mjs']);
  const second = spawnSync(process.execPath, [rslibBin, 'inspect'], {cwd: out.dir, env: rslibEnv, encoding: 'utf8'});
  expect(second.status).toBe(0);
  const names = fs.readdirSync(path.join(out.dir, 'dist/.rsbuild')).sort();
  expect(names).toHaveLength(4);
  expect(names.filter((n) => /^rspack\.config\.esm\.\d+\.mjs$/.test(n))).toHaveLength(1);
});

// ---------------------------------------------------------------------------------------------
// guide/solution/vue

const badgeVue = `<script setup lang="ts">
defineProps<{ label: string }>();
</script>

<template>
  <span class="badge">{{ label }}</span>
</template>

<style>
.badge {
  padding: 2px 6px;
  border-radius: 4px;
}
</style>
`;
const counterVue = `<script setup lang="ts">
import { ref } from 'vue';

const props = withDefaults(defineProps<{ start?: number; step?: number }>(), {
  start: 0,
  step: 1,
});
const emit = defineEmits<{ change: [value: number] }>();
const count = ref(props.start);

function increment() {
  count.value += props.step;
  emit('change', count.value);
}
</script>

<template>
  <button class="counter" type="button" @click="increment">{{ count }}</button>
</template>

<style scoped>
.counter {
  font-weight: bold;
}
</style>
`;
const vueFiles = {
  'src/components/Badge.vue': badgeVue,
  'src/components/Counter.vue': counterVue,
  'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
  'src/index.ts': "export { default as Badge } from './components/Badge.vue';\nexport { default as Counter } from './components/Counter.vue';\n",
};
const vuePackage = {name: 'example', version: '1.0.0', type: 'module', peerDependencies: {vue: '^3.5.0'}};

describeExample({page: 'guide/solution/vue', block: 'vue-bundleless', files: vueFiles, packageJson: vuePackage}, async (out) => {
  expect(out.ok).toBe(true);
  expect(jsFiles(out.files())).toEqual([
    'dist/components/Badge.css',
    'dist/components/Badge.js',
    'dist/components/Counter.css',
    'dist/components/Counter.js',
    'dist/index.js',
    'dist/rslib-runtime.js',
  ]);
  expect(out.read('dist/index.js')).toBe(
    'export { default as Badge } from "./components/Badge.js";\nexport { default as Counter } from "./components/Counter.js";\n',
  );
  const counter = out.read('dist/components/Counter.js');
  const [vueImport, cssImport, runtimeImport] = counter.split('\n');
  expect(vueImport).toBe('import { createElementBlock, defineComponent, openBlock, ref, toDisplayString } from "vue";');
  expect(cssImport).toBe('import "./Counter.css";');
  expect(runtimeImport).toBe('import { __webpack_require__ } from "../rslib-runtime.js";');
  expect(counter).toContain("__name: 'Counter'");
  expect(counter).toMatch(/'__scopeId',\s+"data-v-[0-9a-f]{8}"/);
  expect(out.read('dist/components/Counter.css')).toMatch(/\.counter\[data-v-[0-9a-f]{8}\] \{/);
  // No scoped style and <script setup>: neither the helper nor the runtime.
  const badge = out.read('dist/components/Badge.js');
  expect(badge).toContain('import "./Badge.css";');
  expect(badge).not.toContain('rslib-runtime');
  expect(badge).not.toContain('__webpack_require__');
  expect(out.read('dist/rslib-runtime.js')).not.toContain('vue');

  const config = out.read('rslib.config.ts');
  // Two components that need the helper: it moves into a chunk of its own that both import.
  const twoScoped = await buildVariant(out, 'two-scoped', config, {'src/components/Badge.vue': badgeVue.replace('<style>', '<style scoped>')});
  expect(twoScoped.ok).toBe(true);
  const extra = jsFiles(twoScoped.files()).filter((f) => /^dist\/[^/]+\.js$/.test(f) && !['dist/index.js', 'dist/rslib-runtime.js'].includes(f));
  expect(extra).toHaveLength(1);
  const chunk = path.basename(extra[0]);
  for (const file of ['dist/components/Badge.js', 'dist/components/Counter.js']) expect(twoScoped.read(file)).toContain(`import "../${chunk}";`);

  // Bundle mode: one JavaScript file and one stylesheet, which the JavaScript does not import.
  const bundleConfig = config.replace("{ format: 'esm', bundle: false }", "{ format: 'esm' }");
  expect(bundleConfig).not.toBe(config);
  const bundled = await buildVariant(out, 'bundle', bundleConfig);
  expect(bundled.ok).toBe(true);
  expect(jsFiles(bundled.files())).toEqual(['dist/index.css', 'dist/index.js']);
  const bundledJs = bundled.read('dist/index.js');
  expect(bundledJs).not.toContain('.css');
  expect(bundledJs).toContain('from "vue";');
  expect(Buffer.byteLength(bundledJs)).toBeLessThan(4000);
  // Without the peer dependency the Vue runtime is copied in.
  const noPeer = await buildVariant(out, 'bundle-no-peer', bundleConfig, {'package.json': `${JSON.stringify({name: 'example', version: '1.0.0', type: 'module'})}\n`});
  expect(noPeer.ok).toBe(true);
  expect(noPeer.read('dist/index.js')).not.toContain('from "vue"');
  expect(Buffer.byteLength(noPeer.read('dist/index.js'))).toBeGreaterThan(100_000);
});

describeExample(
  {
    page: 'guide/solution/vue',
    block: 'vue-sass',
    files: {
      ...vueFiles,
      'src/components/Badge.vue': badgeVue.replace('<style>\n.badge {\n  padding: 2px 6px;', '<style lang="scss">\n$pad: 6px;\n.badge {\n  padding: 2px $pad;\n  .icon { margin: 0; }'),
    },
    packageJson: vuePackage,
  },
  (out) => {
    expect(out.ok).toBe(true);
    const css = out.read('dist/components/Badge.css');
    expect(css).toContain('padding: 2px 6px;');
    expect(css).toContain('.badge .icon {');
    expect(css).not.toContain('$pad');
    expect(out.read('dist/components/Badge.js')).toContain('import "./Badge.css";');
  },
);

// ---------------------------------------------------------------------------------------------
// guide/faq/features (#cli-shebang), guide/solution/nodejs: the shebang of a CLI entry

const cliSources = {
  'src/cli.ts': "#!/usr/bin/env node\nimport { run } from './run';\n\nif (!import.meta.url.startsWith('file:')) process.exit(1);\nrun(process.argv.slice(2));\n",
  'src/run.ts': 'export const run = (args: string[]): void => {\n  console.log(`args: ${args.join(\' \')}`);\n};\n',
  'src/index.ts': "export { run } from './run';\n",
};
const cliConfig = (lib: string) =>
  `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [${lib}],\n` +
  "  source: { entry: { index: './src/index.ts', cli: './src/cli.ts' } },\n});\n";

test('guide/faq/features: the shebang stays first and the CLI is executable, with CommonJS shims too', async () => {
  const out = await buildProject('review-guide-a-cli-plain', {...cliSources, 'rslib.config.ts': cliConfig("{ format: 'esm' }, { format: 'cjs' }")});
  expect(out.ok, out.output).toBe(true);
  for (const file of ['dist/cli.js', 'dist/cli.cjs']) {
    expect(out.read(file).startsWith('#!/usr/bin/env node\n'), file).toBe(true);
    expect(fs.statSync(path.join(out.dir, file)).mode & 0o111, file).not.toBe(0);
  }
  // The CommonJS file got the import.meta.url shim below the shebang.
  expect(out.read('dist/cli.cjs').split('\n')[1]).toContain('__rslib_import_meta_url__');
  for (const file of ['dist/cli.js', 'dist/cli.cjs']) {
    const ran = spawnSync(path.join(out.dir, file), ['a', 'b'], {cwd: out.dir, encoding: 'utf8'});
    expect(ran.stdout, file).toBe('args: a b\n');
  }
});

test('guide/faq/features: a JS banner lands above the shebang and breaks the CLI', async () => {
  const out = await buildProject('review-guide-a-cli-banner', {...cliSources, 'rslib.config.ts': cliConfig("{ format: 'esm', banner: { js: '/*! acme */' } }")});
  expect(out.ok, out.output).toBe(true);
  const [first, second] = out.read('dist/cli.js').split('\n');
  expect(first).toBe('/*! acme */');
  expect(second).toBe('#!/usr/bin/env node');
  expect(fs.statSync(path.join(out.dir, 'dist/cli.js')).mode & 0o111).toBe(0);
  const ran = spawnSync(process.execPath, ['dist/cli.js'], {cwd: out.dir, encoding: 'utf8'});
  expect(ran.stderr).toContain('SyntaxError');
});

test('guide/faq/features: the ESM require shim lands above the shebang and fails the build', async () => {
  const out = await buildProject('review-guide-a-cli-require-shim', {
    ...cliSources,
    'rslib.config.ts': cliConfig("{ format: 'esm', shims: { esm: { require: true } } }"),
  });
  expect(out.ok).toBe(false);
  expect(out.output).toContain('JavaScript parse error: Expected ident');
});

// ---------------------------------------------------------------------------------------------
// guide/faq/exceptions (#require-not-defined): which require() calls stay in ESM output

test('guide/faq/exceptions: ESM output keeps only the require() calls Rslib cannot analyse', async () => {
  const out = await buildProject(
    'review-guide-a-require-esm',
    {
      'src/index.ts':
        'declare const require: { (id: string): unknown; resolve(id: string): string };\n' +
        "export const fixed = () => require('acme-colors');\n" +
        'export const computed = (name: string) => require(name);\n' +
        "export const where = () => require.resolve('acme-colors');\n",
      'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm' }],\n});\n",
    },
    {packageJson: {name: 'example', version: '1.0.0', type: 'module', dependencies: {'acme-colors': '^1.0.0'}}},
  );
  expect(out.ok, out.output).toBe(true);
  const js = out.read('dist/index.js');
  expect(js).toContain('import { createRequire as __rspack_createRequire } from "node:module";');
  expect(js).toMatch(/const fixed = \(\)=>__rspack_createRequire_require\("acme-colors"\);/);
  expect(js).toContain('const computed = (name)=>require(name);');
  expect(js).toContain("const where = ()=>require.resolve('acme-colors');");
  const result = runNode(out.dir, "import('./dist/index.js').then((m) => { try { m.computed('node:os'); } catch (e) { console.log(e.message); } })", 'module');
  expect(result).toContain('require is not defined');
});
