// Examples of the Rsbuild option pages dev, html, moduleFederation, security, server and splitChunks.
import fs from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {buildVariant, describeExample, runNode, distFiles, watchBuild} from './harness';



// ---------------------------------------------------------------------------------------------
// config/rsbuild/dev

describeExample(
  {
    page: 'config/rsbuild/dev',
    block: 'dev-watch-files',
    files: {
      'version.json': '{ "version": "1.2.3" }\n',
      'src/index.ts': 'declare const __LIB_VERSION__: string;\n\nexport const version = __LIB_VERSION__;\n',
    },
  },
  async (out) => {
    // A plain build: the define works, the dev options change nothing.
    expect(out.ok).toBe(true);
    expect(distFiles(out)).toEqual(['dist/index.cjs', 'dist/index.js']);
    expect(out.read('dist/index.js')).toContain('const version = "1.2.3"');
    expect(out.read('dist/index.cjs')).toContain('const version = "1.2.3"');

    // A watch build restarts when version.json changes, and the new value is built in.
    const dir = `${out.dir}-watch`;
    fs.rmSync(dir, {recursive: true, force: true});
    fs.cpSync(out.dir, dir, {recursive: true, filter: (src) => path.basename(src) !== 'dist'});
    const printed = await watchBuild(dir, [
      {until: 'watching for changes', then: () => fs.writeFileSync(path.join(dir, 'version.json'), '{ "version": "1.2.4" }\n')},
      {until: 'restarting build as version.json changed'},
      {until: 'watching for changes'},
    ]);
    expect(printed).toContain('restarting build as version.json changed');
    expect(fs.readFileSync(path.join(dir, 'dist/index.js'), 'utf8')).toContain('const version = "1.2.4"');
  },
);

// ---------------------------------------------------------------------------------------------
// config/rsbuild/html

describeExample(
  {
    page: 'config/rsbuild/html',
    block: 'html-ignored',
    files: {'src/index.ts': "export const greet = (name: string): string => `Hello, ${name}`;\n"},
  },
  (out) => {
    // The missing template is not an error, and only JavaScript is written.
    expect(out.ok).toBe(true);
    expect(out.exists('playground/index.html')).toBe(false);
    expect(distFiles(out)).toEqual(['dist/index.cjs', 'dist/index.js']);
    for (const file of distFiles(out)) {
      expect(out.read(file)).not.toContain('Widget playground');
      expect(out.read(file)).not.toContain('Try the widgets');
    }
  },
);

// ---------------------------------------------------------------------------------------------
// config/rsbuild/module-federation

const ratingSource = {
  'src/Rating.ts': "export function rating(stars: number): string {\n  return '★'.repeat(stars);\n}\n",
  'src/index.ts': "export { rating } from './Rating';\n",
};

describeExample({page: 'config/rsbuild/module-federation', block: 'mf-option-only', files: ratingSource}, (out) => {
  expect(out.ok).toBe(false);
  expect(out.exitCode).toBe(1);
  expect(out.output).toContain('format: "mf" should be used with @module-federation/rsbuild-plugin');
  expect(out.exists('dist/mf')).toBe(false);
  expect(out.exists('dist')).toBe(false);
});

describeExample({page: 'config/rsbuild/module-federation', block: 'mf-option-node', files: ratingSource}, async (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/index.js']);
  const code = out.read('dist/index.js');
  expect(code).toContain('function rating(stars)');
  // No container, no runtime: an ordinary module.
  expect(code).not.toContain('acme_widgets');
  expect(code).not.toContain('federation');
  expect(code).not.toContain('__webpack_require__');

  // The page: with output.target 'web' the same config fails inside the ESM build.
  const web = await buildVariant(out, 'web', out.read('rslib.config.ts').replace("lib: [{ format: 'esm' }],", "lib: [{ format: 'esm' }],\n  output: { target: 'web' },"));
  expect(web.ok).toBe(false);
  expect(web.output).toContain('is in multiple chunks');
  expect(web.output).toContain('@module-federation/error-codes');
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/security

const heavySource = {
  'src/index.ts': "export async function loadHeavy(): Promise<number> {\n  const { compute } = await import('./heavy');\n  return compute(2);\n}\n",
  'src/heavy.ts': 'export function compute(n: number): number {\n  return n * 21;\n}\n',
};

describeExample({page: 'config/rsbuild/security', block: 'sri-esm-cjs', files: heavySource}, async (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/5~1.cjs', 'dist/heavy~0.js', 'dist/index.cjs', 'dist/index.js', 'dist/l~0.js']);
  // The extra ESM chunk, exactly as the page shows it.
  expect(out.read('dist/l~0.js')).toBe(
    'var __webpack_require__ = {};\n(()=>{\n    __webpack_require__.sriHashes = {\n' +
      '        g: "sha384-rDL6+yup6NBKFNtgys1dYfInWn6jYMlVX35bg0tHPRLcy3Qzme664sY39WITAvkC"\n    };\n})();\n' +
      'export { __webpack_require__ };\n',
  );
  // Nothing imports it, and the entry loads its chunk with a plain import().
  for (const file of distFiles(out)) expect(out.read(file)).not.toContain('l~0');
  expect(out.read('dist/index.js')).toContain('await import("./heavy~0.js")');
  expect(out.read('dist/index.js')).not.toContain('integrity');

  // Without the option: no l~0.js, and the other files are byte for byte the same.
  const plain = await buildVariant(out, 'no-sri', out.read('rslib.config.ts').replace(/\n  security: \{[\s\S]*?\n  \},/, ''));
  expect(plain.ok).toBe(true);
  expect(distFiles(plain)).toEqual(['dist/5~1.cjs', 'dist/heavy~0.js', 'dist/index.cjs', 'dist/index.js']);
  for (const file of distFiles(plain)) expect(out.read(file), file).toBe(plain.read(file));

  // Static imports only: nothing extra with one entry, an empty runtime file with several.
  const staticOne = await buildVariant(out, 'static-one', out.read('rslib.config.ts'), {'src/index.ts': "export { compute } from './heavy';\n"});
  expect(staticOne.ok).toBe(true);
  expect(distFiles(staticOne)).toEqual(['dist/index.cjs', 'dist/index.js']);
  const staticTwo = await buildVariant(
    out,
    'static-two',
    out.read('rslib.config.ts').replace('\n  security: {', "\n  source: { entry: { index: './src/index.ts', heavy: './src/heavy.ts' } },\n  security: {"),
    {'src/index.ts': "export { compute } from './heavy';\n"},
  );
  expect(staticTwo.ok).toBe(true);
  expect(distFiles(staticTwo)).toContain('dist/rslib-runtime~0.js');
  expect(staticTwo.read('dist/rslib-runtime~0.js')).toBe('var __webpack_require__ = {};\nexport { __webpack_require__ };\n');
});

describeExample({page: 'config/rsbuild/security', block: 'sri-mf', files: ratingSource}, (out) => {
  expect(out.ok).toBe(true);
  const files = distFiles(out);
  expect(files).toContain('dist/index.js');
  expect(files).toContain('dist/mf/mf-manifest.json');
  // The ESM item has no SRI.
  expect(out.read('dist/index.js')).not.toContain('sriHashes');
  // The remote entry holds the hash table and puts integrity and crossorigin on its script tags.
  const manifest = JSON.parse(out.read('dist/mf/mf-manifest.json'));
  const remoteEntry = out.read(`dist/mf/${manifest.metaData.remoteEntry.name}`);
  expect(remoteEntry).toMatch(/sriHashes=\{\w+:"sha384-[A-Za-z0-9+/=]+"/);
  expect(remoteEntry).toContain('script.integrity=__webpack_require__.sriHashes[chunkId]');
  expect(remoteEntry).toContain('script.crossOrigin="anonymous"');
});

// ---------------------------------------------------------------------------------------------
// config/rsbuild/server

describeExample(
  {
    page: 'config/rsbuild/server',
    block: 'server-public-dir',
    files: {
      'src/index.ts': 'export const answer = 42;\n',
      'public/robots.txt': 'User-agent: *\nDisallow:\n',
    },
  },
  async (out) => {
    expect(out.ok).toBe(true);
    expect(distFiles(out)).toEqual(['dist/index.js']);

    // Without publicDir: false the web output gets the folder copied in.
    const config = out.read('rslib.config.ts');
    const copied = await buildVariant(out, 'default', config.replace(/\n  server: \{[\s\S]*?\n  \},/, ''));
    expect(copied.ok).toBe(true);
    expect(distFiles(copied)).toEqual(['dist/index.js', 'dist/robots.txt']);
    // ...and the node target never copies it.
    const node = await buildVariant(out, 'node', config.replace(/\n  server: \{[\s\S]*?\n  \},/, '').replace("\n  output: { target: 'web' },", ''));
    expect(node.ok).toBe(true);
    expect(distFiles(node)).toEqual(['dist/index.js']);
  },
);

// ---------------------------------------------------------------------------------------------
// config/rsbuild/split-chunks

const twoEntries = {
  'src/a.ts': "import { shared } from './shared';\n\nexport const a = () => shared('a');\n",
  'src/b.ts': "import { shared } from './shared';\n\nexport const b = () => shared('b');\n",
  'src/shared.ts': 'export function shared(name: string): string {\n  return `hello from ${name}`;\n}\n',
};

describeExample({page: 'config/rsbuild/split-chunks', block: 'two-entries', files: twoEntries}, async (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/cjs/a.cjs', 'dist/cjs/b.cjs', 'dist/esm/a.js', 'dist/esm/b.js', 'dist/esm/z~0.js']);
  expect(out.read('dist/esm/a.js')).toBe('import { shared } from "./z~0.js";\nconst a = ()=>shared(\'a\');\nexport { a };\n');
  expect(out.read('dist/esm/b.js')).toContain('import { shared } from "./z~0.js";');
  expect(out.read('dist/esm/z~0.js')).toBe('function shared(name) {\n    return `hello from ${name}`;\n}\nexport { shared };\n');
  // Each CommonJS entry has its own copy and loads no other file.
  for (const file of ['dist/cjs/a.cjs', 'dist/cjs/b.cjs']) {
    expect(out.read(file)).toContain('function shared(name)');
    expect(out.read(file)).not.toContain('require(');
  }

  // The ESM shared chunk stays with splitChunks: false, and chunks: 'all' at the top changes nothing.
  const config = out.read('rslib.config.ts');
  for (const [name, option] of [
    ['false', 'splitChunks: false,'],
    ['all', "splitChunks: { chunks: 'all', minSize: 0 },"],
  ]) {
    const variant = await buildVariant(out, name, config.replace('\n  source: {', `\n  ${option}\n  source: {`));
    expect(variant.ok, name).toBe(true);
    expect(distFiles(variant), name).toEqual(distFiles(out));
    expect(variant.read('dist/esm/a.js'), name).toBe(out.read('dist/esm/a.js'));
  }
});

describeExample({page: 'config/rsbuild/split-chunks', block: 'shared-cache-group', files: twoEntries}, async (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual([
    'dist/cjs/a.cjs',
    'dist/cjs/b.cjs',
    'dist/cjs/common~1.cjs',
    'dist/esm/a.js',
    'dist/esm/b.js',
    'dist/esm/common~0.js',
  ]);
  expect(out.read('dist/esm/a.js')).toContain('from "./common~0.js"');
  expect(out.read('dist/esm/common~0.js')).toContain('function shared(name)');
  // The CommonJS entries load the chunk through the runtime instead of holding a copy.
  for (const file of ['dist/cjs/a.cjs', 'dist/cjs/b.cjs']) {
    expect(out.read(file)).toContain('"common~1.cjs"');
    expect(out.read(file)).not.toContain('function shared(name)');
  }
  expect(out.read('dist/cjs/common~1.cjs')).toContain('function shared(name)');
  // Both folders work when imported.
  expect(runNode(out.dir, "const {a} = require('./dist/cjs/a.cjs'); const {b} = require('./dist/cjs/b.cjs'); console.log(a(), b());", 'commonjs')).toBe(
    'hello from a hello from b\n',
  );
  expect(runNode(out.dir, "import {a} from './dist/esm/a.js'; import {b} from './dist/esm/b.js'; console.log(a(), b());", 'module')).toBe(
    'hello from a hello from b\n',
  );

  // A named group without `test` also takes the entry modules: the entries become re-exports.
  const noTest = await buildVariant(out, 'no-test', out.read('rslib.config.ts').replace(/\n\s*test: [^\n]*/, ''));
  expect(noTest.ok).toBe(true);
  expect(noTest.read('dist/esm/a.js')).toBe('export { a } from "./common~0.js";\n');
});
