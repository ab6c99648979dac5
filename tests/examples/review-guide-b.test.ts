// Output claims of the advanced and migration guides and the JavaScript API pages that a review
// checked by building: asset imports kept in the output, same-named assets, isolated declarations
// and rootDir, the tsup conversion with its onSuccess plugin, external SWC helpers, an iife entry
// with exports, and when rslib.build({ watch: true }) resolves.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {buildProject, buildVariant, describeExample, languagesOf, pageFile, rslibEnv, distFiles} from './harness';

const config = (body: string) => `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig(${body});\n`;
const tsconfig = (extra: Record<string, unknown> = {}) =>
  `${JSON.stringify(
    {
      compilerOptions: {target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, skipLibCheck: true, types: [], ...extra},
      include: ['src'],
    },
    null,
    2,
  )}\n`;

// The code blocks titled `title` on a page (English and Chinese), to compare shown output with a build.
function shownBlocks(page: string, title: string): string[] {
  return languagesOf(page).flatMap((language) => {
    const text = fs.readFileSync(pageFile(page, language), 'utf8');
    return [...text.matchAll(/^```\w+ title="([^"]+)"[^\n]*\n([\s\S]*?)^```$/gm)].filter((m) => m[1] === title).map((m) => m[2]);
  });
}

// ---------------------------------------------------------------------------------------------
// guide/advanced/assets

const checkSvg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>\n';
// A few bytes that are not an SVG; the content does not matter, only the file.
const bannerPng = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const assetSource =
  "import checkIcon from './icons/check.svg';\nimport bannerImage from './images/banner.png';\n\nexport const assets = { checkIcon, bannerImage };\n";
const assetFiles = {
  'src/icons/check.svg': checkSvg,
  'src/images/banner.png': bannerPng,
  'src/index.ts': assetSource,
  'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
};

test('guide/advanced/assets: bundle mode keeps the asset imports, pointing at the emitted files', async () => {
  const out = await buildProject('review-b-assets-bundle', {...assetFiles, 'rslib.config.ts': config("{ lib: [{ format: 'esm' }, { format: 'cjs' }] }")});
  expect(out.ok, out.output).toBe(true);
  expect(distFiles(out.files())).toEqual(['dist/index.cjs', 'dist/index.js', 'dist/static/image/banner.png', 'dist/static/svg/check.svg']);
  // The page shows the whole ESM file.
  const esm = out.read('dist/index.js');
  const shown = shownBlocks('guide/advanced/assets', 'dist/index.js').filter((b) => b.includes('check_namespaceObject'));
  expect(shown).toHaveLength(2);
  for (const block of shown) expect(esm.trim()).toBe(block.trim());
  expect(out.read('dist/index.cjs')).toContain('require("./static/svg/check.svg")');
});

test('guide/advanced/assets: bundleless mode adds a module per asset that re-exports the file', async () => {
  const out = await buildProject('review-b-assets-bundleless', {...assetFiles, 'rslib.config.ts': config("{ lib: [{ format: 'esm', bundle: false }] }")});
  expect(out.ok, out.output).toBe(true);
  expect(distFiles(out.files())).toEqual([
    'dist/icons/check.js',
    'dist/images/banner.js',
    'dist/index.js',
    'dist/static/image/banner.png',
    'dist/static/svg/check.svg',
  ]);
  expect(out.read('dist/index.js')).toContain('import check from "./icons/check.js";');
  expect(out.read('dist/icons/check.js')).toContain('from "../static/svg/check.svg"');
  expect(out.read('dist/images/banner.js')).toContain('from "../static/image/banner.png"');
});

test('guide/advanced/assets: two different files with one name stop the build unless the name has a hash', async () => {
  const files = {
    'src/images/logo.png': Uint8Array.from([1, 2, 3]),
    'src/other/images/logo.png': Uint8Array.from([4, 5, 6]),
    'src/index.ts': "import a from './images/logo.png';\nimport b from './other/images/logo.png';\n\nexport const logos = [a, b];\n",
    'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
  };
  const plain = await buildProject('review-b-assets-conflict', {...files, 'rslib.config.ts': config("{ lib: [{ format: 'esm' }] }")});
  expect(plain.ok).toBe(false);
  expect(plain.output).toContain('Conflict: Multiple assets emit different content to the same filename static/image/logo.png');
  const hashed = await buildVariant(plain, 'hashed', config("{ lib: [{ format: 'esm' }], output: { filename: { image: '[name].[contenthash:8][ext]' } } }"));
  expect(hashed.ok, hashed.output).toBe(true);
  expect(distFiles(hashed.files()).filter((f) => f.startsWith('dist/static/image/'))).toHaveLength(2);
});

test('guide/advanced/assets: .vtt files are media, .txt files go to the assets folder', async () => {
  const out = await buildProject('review-b-assets-types', {
    'src/captions.vtt': 'WEBVTT\n',
    'src/notes.txt': 'notes\n',
    'src/index.ts': "import captions from './captions.vtt';\nimport notes from './notes.txt';\n\nexport const files = [captions, notes];\n",
    'src/env.d.ts': "declare module '*.vtt' {\n  const url: string;\n  export default url;\n}\ndeclare module '*.txt' {\n  const url: string;\n  export default url;\n}\n",
    'rslib.config.ts': config("{ lib: [{ format: 'esm' }] }"),
  });
  expect(out.ok, out.output).toBe(true);
  expect(distFiles(out.files())).toEqual(['dist/index.js', 'dist/static/assets/notes.txt', 'dist/static/media/captions.vtt']);
});

// ---------------------------------------------------------------------------------------------
// guide/advanced/dts: the isolated emitter keeps the src/ level unless the tsconfig sets rootDir

test('guide/advanced/dts: isolated declarations need rootDir', async () => {
  const files = {'src/index.ts': 'export const merge = (a: object, b: object): object => ({ ...a, ...b });\n'};
  const isolated = config("{ lib: [{ format: 'esm', dts: { isolated: true } }] }");
  const without = await buildProject('review-b-isolated', {...files, 'rslib.config.ts': isolated, 'tsconfig.json': tsconfig({isolatedDeclarations: true, declaration: true})});
  expect(without.ok, without.output).toBe(true);
  expect(distFiles(without.files())).toEqual(['dist/index.js', 'dist/src/index.d.ts']);
  const withRootDir = await buildVariant(without, 'root-dir', isolated, {'tsconfig.json': tsconfig({isolatedDeclarations: true, declaration: true, rootDir: 'src'})});
  expect(withRootDir.ok, withRootDir.output).toBe(true);
  expect(distFiles(withRootDir.files())).toEqual(['dist/index.d.ts', 'dist/index.js']);
});

// ---------------------------------------------------------------------------------------------
// guide/migration/tsup: the converted config; its onSuccess plugin runs only after a good build

const tsupSources = {
  'src/index.ts': "declare const __VERSION__: string;\n\nexport const version: string = __VERSION__;\nexport const here = (): string => __dirname;\n",
  'src/cli.ts': "import { version } from './index';\n\nconsole.log(version, import.meta.url);\n",
  // Stands for the project's own script: it leaves a marker in the cleaned output folder.
  'scripts/copy-templates.mjs': "import fs from 'node:fs';\nfs.mkdirSync('dist/templates', { recursive: true });\nfs.writeFileSync('dist/templates/copied.txt', 'ok');\n",
  'tsconfig.json': tsconfig({types: ['node']}),
};

describeExample({page: 'guide/migration/tsup', block: 'tsup-converted', files: tsupSources}, async (out) => {
  expect(out.ok).toBe(true);
  const files = distFiles(out.files());
  for (const f of ['dist/index.js', 'dist/index.cjs', 'dist/cli.js', 'dist/cli.cjs', 'dist/index.js.map', 'dist/index.d.ts', 'dist/index.d.cts', 'dist/templates/copied.txt']) {
    expect(files).toContain(f);
  }
  // define and the ESM __dirname shim reached the output.
  const esm = out.read('dist/index.js');
  expect(esm).toContain('"1.2.0"');
  expect(esm).toContain('import.meta.url');
  // A failed build runs onAfterBuild too; the plugin skips its command then.
  const broken = await buildVariant(out, 'broken', out.read('rslib.config.ts'), {'src/cli.ts': 'export const broken = ;\n'});
  expect(broken.ok).toBe(false);
  expect(broken.exists('dist/templates/copied.txt')).toBe(false);
});

test('guide/migration/tsup: onAfterBuild also runs after a failed build', async () => {
  const out = await buildProject('review-b-after-build-failed', {
    'src/index.ts': 'export const broken = ;\n',
    'rslib.config.ts':
      "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm' }],\n" +
      "  plugins: [{ name: 'probe', setup(api) { api.onAfterBuild(({ stats }) => console.log('after build, errors: ' + stats?.hasErrors())); } }],\n});\n",
  });
  expect(out.ok).toBe(false);
  expect(out.output).toContain('after build, errors: true');
});

// ---------------------------------------------------------------------------------------------
// guide/advanced/output-compatibility: helpers imported from @swc/helpers

describeExample(
  {
    page: 'guide/advanced/output-compatibility',
    block: 'external-helpers',
    files: {
      'src/index.ts':
        'export const withDefaults = (opts: object) => ({ retries: 3, ...opts });\n\n' +
        'export class Box {\n  #value = 0;\n  get value() {\n    return this.#value;\n  }\n}\n',
    },
    packageJson: {name: 'example', version: '1.0.0', type: 'module', dependencies: {'@swc/helpers': '^0.5.0'}},
  },
  async (out) => {
    expect(out.ok).toBe(true);
    const shown = shownBlocks('guide/advanced/output-compatibility', 'dist/index.js');
    expect(shown).toHaveLength(2);
    for (const block of shown) expect(out.read('dist/index.js').trim()).toBe(block.trim());
    // Without @swc/helpers in package.json the build stops.
    const missing = await buildVariant(out, 'no-helpers', out.read('rslib.config.ts'), {
      'package.json': `${JSON.stringify({name: 'example', version: '1.0.0', type: 'module'})}\n`,
    });
    expect(missing.ok).toBe(false);
    expect(missing.output).toContain('dependency declaration was not found in package.json');
  },
);

// ---------------------------------------------------------------------------------------------
// guide/migration/esbuild: an iife entry that exports something does not build in 1.0.1

test('guide/migration/esbuild: an iife entry with exports fails, one without builds', async () => {
  const out = await buildProject(
    'review-b-iife-exports',
    {'src/index.ts': 'export const hello = (n: string): string => `hi ${n}`;\n', 'rslib.config.ts': config("{ lib: [{ format: 'iife' }], output: { target: 'web' } }")},
    {packageJson: {name: 'example', version: '1.0.0'}},
  );
  expect(out.ok).toBe(false);
  expect(out.output).toContain("'import', and 'export' cannot be used outside of module code");
  const global = await buildVariant(out, 'global', out.read('rslib.config.ts'), {'src/index.ts': "(globalThis as any).hello = (n: string): string => `hi ${n}`;\n"});
  expect(global.ok, global.output).toBe(true);
  expect(global.read('dist/index.js')).not.toContain('export');
});

// ---------------------------------------------------------------------------------------------
// api/javascript-api/core: rslib.build({ watch: true }) resolves before the first build is done

test('api/javascript-api/core: a watch build resolves before its first build, without stats', async () => {
  const out = await buildProject('review-b-watch-api', {'src/index.ts': 'export const a = 1;\n', 'rslib.config.ts': config("{ lib: [{ format: 'esm' }] }")});
  expect(out.ok, out.output).toBe(true);
  fs.rmSync(path.join(out.dir, 'dist'), {recursive: true, force: true});
  const script =
    "import fs from 'node:fs';\nimport { createRslib, loadConfig } from '@rslib/core';\n" +
    'const rslib = await createRslib({ config: () => loadConfig() });\n' +
    "rslib.onAfterCreateRsbuild(({ rsbuild }) => rsbuild.onAfterBuild(() => console.log('built: ' + fs.existsSync('dist/index.js'))));\n" +
    'const { stats, close } = await rslib.build({ watch: true });\n' +
    "console.log('resolved: ' + fs.existsSync('dist/index.js') + ' ' + typeof stats);\n" +
    'await new Promise((resolve) => setTimeout(resolve, 3000));\nawait close();\n';
  fs.writeFileSync(path.join(out.dir, 'watch.mjs'), script);
  const run = spawnSync(process.execPath, ['watch.mjs'], {cwd: out.dir, encoding: 'utf8', env: rslibEnv, timeout: 60_000});
  const lines = run.stdout.split('\n').filter((l) => l.startsWith('resolved: ') || l.startsWith('built: '));
  expect(lines).toEqual(['resolved: false undefined', 'built: true']);
});
