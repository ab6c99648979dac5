// Output claims of the guide pages (tsc migration, environment variables, assets, JSON/YAML types,
// the features FAQ): the marked blocks of the pages, and small projects for statements in prose.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {buildProject, describeExample, repoRoot, rslibBin, rslibEnv, runNode, distFiles} from './harness';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// ---------------------------------------------------------------------------------------------
// guide/migration/tsc

const tscSources = {
  'src/index.ts': "export { clamp, sum } from './math.js';\n",
  'src/math.ts':
    'export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);\n\n' +
    'export function clamp(value: number, min: number, max: number): number {\n' +
    '  return Math.min(Math.max(value, min), max);\n}\n',
  'src/math.test.ts': "import { sum } from './math.js';\n\nexport const total = sum([1, 2]);\n",
  'tsconfig.json': json({
    compilerOptions: {
      target: 'ES2020',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      rootDir: 'src',
      outDir: 'dist',
      declaration: true,
      declarationMap: true,
      strict: true,
      skipLibCheck: true,
    },
    include: ['src'],
  }),
};

// A build tsconfig that includes all of src: the negated entry pattern keeps the test out of the
// JavaScript only, and its declaration is still written.
describeExample(
  {
    page: 'guide/migration/tsc',
    block: 'custom-dirs',
    files: {...tscSources, 'tsconfig.build.json': json({extends: './tsconfig.json', compilerOptions: {declarationDir: 'types'}})},
  },
  (out) => {
    expect(out.ok).toBe(true);
    const files = out.files();
    expect(files).toContain('lib/index.js');
    expect(files).toContain('lib/math.js');
    expect(files).not.toContain('lib/math.test.js');
    expect(files).toContain('types/index.d.ts');
    expect(files).toContain('types/math.test.d.ts');
  },
);

// The tsconfig.build.json shown on the page: no test file left in lib or types.
describeExample(
  {
    page: 'guide/migration/tsc',
    block: 'custom-dirs',
    files: {
      ...tscSources,
      'tsconfig.build.json': json({
        extends: './tsconfig.json',
        compilerOptions: {declarationDir: 'types'},
        include: ['src'],
        exclude: ['src/**/*.test.ts'],
      }),
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    const files = out.files();
    expect(files).toContain('lib/math.js');
    expect(files).toContain('types/math.d.ts');
    expect(files.filter((f) => f.includes('math.test'))).toEqual([]);
  },
);

// `jsx` and `jsxImportSource` of the tsconfig reach the declarations, not the JavaScript.
test('guide/migration/tsc: tsconfig JSX settings only reach the declaration files', async () => {
  const out = await buildProject('guide-tsc-jsx', {
    'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'esm', bundle: false, dts: true }] });\n",
    'tsconfig.json': json({
      compilerOptions: {jsx: 'react-jsx', jsxImportSource: 'solid-js', strict: true, skipLibCheck: true, types: []},
      include: ['src'],
    }),
    'src/index.tsx': 'export const App = () => <div>hi</div>;\n',
  });
  expect(out.ok, out.output).toBe(true);
  const js = out.read('dist/index.js');
  expect(js).toContain('React.createElement("div"');
  expect(js).not.toContain('jsx-runtime');
  expect(out.read('dist/index.d.ts')).toContain('import("solid-js/jsx-runtime").JSX.Element');
});

// ---------------------------------------------------------------------------------------------
// guide/advanced/env-vars

const modeModule =
  'export function getMode(): string {\n  return import.meta.env.MODE;\n}\n\n' +
  "export function isProduction(): boolean {\n  return process.env.NODE_ENV === 'production';\n}\n";
const envLookups =
  'export const base = process.env.BASE_URL;\n' +
  'export const assetPrefix = process.env.ASSET_PREFIX;\n' +
  'export const apiKey = process.env.API_KEY;\n' +
  'export const flag = import.meta.env.ACME_FLAG;\n';
// A UMD file is CommonJS for Node.js, so these packages have no "type": "module".
const commonjsPackage = {name: 'example', version: '1.0.0'};

test('guide/advanced/env-vars: what a umd build replaces', async () => {
  const out = await buildProject(
    'guide-env-umd',
    {
      'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'umd', umdName: 'AcmeWidget' }] });\n",
      'src/index.ts': modeModule + envLookups,
    },
    {packageJson: commonjsPackage},
  );
  expect(out.ok, out.output).toBe(true);
  const code = out.read('dist/index.js');
  expect(code).toContain('return "production";');
  expect(code).toContain('return true;');
  expect(code).not.toContain('NODE_ENV');
  expect(code).toContain('const base = "/";');
  expect(code).toContain('const assetPrefix = "";');
  expect(code).toContain('const apiKey = process.env.API_KEY;');
  const printed = runNode(
    out.dir,
    "const m = require('./dist/index.js'); console.log(JSON.stringify([m.getMode(), m.isProduction(), m.base, m.assetPrefix, m.flag === undefined]));",
    'commonjs',
  );
  expect(printed.trim()).toBe('["production",true,"/","",true]');
});

test('guide/advanced/env-vars: ASSET_PREFIX follows output.assetPrefix without its trailing slash', async () => {
  const out = await buildProject(
    'guide-env-umd-prefix',
    {
      'rslib.config.ts':
        "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n" +
        "  lib: [{ format: 'umd', umdName: 'AcmeWidget' }],\n  output: { assetPrefix: 'https://cdn.example.com/widget/' },\n});\n",
      'src/index.ts': envLookups,
    },
    {packageJson: commonjsPackage},
  );
  expect(out.ok, out.output).toBe(true);
  expect(out.read('dist/index.js')).toContain('const assetPrefix = "https://cdn.example.com/widget";');
});

describeExample(
  {page: 'guide/advanced/env-vars', block: 'env-umd-node-env', files: {'src/index.ts': modeModule}, packageJson: commonjsPackage},
  (out) => {
    expect(out.ok).toBe(true);
    const code = out.read('dist/index.js');
    expect(code).toContain("return 'production' === process.env.NODE_ENV;");
    expect(code).toContain('return "production";');
  },
);

// The persistent cache misses a replacement that is new for a cached module.
test('guide/advanced/env-vars: a first .env file is ignored until the cache is deleted', async () => {
  const out = await buildProject('guide-env-cache', {
    'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'esm' }] });\n",
    'src/index.ts': 'export const apiUrl = process.env.PUBLIC_API_URL;\n',
  });
  expect(out.ok, out.output).toBe(true);
  expect(out.read('dist/index.js')).toContain('const apiUrl = process.env.PUBLIC_API_URL;');
  const rebuild = () => {
    const result = spawnSync(process.execPath, [rslibBin, 'build'], {cwd: out.dir, env: rslibEnv, encoding: 'utf8'});
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    return out.read('dist/index.js');
  };
  fs.writeFileSync(path.join(out.dir, '.env'), 'PUBLIC_API_URL=https://api.example.com\n');
  expect(rebuild()).toContain('const apiUrl = process.env.PUBLIC_API_URL;');
  // Once the module uses the key, a changed value is noticed.
  fs.rmSync(path.join(out.dir, 'node_modules/.cache'), {recursive: true, force: true});
  expect(rebuild()).toContain('const apiUrl = "https://api.example.com";');
  fs.writeFileSync(path.join(out.dir, '.env'), 'PUBLIC_API_URL=https://api2.example.com\n');
  expect(rebuild()).toContain('const apiUrl = "https://api2.example.com";');
});

// An option computed from an environment variable does not start a fresh cache either.
test('guide/advanced/env-vars: an option read from the environment can give stale, broken output', async () => {
  const out = await buildProject('guide-env-cache-option', {
    'rslib.config.ts':
      "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'esm', bundle: process.env.BUNDLE === '1' }] });\n",
    'src/locales.json': '{ "en": { "greeting": "Hello" } }\n',
    'src/index.ts': "import locales from './locales.json';\n\nexport const greeting = locales.en.greeting;\n",
  });
  expect(out.ok, out.output).toBe(true);
  expect(distFiles(out.files())).toEqual(['dist/index.js', 'dist/locales.js']);
  const bundleBuild = () => {
    fs.rmSync(path.join(out.dir, 'dist'), {recursive: true, force: true});
    const result = spawnSync(process.execPath, [rslibBin, 'build'], {cwd: out.dir, env: {...rslibEnv, BUNDLE: '1'}, encoding: 'utf8'});
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  };
  // Bundle mode, but the cached bundleless module is reused: it imports a file nobody wrote.
  bundleBuild();
  expect(distFiles(out.files())).toEqual(['dist/index.js']);
  expect(out.read('dist/index.js')).toContain('from "./locales.js"');
  expect(runNode(out.dir, "import('./dist/index.js').catch((e) => console.log(e.code));", 'commonjs')).toContain('ERR_MODULE_NOT_FOUND');
  // Without the cache the same command gives a real bundle.
  fs.rmSync(path.join(out.dir, 'node_modules/.cache'), {recursive: true, force: true});
  bundleBuild();
  expect(out.read('dist/index.js')).not.toContain('./locales.js');
  expect(runNode(out.dir, "import('./dist/index.js').then((m) => console.log(m.greeting));", 'commonjs')).toContain('Hello');
});

test('guide/advanced/env-vars: performance.buildCache: false follows the environment', async () => {
  const out = await buildProject('guide-env-no-cache', {
    'rslib.config.ts':
      "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm' }],\n  performance: { buildCache: false },\n});\n",
    'src/index.ts': 'export const apiUrl = process.env.PUBLIC_API_URL;\n',
  });
  expect(out.ok, out.output).toBe(true);
  fs.writeFileSync(path.join(out.dir, '.env'), 'PUBLIC_API_URL=https://api.example.com\n');
  const result = spawnSync(process.execPath, [rslibBin, 'build'], {cwd: out.dir, env: rslibEnv, encoding: 'utf8'});
  expect(result.status).toBe(0);
  expect(out.read('dist/index.js')).toContain('const apiUrl = "https://api.example.com";');
});

// ---------------------------------------------------------------------------------------------
// guide/advanced/json-files: the preset types declare YAML and TOML imports (no plugin needed to
// type-check, so this runs the TypeScript compiler only).

test('guide/advanced/json-files: @rslib/core/types types *.yaml, *.yml and *.toml as Record<string, any>', () => {
  const dir = path.join(repoRoot, 'node_modules/.cache/examples/guide-yaml-types');
  fs.rmSync(dir, {recursive: true, force: true});
  const files: Record<string, string> = {
    'tsconfig.json': json({
      compilerOptions: {target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, types: []},
      include: ['src'],
    }),
    'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
    // Each value read from the data is `any`: assigning it to unrelated types compiles.
    'src/index.ts':
      "import theme from './theme.yaml';\nimport other from './other.yml';\nimport limits from './limits.toml';\n\n" +
      'export const a: string = theme.limits.maxItems;\nexport const b: boolean = other.x;\nexport const c: number[] = limits.limits;\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  }
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  const withPreset = spawnSync(process.execPath, [tsc, '-p', dir], {encoding: 'utf8'});
  expect(withPreset.stdout + withPreset.stderr).toBe('');
  expect(withPreset.status).toBe(0);
  // Without the reference, the same imports are unknown modules.
  fs.writeFileSync(path.join(dir, 'src/env.d.ts'), 'export {};\n');
  const without = spawnSync(process.execPath, [tsc, '-p', dir], {encoding: 'utf8'});
  expect(without.stdout).toContain("TS2307: Cannot find module './theme.yaml'");
});

// ---------------------------------------------------------------------------------------------
// guide/faq/exceptions#stale-build-cache: a flag changes the options, not the config file.

test('guide/faq/exceptions: rslib build after rslib build --no-bundle reuses bundleless modules', async () => {
  const bundleConfig = "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'esm' }] });\n";
  const out = await buildProject(
    'guide-faq-stale-cache',
    {
      'rslib.config.ts': bundleConfig,
      'rslib.bundleless.config.ts':
        "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'esm', bundle: false }] });\n",
      'src/locales.json': '{ "en": { "greeting": "Hello" } }\n',
      'src/index.ts': "import locales from './locales.json';\n\nexport const greeting = locales.en.greeting;\n",
    },
    {args: ['build', '--no-bundle']},
  );
  expect(out.ok, out.output).toBe(true);
  expect(distFiles(out.files())).toEqual(['dist/index.js', 'dist/locales.js']);
  const build = (...args: string[]) => {
    fs.rmSync(path.join(out.dir, 'dist'), {recursive: true, force: true});
    const result = spawnSync(process.execPath, [rslibBin, 'build', ...args], {cwd: out.dir, env: rslibEnv, encoding: 'utf8'});
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    return runNode(out.dir, "import('./dist/index.js').then((m) => console.log(m.greeting), (e) => console.log(e.code));", 'commonjs');
  };
  expect(build()).toContain('ERR_MODULE_NOT_FOUND');
  expect(distFiles(out.files())).toEqual(['dist/index.js']);
  // Variants in separate config files do not mix.
  expect(build('-c', 'rslib.bundleless.config.ts')).toContain('Hello');
  expect(distFiles(out.files())).toEqual(['dist/index.js', 'dist/locales.js']);
  expect(build()).toContain('Hello');
  expect(distFiles(out.files())).toEqual(['dist/index.js']);
});

// ---------------------------------------------------------------------------------------------
// guide/advanced/assets#new-url-variable

const iconFiles = {
  'src/icons/moon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>moon</title></svg>\n',
  'src/icons/star.svg': '<svg xmlns="http://www.w3.org/2000/svg"><title>star</title></svg>\n',
};
const iconTemplate =
  'export function iconUrl(name: string): string {\n  return new URL(`./icons/${name}.svg`, import.meta.url).href;\n}\n';

describeExample(
  {
    page: 'guide/advanced/assets',
    block: 'new-url-variable',
    files: {
      ...iconFiles,
      'src/index.ts':
        "const icons = {\n  moon: new URL('./icons/moon.svg', import.meta.url),\n  star: new URL('./icons/star.svg', import.meta.url),\n};\n\n" +
        'export type IconName = keyof typeof icons;\n\n' +
        'export function iconUrl(name: IconName): string {\n  return icons[name].href;\n}\n',
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(distFiles(out.files())).toEqual(['dist/index.js', 'dist/static/svg/moon.svg', 'dist/static/svg/star.svg']);
    const code = out.read('dist/index.js');
    expect(code).toContain('moon: new URL("./static/svg/moon.svg", import.meta.url)');
    expect(code).toContain('return icons[name].href;');
    expect(runNode(out.dir, "import('./dist/index.js').then((m) => console.log(m.iconUrl('star')));", 'commonjs')).toMatch(
      /^file:\/\/.*\/dist\/static\/svg\/star\.svg\n$/,
    );
  },
);

test('guide/advanced/assets: a new URL() with a template is broken in Node.js and through a bundler', async () => {
  const lib = await buildProject('guide-assets-url-template', {
    ...iconFiles,
    'src/index.ts': iconTemplate,
    'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'esm' }] });\n",
  });
  expect(lib.ok, lib.output).toBe(true);
  expect(distFiles(lib.files())).toEqual(['dist/index.js', 'dist/static/svg/moon.svg', 'dist/static/svg/star.svg']);
  const code = lib.read('dist/index.js');
  expect(code).toContain('import moon from "./static/svg/moon.svg";');
  expect(code).toMatch(/\(`\.\/\$\{name\}\.svg`\)\.href/);
  expect(runNode(lib.dir, "import('./dist/index.js').then((m) => console.log(m.iconUrl('star')), (e) => console.log(e.code));", 'commonjs')).toBe(
    'ERR_UNKNOWN_FILE_EXTENSION\n',
  );
  // An application bundles the library output: every import becomes a URL string, .href is undefined.
  const appDir = `${lib.dir}-app`;
  fs.rmSync(appDir, {recursive: true, force: true});
  fs.mkdirSync(path.join(appDir, 'src'), {recursive: true});
  fs.cpSync(path.join(lib.dir, 'dist'), path.join(appDir, 'lib'), {recursive: true});
  fs.writeFileSync(path.join(appDir, 'package.json'), json({name: 'app', version: '1.0.0', type: 'module'}));
  fs.writeFileSync(path.join(appDir, 'src/index.ts'), "import { iconUrl } from '../lib/index.js';\n\nconsole.log(String(iconUrl('star')));\n");
  fs.writeFileSync(
    path.join(appDir, 'rsbuild.config.ts'),
    "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n" +
      "  source: { entry: { index: './src/index.ts' } },\n  output: { target: 'node' },\n});\n",
  );
  const rsbuild = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
    cwd: appDir,
    env: rslibEnv,
    encoding: 'utf8',
  });
  expect(rsbuild.status, `${rsbuild.stdout}${rsbuild.stderr}`).toBe(0);
  expect(runNode(appDir, "import('./dist/index.js');", 'commonjs')).toBe('undefined\n');
});

test('guide/advanced/assets: a template behind rspackIgnore works with the folder copied', async () => {
  const out = await buildProject('guide-assets-url-template-ignored', {
    ...iconFiles,
    'src/index.ts': iconTemplate.replace('new URL(`', 'new URL(/* rspackIgnore: true */ `'),
    'rslib.config.ts':
      "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm' }],\n" +
      "  output: { copy: [{ from: './src/icons', to: 'icons' }] },\n});\n",
  });
  expect(out.ok, out.output).toBe(true);
  expect(distFiles(out.files())).toEqual(['dist/icons/moon.svg', 'dist/icons/star.svg', 'dist/index.js']);
  expect(out.read('dist/index.js')).toContain('new URL(`./icons/${name}.svg`, import.meta.url)');
  expect(runNode(out.dir, "import('./dist/index.js').then((m) => console.log(m.iconUrl('moon')));", 'commonjs')).toMatch(
    /^file:\/\/.*\/dist\/icons\/moon\.svg\n$/,
  );
});

// ---------------------------------------------------------------------------------------------
// guide/faq/features#modify-environment-config: what modifyRsbuildConfig receives.

test('guide/faq/features: modifyRsbuildConfig sees Rsbuild defaults at the top level, the real values per environment', async () => {
  const out = await buildProject('guide-faq-modify-rsbuild-config', {
    'src/index.ts': 'export const answer = 42;\n',
    'rslib.config.ts':
      "import { defineConfig, type RsbuildPlugin } from '@rslib/core';\n\n" +
      'const pluginReport: RsbuildPlugin = {\n  name: "report",\n  setup(api) {\n' +
      '    api.modifyRsbuildConfig((config) => {\n' +
      '      const esm = config.environments?.esm?.output;\n' +
      '      console.log("REPORT " + JSON.stringify({\n' +
      '        sections: ["source", "output", "tools", "performance"].every((key) => key in config),\n' +
      '        target: config.output?.target, filenameHash: config.output?.filenameHash, minify: config.output?.minify,\n' +
      '        environments: Object.keys(config.environments ?? {}), esmTarget: esm?.target, esmMinify: esm?.minify, esmHash: esm?.filenameHash,\n' +
      '      }));\n    });\n  },\n};\n\n' +
      "export default defineConfig({\n  lib: [{ format: 'esm' }, { format: 'cjs' }],\n  output: { minify: true },\n  plugins: [pluginReport],\n});\n",
  });
  expect(out.ok, out.output).toBe(true);
  const line = out.stdout.split('\n').find((l) => l.startsWith('REPORT '));
  expect(JSON.parse(line!.slice('REPORT '.length))).toEqual({
    sections: true,
    target: 'web',
    filenameHash: true,
    environments: ['esm', 'cjs'],
    esmTarget: 'node',
    esmMinify: true,
    esmHash: false,
  });
});

// ---------------------------------------------------------------------------------------------
// guide/faq/features#keep-module-variables

const placeholderSource =
  'declare const WEBPACK_HASH: string;\ndeclare let WEBPACK_PUBLIC_PATH: string;\ndeclare let WEBPACK_NONCE: string;\n\n' +
  'export const buildHash = (): string => WEBPACK_HASH;\n' +
  'export function setAssetBase(base: string): void {\n  WEBPACK_PUBLIC_PATH = base;\n}\n' +
  'export function setNonce(nonce: string): void {\n  WEBPACK_NONCE = nonce;\n}\n';

test('guide/faq/features: module variables are compiled into the library runtime by default', async () => {
  const out = await buildProject('guide-faq-module-variables', {
    'src/index.ts':
      'declare const __webpack_hash__: string;\ndeclare let __webpack_public_path__: string;\n\n' +
      'export const buildHash = (): string => __webpack_hash__;\n' +
      'export function setAssetBase(base: string): void {\n  __webpack_public_path__ = base;\n}\n',
    'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'esm' }] });\n",
  });
  expect(out.ok, out.output).toBe(true);
  const code = out.read('dist/index.js');
  expect(code).toMatch(/__webpack_require__\.h = \(\)=>"[0-9a-f]{16}";/);
  expect(code).toContain('const buildHash = ()=>__webpack_require__.h();');
  expect(code).toContain('__webpack_require__.p = base;');
  expect(code).not.toContain('__webpack_hash__');
  expect(code).not.toContain('__webpack_public_path__');
});

describeExample({page: 'guide/faq/features', block: 'keep-module-variables', files: {'src/index.ts': placeholderSource}}, (out) => {
  expect(out.ok).toBe(true);
  const esm = out.read('dist/index.js');
  expect(esm).toContain('const buildHash = ()=>__webpack_hash__;');
  expect(esm).toContain('__webpack_public_path__ = base;');
  expect(esm).toContain('__webpack_nonce__ = nonce;');
  expect(esm).not.toContain('__webpack_require__');
  const cjs = out.read('dist/index.cjs');
  for (const name of ['__webpack_hash__;', '__webpack_public_path__ = base;', '__webpack_nonce__ = nonce;']) expect(cjs).toContain(name);
});

test('guide/faq/features: a placeholder for __webpack_require__ breaks a build with a dynamic import', async () => {
  const out = await buildProject('guide-faq-module-variables-require', {
    'src/lazy.ts': 'export const lazyValue = 1;\n',
    'src/index.ts':
      'declare const WEBPACK_REQUIRE: unknown;\n\nexport const runtime = () => WEBPACK_REQUIRE;\n' +
      "export const loadLazy = () => import('./lazy');\n",
    'rslib.config.ts':
      "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm' }],\n" +
      "  source: { define: { WEBPACK_REQUIRE: '__webpack_require__' } },\n});\n",
  });
  expect(out.ok).toBe(false);
  expect(out.output).toMatch(/chunk \S+ should have at least one file/);
});

// guide/advanced/assets#inlining-small-files: ?raw and ?inline in bundleless output.
test('guide/advanced/assets: bundleless output drops ?raw and ?inline, dataUriLimit still applies', async () => {
  const out = await buildProject('guide-assets-bundleless-queries', {
    'src/icons/check.svg': '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>\n',
    'src/index.ts': "import checkMarkup from './icons/check.svg?raw';\n\nexport { checkMarkup };\n",
    'rslib.config.ts':
      "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm', bundle: false }],\n" +
      '  output: { dataUriLimit: { svg: 4096 } },\n});\n',
  });
  expect(out.ok, out.output).toBe(true);
  expect(out.read('dist/index.js')).toContain('from "./icons/check.js"');
  expect(out.read('dist/index.js')).not.toContain('<svg');
  expect(out.read('dist/icons/check.js')).toContain('"data:image/svg+xml;base64,');
});
