import fs from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {describeExample, languagesOf, pageFile, runNode} from './harness';

// The code blocks titled `title` on a page (English and Chinese), for comparing shown output with a build.
function shownBlocks(page: string, title: string): string[] {
  return languagesOf(page).flatMap((language) => {
    const text = fs.readFileSync(pageFile(page, language), 'utf8');
    const blocks = [...text.matchAll(/^```\w+ title="([^"]+)"[^\n]*\n([\s\S]*?)^```$/gm)];
    return blocks.filter((m) => m[1] === title).map((m) => m[2]);
  });
}

// ---------------------------------------------------------------------------------------------
// guide/faq/features: comments and minification

const commentedSource =
  '/*!\n * acme-slugify v2.3.0 | MIT License\n */\n\n' +
  "const INTERNAL_VERSION = '2.3.0-dev';\n\n" +
  '/**\n * Turns a title into a URL slug.\n * @param input - any text\n */\n' +
  'export function slugify(input: string): string {\n' +
  '  // every run of other characters becomes one dash\n' +
  "  return input.toLowerCase().replace(/[^a-z0-9]+/g, '-');\n}\n\n" +
  'function createCache() {\n  return new Map<string, string>();\n}\n\n' +
  '/** Slugs computed so far. */\n' +
  'export const cache = /*#__PURE__*/ createCache();\n';

describeExample(
  {page: 'guide/faq/features', block: 'comments-default', files: {'src/index.ts': commentedSource}},
  (out) => {
    expect(out.ok).toBe(true);
    const js = out.read('dist/index.js');
    // A pointer to the extracted legal comments comes first, the comment itself stays too.
    expect(js.startsWith('/*! LICENSE: index.js.LICENSE.txt */')).toBe(true);
    expect(js).toContain('acme-slugify v2.3.0 | MIT License');
    expect(out.read('dist/index.js.LICENSE.txt')).toContain('acme-slugify v2.3.0 | MIT License');
    // JSDoc, the line comment and the unused constant are removed; names and formatting stay.
    expect(js).not.toContain('Turns a title');
    expect(js).not.toContain('Slugs computed');
    expect(js).not.toContain('every run of other characters');
    expect(js).not.toContain('INTERNAL_VERSION');
    expect(js).toContain('function slugify(input) {\n');
    // Pure annotations survive.
    expect(js).toContain('const cache = /*#__PURE__*/ createCache();');
    expect(js).toContain('export { cache, slugify };');
    // The page shows the whole file.
    const shown = shownBlocks('guide/faq/features', 'dist/index.js').filter((b) => b.includes('createCache()'));
    expect(shown).toHaveLength(2);
    for (const block of shown) expect(js.trim()).toBe(block.trim());
  },
);

describeExample(
  {page: 'guide/faq/features', block: 'comments-keep-all', files: {'src/index.ts': commentedSource}},
  (out) => {
    expect(out.ok).toBe(true);
    const js = out.read('dist/index.js');
    expect(js).not.toContain('INTERNAL_VERSION');
    for (const comment of ['acme-slugify v2.3.0 | MIT License', 'Turns a title', '@param input', 'Slugs computed', '// every run of other characters']) {
      expect(js, comment).toContain(comment);
    }
    expect(js).toContain('/*#__PURE__*/');
    expect(js).not.toContain('LICENSE: index.js.LICENSE.txt');
    expect(out.exists('dist/index.js.LICENSE.txt')).toBe(false);
  },
);

describeExample(
  {page: 'guide/faq/features', block: 'minify-no-mangle', files: {'src/index.ts': commentedSource}},
  (out) => {
    expect(out.ok).toBe(true);
    const js = out.read('dist/index.js');
    const [pointer, code, ...rest] = js.trim().split('\n');
    expect(pointer).toBe('/*! LICENSE: index.js.LICENSE.txt */');
    expect(rest).toEqual([]);
    expect(code).toBe(
      'function slugify(input){return input.toLowerCase().replace(/[^a-z0-9]+/g,"-")}let cache=new Map;export{cache,slugify};',
    );
    // The legal comment only lives in the extracted file now.
    expect(js).not.toContain('MIT License');
    expect(out.read('dist/index.js.LICENSE.txt')).toContain('acme-slugify v2.3.0 | MIT License');
    const shown = shownBlocks('guide/faq/features', 'dist/index.js').filter((b) => b.includes('function slugify(input){'));
    expect(shown).toHaveLength(2);
    for (const block of shown) expect(js.trim()).toBe(block.trim());
  },
);

// ---------------------------------------------------------------------------------------------
// guide/faq/features: assets in bundleless mode

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const fontBytes = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 5, 6, 7, 8]);
const assetSources = {
  'src/index.ts':
    "import logo from './assets/logo.png';\nimport font from './assets/inter.woff2';\n\nexport const assets = { logo, font };\n",
  'src/env.d.ts': "declare module '*.png' {\n  const url: string;\n  export default url;\n}\ndeclare module '*.woff2' {\n  const url: string;\n  export default url;\n}\n",
  'src/assets/logo.png': pngBytes,
  'src/assets/inter.woff2': fontBytes,
};

describeExample(
  {page: 'guide/faq/features', block: 'bundleless-assets-copy', files: assetSources},
  (out) => {
    expect(out.ok).toBe(true);
    // The files are copied byte for byte to their source paths, nothing is compiled.
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual([
      'dist/assets/inter.woff2',
      'dist/assets/logo.png',
      'dist/index.js',
    ]);
    expect(new Uint8Array(fs.readFileSync(path.join(out.dir, 'dist/assets/logo.png')))).toEqual(pngBytes);
    expect(new Uint8Array(fs.readFileSync(path.join(out.dir, 'dist/assets/inter.woff2')))).toEqual(fontBytes);
    const js = out.read('dist/index.js');
    expect(js).toContain('import logo from "./assets/logo.png";');
    expect(js).toContain('from "./assets/inter.woff2";');
  },
);

describeExample(
  {page: 'guide/faq/features', block: 'bundleless-assets-default', files: assetSources},
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual([
      'dist/assets/inter.js',
      'dist/assets/logo.js',
      'dist/index.js',
      'dist/static/font/inter.woff2',
      'dist/static/image/logo.png',
    ]);
    // Copied unchanged, under the original name.
    expect(new Uint8Array(fs.readFileSync(path.join(out.dir, 'dist/static/image/logo.png')))).toEqual(pngBytes);
    expect(out.read('dist/index.js')).toContain('import logo from "./assets/logo.js";');
    expect(out.read('dist/assets/logo.js')).toContain('from "../static/image/logo.png";');
    expect(out.read('dist/assets/inter.js')).toContain('from "../static/font/inter.woff2";');
  },
);

// ---------------------------------------------------------------------------------------------
// guide/faq/features: plugins

const pluginSource =
  'declare const __LIB_ID__: string | undefined;\n\n' +
  '/** Which output this is. */\n' +
  "export const libId = typeof __LIB_ID__ === 'string' ? __LIB_ID__ : 'unknown';\n" +
  "const UNUSED = 'dead code';\n";

describeExample(
  {page: 'guide/faq/features', block: 'plugin-rsbuild-config', files: {'src/index.ts': pluginSource}},
  (out) => {
    expect(out.ok).toBe(true);
    // minify: false from modifyRsbuildConfig did not apply: Rslib's default minifier still ran.
    for (const file of ['dist/index.js', 'dist/index.cjs']) {
      const code = out.read(file);
      expect(code, file).not.toContain('Which output this is');
      expect(code, file).not.toContain('UNUSED');
    }
  },
);

describeExample(
  {page: 'guide/faq/features', block: 'plugin-environment-config', files: {'src/index.ts': pluginSource}},
  (out) => {
    expect(out.ok).toBe(true);
    const esm = out.read('dist/index.js');
    const cjs = out.read('dist/index.cjs');
    for (const code of [esm, cjs]) {
      // Unminified: the doc comment and the unused constant are still there.
      expect(code).toContain('/** Which output this is. */');
      expect(code).toContain("const UNUSED = 'dead code';");
    }
    expect(esm).toContain('"esm"');
    expect(esm).not.toContain('"cjs"');
    expect(cjs).toContain('"cjs"');
    expect(cjs).not.toContain('"esm"');
  },
);

// ---------------------------------------------------------------------------------------------
// guide/solution/react: React Compiler through pluginReact({ reactCompiler })

const counterSource =
  "import { useState } from 'react';\n\n" +
  'export function Counter({ label }: { label: string }) {\n' +
  '  const [count, setCount] = useState(0);\n' +
  '  return (\n' +
  '    <button type="button" onClick={() => setCount(count + 1)}>\n' +
  '      {label}: {count}\n' +
  '    </button>\n' +
  '  );\n}\n';
const reactFiles = {'src/Counter.tsx': counterSource, 'src/index.ts': "export { Counter } from './Counter';\n"};
const reactPackage = {name: 'example', version: '1.0.0', type: 'module', peerDependencies: {react: '>=18.0.0'}};

describeExample(
  {page: 'guide/solution/react', block: 'react-compiler', files: reactFiles, packageJson: reactPackage},
  (out) => {
    expect(out.ok).toBe(true);
    const js = out.read('dist/Counter.js');
    // The page shows this file in full (the first `dist/Counter.js` block in each language).
    const shown = shownBlocks('guide/solution/react', 'dist/Counter.js').filter((b) => b.includes('react/compiler-runtime'));
    expect(shown).toHaveLength(2);
    for (const block of shown) expect(js.trim()).toBe(block.trim());
    expect(js).toContain('import { c } from "react/compiler-runtime";');
    expect(js).toContain('const $ = c(6);');
    expect(js).toContain('if ($[0] !== count) {\n        t1 = ()=>setCount(count + 1);');
    expect(js).toContain('if ($[2] !== count || $[3] !== label || $[4] !== t1) {');
    expect(js).toContain('} else t2 = $[5];');
    expect(js).not.toContain('react-compiler-runtime');
  },
);

describeExample(
  {page: 'guide/solution/react', block: 'react-compiler-react18', files: reactFiles, packageJson: reactPackage},
  (out) => {
    expect(out.ok).toBe(true);
    const js = out.read('dist/Counter.js');
    expect(js.startsWith('import { jsxs } from "react/jsx-runtime";\nimport { c } from "react-compiler-runtime";\n')).toBe(true);
    expect(js).not.toContain('react/compiler-runtime');
  },
);

// ---------------------------------------------------------------------------------------------
// guide/advanced/third-party-deps: createRequire()

const createRequireSource =
  "import { createRequire } from 'node:module';\n\n" +
  'const require = createRequire(import.meta.url);\n' +
  "const { shout } = require('acme-shout');\n\n" +
  'export const greet = (name: string): string => shout(`hello ${name}`);\n';
// A CommonJS package installed next to the project.
const acmeShout = {
  'node_modules/acme-shout/package.json': '{"name":"acme-shout","version":"1.0.0","main":"index.js"}\n',
  'node_modules/acme-shout/index.js': "exports.shout = (text) => text.toUpperCase() + '!';\n",
};
// An ESM package that tries to load an optional binding through createRequire().
const acmeNativeLoader = {
  'node_modules/acme-native-loader/package.json': '{"name":"acme-native-loader","version":"1.0.0","type":"module","main":"index.js"}\n',
  'node_modules/acme-native-loader/index.js':
    "import { createRequire } from 'node:module';\n" +
    'const require = createRequire(import.meta.url);\n' +
    'export function loadBinding() {\n' +
    "  try {\n    return require('acme-native-binding-linux-x64');\n  } catch {\n    return null;\n  }\n}\n",
};
const devDepsPackage = (...names: string[]) => ({
  name: 'example',
  version: '1.0.0',
  type: 'module',
  devDependencies: Object.fromEntries(names.map((n) => [n, '1.0.0'])),
});
const withLoaderSource =
  createRequireSource + "export { loadBinding } from 'acme-native-loader';\n";

describeExample(
  {
    page: 'guide/advanced/third-party-deps',
    block: 'create-require-default',
    files: {'src/index.ts': createRequireSource, ...acmeShout},
    packageJson: devDepsPackage('acme-shout'),
  },
  (out) => {
    expect(out.ok).toBe(true);
    const js = out.read('dist/index.js');
    // Not bundled although it is a devDependency: the page shows the whole file.
    expect(js).not.toContain('toUpperCase');
    const shown = shownBlocks('guide/advanced/third-party-deps', 'dist/index.js').filter((b) => b.includes('src_require'));
    expect(shown).toHaveLength(2);
    for (const block of shown) expect(js.trim()).toBe(block.trim());
  },
);

describeExample(
  {
    page: 'guide/advanced/third-party-deps',
    block: 'create-require-parser',
    files: {'src/index.ts': createRequireSource, ...acmeShout},
    packageJson: devDepsPackage('acme-shout'),
  },
  (out) => {
    expect(out.ok).toBe(true);
    const js = out.read('dist/index.js');
    // Bundled: the package's code is in the output, loaded through Rspack's module loader.
    expect(js).toContain("exports.shout = (text)=>text.toUpperCase() + '!';");
    expect(js).toContain('__webpack_require__("./node_modules/acme-shout/index.js")');
    expect(js).not.toContain("require('acme-shout')");
    expect(runNode(out.dir, "import('./dist/index.js').then((m) => console.log(m.greet('rslib')))", 'module')).toContain('HELLO RSLIB!');
  },
);

// Same block, the package listed in dependencies: it stays external, loaded through a generated createRequire().
describeExample(
  {
    page: 'guide/advanced/third-party-deps',
    block: 'create-require-parser',
    files: {'src/index.ts': createRequireSource, ...acmeShout},
    packageJson: {name: 'example', version: '1.0.0', type: 'module', dependencies: {'acme-shout': '1.0.0'}},
  },
  (out) => {
    expect(out.ok).toBe(true);
    const js = out.read('dist/index.js');
    expect(js).not.toContain('toUpperCase');
    expect(js).toMatch(/createRequire as \w+ } from "node:module"/);
    expect(js).toMatch(/\w+\("acme-shout"\)/);
    expect(runNode(out.dir, "import('./dist/index.js').then((m) => console.log(m.greet('rslib')))", 'module')).toContain('HELLO RSLIB!');
  },
);

// Same block, dynamic and resolve calls: they keep the real function.
describeExample(
  {
    page: 'guide/advanced/third-party-deps',
    block: 'create-require-parser',
    files: {
      'src/index.ts':
        createRequireSource +
        "export const where = require.resolve('acme-shout');\n" +
        'export const load = (name: string) => require(name);\n',
      ...acmeShout,
    },
    packageJson: devDepsPackage('acme-shout'),
  },
  (out) => {
    expect(out.ok).toBe(true);
    const js = out.read('dist/index.js');
    expect(js).toContain('const src_require = createRequire(import.meta.url);');
    expect(js).toContain("src_require.resolve('acme-shout')");
    expect(js).toContain('(name)=>src_require(name)');
    expect(js).toContain('__webpack_require__("./node_modules/acme-shout/index.js")');
  },
);

// Same block with a bundled package that loads an optional binding: warning, and a call that always throws.
describeExample(
  {
    page: 'guide/advanced/third-party-deps',
    block: 'create-require-parser',
    files: {'src/index.ts': withLoaderSource, ...acmeShout, ...acmeNativeLoader},
    packageJson: devDepsPackage('acme-shout', 'acme-native-loader'),
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.output).toContain("Module not found: Can't resolve 'acme-native-binding-linux-x64'");
    const js = out.read('dist/index.js');
    expect(js).toContain('Cannot find module \'acme-native-binding-linux-x64\'');
    expect(js).not.toContain("require('acme-native-binding-linux-x64')");
  },
);

describeExample(
  {
    page: 'guide/advanced/third-party-deps',
    block: 'create-require-src-only',
    files: {'src/index.ts': withLoaderSource, ...acmeShout, ...acmeNativeLoader},
    packageJson: devDepsPackage('acme-shout', 'acme-native-loader'),
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.output).not.toContain('Module not found');
    const js = out.read('dist/index.js');
    // Our own require('acme-shout') is bundled...
    expect(js).toContain("exports.shout = (text)=>text.toUpperCase() + '!';");
    expect(js).not.toContain("require('acme-shout')");
    // ...while the bundled package keeps its createRequire() call as written.
    expect(js).toMatch(/const \w+ = createRequire\(import\.meta\.url\);/);
    expect(js).toMatch(/return \w+\('acme-native-binding-linux-x64'\);/);
  },
);
