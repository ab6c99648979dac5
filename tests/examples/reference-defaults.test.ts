// Defaults on the config reference pages that no composed config shows (declaration files,
// import rewriting, output names), checked by building: a lib item without the option, one with
// the option set to the value the page states, and one with another value. The first two must
// emit the same files and the third must not. The stated values are read from the English page
// (tests/unit/configReference.test.ts checks that the Chinese page states the same), so a page
// that changes a default fails here. tests/unit/configReference/ledger.ts points here by test name.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from 'vitest';
import {parseLiteral} from '../unit/configReference/literal';
import {codeSpans, readReferenceLines} from '../unit/configReference/pages';
import {repoRoot, rslibBin, rslibEnv} from './harness';

interface Built {
  ok: boolean;
  output: string;
  /** Every file under `dist/` and `types/`, relative to the project, sorted. */
  files(): string[];
  read(rel: string): string;
}

/**
 * Builds a project outside the repository, with its node_modules linked to the site's: Rslib
 * leaves declaration imports that resolve into a `node_modules` path alone, so a project below
 * node_modules/.cache (where the other examples build) would not show `redirect.dts.path`.
 */
async function buildProject(name: string, files: Record<string, string>, {packageJson}: {packageJson: Record<string, unknown>}): Promise<Built> {
  const dir = path.join(os.tmpdir(), 'rslib-docs-reference-defaults', name);
  fs.rmSync(dir, {recursive: true, force: true});
  for (const [rel, text] of Object.entries({...files, 'package.json': JSON.stringify(packageJson, null, 2)})) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const output = await new Promise<{code: number | null; text: string}>((resolve, reject) => {
    const child = spawn(process.execPath, [rslibBin, 'build'], {cwd: dir, env: rslibEnv, stdio: ['ignore', 'pipe', 'pipe']});
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`rslib build in ${dir} did not finish in 5 minutes`));
    }, 300_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, text});
    });
  });
  const list = (rel: string): string[] =>
    fs.existsSync(path.join(dir, rel))
      ? fs.readdirSync(path.join(dir, rel), {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? list(`${rel}/${e.name}`) : [`${rel}/${e.name}`]))
      : [];
  return {
    ok: output.code === 0,
    output: output.text,
    files: () => [...list('dist'), ...list('types')].sort(),
    read: (rel) => fs.readFileSync(path.join(dir, rel), 'utf8'),
  };
}

/** The value a default line of a reference page states: a code span, or the block after the label. */
function stated(key: string, span: number | 'block' = 0): unknown {
  const [page] = key.split('#');
  const line = readReferenceLines(page, 'en').find((l) => l.key === key);
  if (!line) throw new Error(`no reference line ${key}`);
  const code = span === 'block' ? line.block?.code : codeSpans(line.text)[span];
  if (code === undefined) throw new Error(`${key} has no code span ${span}`);
  return parseLiteral(code);
}

/** The files under `root` of a build, relative to it, with their contents. */
function emitted(out: Built, root: string): Record<string, string> {
  const prefix = `${root}/`;
  return Object.fromEntries(out.files().filter((f) => f.startsWith(prefix)).map((f) => [f.slice(prefix.length), out.read(f)]));
}

interface Variant {
  name: string;
  lib: Record<string, unknown>;
}

/** One lib item per variant, each writing to `dist/<name>`, built together. */
function configOf(common: Record<string, unknown>, variants: Variant[]): string {
  const libs = variants.map((v) => ({...common, ...v.lib, id: v.name, output: {...(common.output as object), ...(v.lib.output as object), distPath: {root: `dist/${v.name}`}}}));
  return `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig(${JSON.stringify({lib: libs}, null, 2)});\n`;
}

const library = {
  'src/index.ts': "export { twice } from './util';\nexport type { Size } from './util';\n",
  'src/util.ts': "export type Size = 'small' | 'large';\nexport const twice = (n: number): number => n * 2;\n",
  // No @types packages: the project sits inside the site's node_modules, which has many.
  'tsconfig.json': JSON.stringify({compilerOptions: {strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', isolatedDeclarations: true, skipLibCheck: true, types: []}, include: ['src']}),
};
// No "type": "module": ESM files get `.mjs`, so an extension that changes shows.
const packageJson = {name: 'reference-defaults', version: '1.0.0'};

const typescriptMajor = Number((createRequire(import.meta.url)('typescript/package.json') as {version: string}).version.split('.')[0]);

test('dts: what a lib item gets without declaration options', async () => {
  // "`true` when the installed typescript is version 7 or higher, otherwise `false`"
  const tsgo = stated('lib/dts#dts-tsgo/default', typescriptMajor >= 7 ? 0 : 2);
  // "wherever `typescript` resolves to from the project root": the project resolves the repository's copy.
  const typescriptPath = createRequire(path.join(import.meta.dirname, '../../package.json')).resolve('typescript');
  const isolated = stated('lib/dts#dts-isolated/default');
  const autoExtension = stated('lib/dts#dts-autoextension/default');
  const bundle = stated('lib/dts#dts-bundle/default');
  // Every stated value in one item (each TypeScript run is slow): if one were wrong, the files would differ.
  const items: Variant[] = [
    {name: 'base', lib: {dts: true}},
    {name: 'stated', lib: {dts: {isolated, autoExtension, bundle, tsgo, typescriptPath}}},
    {name: 'isolated-other', lib: {dts: {isolated: !isolated}}},
    {name: 'autoExtension-other', lib: {dts: {autoExtension: !autoExtension}}},
    // API Extractor is a devDependency: the other value of `bundle` rolls the declarations up.
    {name: 'bundle-other', lib: {dts: {bundle: !bundle}}},
  ];
  // The other values of `tsgo` and `typescriptPath` stop the build here (no TypeScript 7, no
  // compiler at that path): each differs from the default by failing.
  const failing: Variant[] = [
    ...(typescriptMajor < 7 ? [{name: 'tsgo-other', lib: {dts: {tsgo: !tsgo}}}] : []),
    {name: 'typescriptPath-other', lib: {dts: {typescriptPath: path.join(import.meta.dirname, 'no-typescript-here.js')}}},
  ];
  const [out, ...failed] = await Promise.all([
    buildProject('reference-dts', {...library, 'rslib.config.ts': configOf({format: 'esm'}, items)}, {packageJson}),
    ...failing.map((v) => buildProject(`reference-dts-${v.name}`, {...library, 'rslib.config.ts': configOf({format: 'esm'}, [v])}, {packageJson})),
  ]);
  expect(out.ok, out.output).toBe(true);
  const base = emitted(out, 'dist/base');
  expect(Object.keys(base)).toEqual(expect.arrayContaining(['index.mjs', 'index.d.ts', 'util.d.ts']));
  expect(emitted(out, 'dist/stated')).toEqual(base);
  for (const v of items.slice(2)) expect(emitted(out, `dist/${v.name}`), v.name).not.toEqual(base);
  failed.forEach((f, i) => expect(f.ok, `${failing[i].name}: ${f.output.slice(-500)}`).toBe(false));
}, 600_000);

test('dts: declarations go to declarationDir, else to output.distPath.root', async () => {
  // "`declarationDir` from the tsconfig when it is set, otherwise the lib's `output.distPath.root`"
  const [declarationDir, distPathRoot] = codeSpans(readReferenceLines('lib/dts', 'en').find((l) => l.key === 'lib/dts#dts-distpath/default')!.text);
  expect([declarationDir, distPathRoot]).toEqual(['declarationDir', 'output.distPath.root']);
  const config = configOf({format: 'esm', dts: true}, [{name: 'own-root', lib: {}}]);
  const plain = await buildProject('reference-dts-root', {...library, 'rslib.config.ts': config}, {packageJson});
  expect(plain.ok, plain.output).toBe(true);
  expect(plain.files()).toEqual(expect.arrayContaining(['dist/own-root/index.d.ts', 'dist/own-root/util.d.ts']));

  const tsconfig = JSON.parse(library['tsconfig.json']) as {compilerOptions: Record<string, unknown>};
  tsconfig.compilerOptions.declarationDir = 'types';
  const withDir = await buildProject('reference-dts-declarationdir', {...library, 'tsconfig.json': JSON.stringify(tsconfig), 'rslib.config.ts': config}, {packageJson});
  expect(withDir.ok, withDir.output).toBe(true);
  expect(withDir.files()).toEqual(expect.arrayContaining(['types/index.d.ts', 'types/util.d.ts', 'dist/own-root/index.mjs']));
  expect(withDir.files().filter((f) => f.startsWith('dist/') && f.endsWith('.d.ts'))).toEqual([]);
}, 600_000);

test('dts: a type error fails the build by default', async () => {
  const broken = {...library, 'src/util.ts': "export const twice = (n: number): number => `${n}`;\n"};
  const abortOnError = stated('lib/dts#dts-abortonerror/default');
  const run = (name: string, dts: unknown) => buildProject(`reference-dts-abort-${name}`, {...broken, 'rslib.config.ts': configOf({format: 'esm'}, [{name, lib: {dts}}])}, {packageJson});
  const [without, withStated, withOther] = await Promise.all([run('base', true), run('stated', {abortOnError}), run('other', {abortOnError: !abortOnError})]);
  expect(withStated.ok).toBe(without.ok);
  expect(withOther.ok).not.toBe(without.ok);
}, 600_000);

/** The project of the redirect page: an alias, a directory import, CSS (a module and a plain file), an SVG. */
const redirectProject = {
  'tsconfig.json': JSON.stringify({compilerOptions: {baseUrl: '.', paths: {'@/*': ['src/*']}, strict: true, skipLibCheck: true, types: [], moduleResolution: 'bundler', module: 'ESNext'}, include: ['src']}),
  'src/index.ts': "export { renderPrice } from './components/price-tag';\n",
  'src/components/price-tag.ts': [
    "import { formatPrice, type Money } from '@/utils';",
    "import classes from '@/styles/card.module.css';",
    "import '../styles/reset.css';",
    "import iconUrl from '@/assets/icon.svg';",
    '',
    'export const renderPrice = (m: Money) => ({ text: formatPrice(m), className: classes.card, iconUrl });',
    '',
  ].join('\n'),
  'src/utils/index.ts': "export { formatPrice, type Money } from './format';\n",
  'src/utils/format.ts': 'export type Money = { amount: number; currency: string };\nexport const formatPrice = (m: Money) => `${m.amount} ${m.currency}`;\n',
  'src/styles/card.module.css': '.card { padding: 4px; }\n',
  'src/styles/reset.css': 'body { margin: 0; }\n',
  'src/assets/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
  'src/env.d.ts': "declare module '*.css' { const classes: Record<string, string>; export default classes; }\ndeclare module '*.svg' { const url: string; export default url; }\n",
};

test('redirect: what bundleless output gets without redirect options', async () => {
  const page = 'lib/redirect';
  const groups = ['js', 'style', 'asset', 'dts'] as const;
  const flags = ['path', 'extension'] as const;
  // The flags as each flag's own section states them; every other line must agree with these.
  const leaf = Object.fromEntries(groups.map((g) => [g, Object.fromEntries(flags.map((f) => [f, stated(`${page}#redirect${g}${f}/default`)]))]));
  for (const g of groups) expect(stated(`${page}#redirect${g}/default`), `redirect.${g}`).toEqual(leaf[g]);
  // "`{}`, where every flag that you leave out counts as `true`", and the block that spells it out.
  expect(stated(`${page}#/default`)).toEqual({});
  expect(stated(`${page}#/default`, 'block')).toEqual(leaf);

  const common = {format: 'esm', bundle: false, output: {target: 'web'}};
  // Declarations only where the dts group is compared: each TypeScript run is slow.
  const items: (Variant & {dts?: boolean})[] = [
    {name: 'base', lib: {dts: true}},
    {name: 'stated', lib: {dts: true, redirect: leaf}},
    ...groups.flatMap((g) => flags.map((f) => ({name: `${g}-${f}-other`, lib: {redirect: {[g]: {[f]: !leaf[g][f]}}, ...(g === 'dts' ? {dts: true} : {})}, dts: g === 'dts'}))),
  ];
  const out = await buildProject('reference-redirect', {...redirectProject, 'rslib.config.ts': configOf(common, items)}, {packageJson});
  expect(out.ok, out.output).toBe(true);
  const base = emitted(out, 'dist/base');
  // The defaults rewrite the alias and the directory import, and name the emitted files.
  expect(base['components/price-tag.mjs']).toContain('../utils/index.mjs');
  expect(base['components/price-tag.d.ts']).not.toContain('@/');
  expect(emitted(out, 'dist/stated')).toEqual(base);
  const withoutDeclarations = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([f]) => !/\.d\.[cm]?ts$/.test(f)));
  const unchanged = items
    .slice(2)
    .filter((v) => {
      const own = emitted(out, `dist/${v.name}`);
      return v.dts ? JSON.stringify(own) === JSON.stringify(base) : JSON.stringify(own) === JSON.stringify(withoutDeclarations(base));
    })
    .map((v) => v.name);
  expect(unchanged, 'these other values emit the same files as the defaults').toEqual([]);
}, 600_000);

test('output.filename.js: [name] with the extension autoExtension picks', async () => {
  // "`'[name]'` followed by the extension chosen by autoExtension, such as `[name].mjs` or `[name].cjs`"
  const [name, , esmInCommonjs, cjsInModule] = codeSpans(readReferenceLines('rsbuild/output', 'en').find((l) => l.key === 'rsbuild/output#outputfilename/default[filename.js]')!.text);
  expect(parseLiteral(name)).toBe('[name]');
  const build = async (project: string, format: string, file: string, pkg: Record<string, unknown>) => {
    const items: Variant[] = [
      {name: 'base', lib: {format}},
      {name: 'stated', lib: {format, output: {filename: {js: file}}}},
      {name: 'other', lib: {format, output: {filename: {js: '[name].js.txt'}}}},
    ];
    const out = await buildProject(project, {...library, 'rslib.config.ts': configOf({}, items)}, {packageJson: pkg});
    expect(out.ok, out.output).toBe(true);
    const base = emitted(out, 'dist/base');
    expect(Object.keys(base)).toContain(file.replace('[name]', 'index'));
    expect(emitted(out, 'dist/stated')).toEqual(base);
    expect(emitted(out, 'dist/other')).not.toEqual(base);
  };
  await build('reference-filename-esm', 'esm', esmInCommonjs, packageJson);
  await build('reference-filename-cjs', 'cjs', cjsInModule, {...packageJson, type: 'module'});
}, 120_000);
