// Claims review of config/index and config/lib/*: the output the option pages show (excerpts,
// file trees, log lines, messages) built with the installed rslib, in both languages.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {buildProject, buildVariant, describeExample, type ExampleOutput, runNode, distFiles} from './harness';

const withoutDeclarations = (files: string[]) => files.filter((f) => !/\.d\.[cm]?ts$/.test(f));
/** The first `count` lines of a file. */
const head = (out: ExampleOutput, rel: string, count: number) => out.read(rel).split('\n').slice(0, count).join('\n');

// No @types packages: the example projects sit inside the site's node_modules, which has many.
const tsconfig = (extra: Record<string, unknown> = {}) =>
  `${JSON.stringify({compilerOptions: {strict: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2021', skipLibCheck: true, types: [], ...extra}, include: ['src']}, null, 2)}\n`;

// ---------------------------------------------------------------------------------------------
// config/lib/format

const formatSource = {
  'src/index.ts':
    "import { add } from './add';\n\nexport { add };\nexport const double = (n: number): number => add(n, n);\n" +
    'export default function greet(name: string): string {\n  return `Hello, ${name}`;\n}\n',
  'src/add.ts': 'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
};

describeExample({page: 'config/lib/format', block: 'format-dual', files: {...formatSource, 'tsconfig.json': tsconfig()}}, (out) => {
  expect(out.ok).toBe(true);
  // "type": "module": ESM keeps .js, CommonJS gets .cjs.
  expect(withoutDeclarations(distFiles(out))).toEqual(['dist/index.cjs', 'dist/index.js']);
  expect(out.read('dist/index.js')).toBe(
    'function add(a, b) {\n    return a + b;\n}\nconst src_double = (n)=>add(n, n);\nfunction greet(name) {\n    return `Hello, ${name}`;\n}\n' +
      'export default greet;\nexport { add, src_double as double };\n',
  );
  const cjs = out.read('dist/index.cjs');
  expect(cjs.startsWith('"use strict";\n')).toBe(true);
  expect(cjs).toContain('__webpack_require__.d(__webpack_exports__, {\n    add: ()=>add,\n    default: ()=>greet,\n    double: ()=>src_double\n});');
  expect(cjs).toContain('exports.add = __webpack_exports__.add;\nexports["default"] = __webpack_exports__["default"];\nexports.double = __webpack_exports__.double;');
  // require() returns the exports object; the default export sits on .default.
  expect(runNode(out.dir, "const m = require('./dist/index.cjs'); console.log(typeof m, m.default('x'), m.double(2));", 'commonjs').trim()).toBe('object Hello, x 4');
});

const umdHead = (name: string) =>
  [
    '(function(root, factory) {',
    "    if ('object' == typeof exports && 'object' == typeof module) module.exports = factory();",
    "    else if ('function' == typeof define && define.amd) define([], factory);",
    `    else if ('object' == typeof exports) exports["${name}"] = factory();`,
    `    else root["${name}"] = factory();`,
    '})(globalThis, ()=>(()=>{',
  ].join('\n');

describeExample({page: 'config/lib/format', block: 'format-umd', files: formatSource}, (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/umd/index.js']);
  expect(head(out, 'dist/umd/index.js', 6)).toBe(umdHead('TinyMath'));
});

const widget = "import { add } from './add';\n\nconst total = add(2, 3);\n(globalThis as any).tinyTotal = total;\nconsole.log('total', total);\n";

describeExample({page: 'config/lib/format', block: 'format-iife', files: {'src/widget.ts': widget, 'src/add.ts': formatSource['src/add.ts']}}, async (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/widget.js']);
  expect(out.read('dist/widget.js')).toBe(
    "(()=>{\n    function add(a, b) {\n        return a + b;\n    }\n    const total = add(2, 3);\n    globalThis.tinyTotal = total;\n    console.log('total', total);\n})();\n",
  );
  // An external is read from globalThis inside the wrapper.
  const config = out.read('rslib.config.ts').replace("output: { target: 'web' }", "output: { target: 'web', externals: { react: 'React' } }");
  const external = await buildVariant(out, 'external', config, {'src/widget.ts': "import React from 'react';\n(globalThis as any).seen = React;\n"});
  expect(external.ok).toBe(true);
  expect(external.read('dist/widget.js')).toContain('globalThis.React');
});

describeExample({page: 'config/lib/format', block: 'format-mf', files: formatSource}, (out) => {
  expect(out.ok).toBe(true);
  // Below node_modules (where the examples are built) Module Federation adds an empty chunk that a
  // project elsewhere does not get, so only the files of the page's tree are required.
  const files = distFiles(out).map((f) => f.replace(/\.[0-9a-f]{10}\.js$/, '.<hash>.js'));
  expect(files).toEqual(
    expect.arrayContaining(['dist/mf/__federation_expose_default_export.<hash>.js', 'dist/mf/index.<hash>.js', 'dist/mf/mf-manifest.json', 'dist/mf/mf-stats.json', 'dist/mf/tiny_math.<hash>.js']),
  );
});

// ---------------------------------------------------------------------------------------------
// config/lib/bundle

const bundleTree = {
  'src/index.ts': "import { add } from './math/add';\nimport { fmt } from './format';\n\nexport { add };\nexport const double = (n: number) => fmt(add(n, n));\n",
  'src/format.ts': 'export const fmt = (n: number) => n.toFixed(2);\n',
  'src/math/add.ts': 'export const add = (a: number, b: number) => a + b;\n',
  'src/math/add.test.ts': "import { add } from './add';\n\nif (add(1, 1) !== 2) throw new Error('add');\n",
};

describeExample({page: 'config/lib/bundle', block: 'bundleless-tree', files: bundleTree}, async (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/format.js', 'dist/index.js', 'dist/math/add.js']);
  expect(out.read('dist/index.js')).toBe(
    'import { add } from "./math/add.js";\nimport { fmt } from "./format.js";\nconst src_double = (n)=>fmt(add(n, n));\nexport { add, src_double as double };\n',
  );
  const cjs = await buildVariant(out, 'cjs', out.read('rslib.config.ts').replace("format: 'esm'", "format: 'cjs'"));
  expect(cjs.ok).toBe(true);
  expect(distFiles(cjs)).toEqual(['dist/format.cjs', 'dist/index.cjs', 'dist/math/add.cjs']);
  expect(cjs.read('dist/index.cjs')).toContain('require("./math/add.cjs")');
});

describeExample({page: 'config/lib/bundle', block: 'mixed-modes', files: {...bundleTree, 'tsconfig.json': tsconfig()}}, (out) => {
  expect(out.ok).toBe(true);
  expect(withoutDeclarations(distFiles(out))).toEqual([
    'dist/cjs/format.cjs',
    'dist/cjs/index.cjs',
    'dist/cjs/math/add.cjs',
    'dist/esm/format.js',
    'dist/esm/index.js',
    'dist/esm/math/add.js',
    'dist/umd/index.js',
  ]);
  // The tree on the page leaves these out.
  expect(distFiles(out).filter((f) => f.endsWith('.d.ts'))).toEqual(expect.arrayContaining(['dist/esm/index.d.ts', 'dist/esm/format.d.ts', 'dist/esm/math/add.d.ts']));
});

test('config/lib/bundle: bundleless CSS files are written for the web target or with output.emitCss only', async () => {
  const files = {
    'src/index.ts': "import './theme.css';\nexport const themed = true;\n",
    'src/theme.css': '.theme { color: red; }\n',
  };
  const config = (output: string) => `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm', bundle: false, output: ${output} }],\n});\n`;
  const [node, web, emit] = await Promise.all([
    buildProject('review-lib-css-node', {...files, 'rslib.config.ts': config('{}')}),
    buildProject('review-lib-css-web', {...files, 'rslib.config.ts': config("{ target: 'web' }")}),
    buildProject('review-lib-css-emit', {...files, 'rslib.config.ts': config('{ emitCss: true }')}),
  ]);
  for (const out of [node, web, emit]) {
    expect(out.ok).toBe(true);
    expect(out.read('dist/index.js')).toContain('import "./theme.css";');
  }
  expect(node.exists('dist/theme.css')).toBe(false);
  expect(web.exists('dist/theme.css')).toBe(true);
  expect(emit.exists('dist/theme.css')).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// config/lib/auto-external

const statusLabel = {
  packageJson: {
    name: 'status-label',
    type: 'module',
    dependencies: {picocolors: '^1.1.0'},
    peerDependencies: {clsx: '^2.0.0'},
    devDependencies: {ms: '^2.1.3'},
  },
  files: {
    'src/index.ts':
      "import pc from 'picocolors';\nimport clsx from 'clsx';\nimport ms from 'ms';\n\n" +
      "export const label = (active: boolean) => clsx('label', active && pc.green('on'));\nexport const timeout = ms('2s');\n",
  },
};
const importsOf = (code: string) => [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);

describeExample({page: 'config/lib/auto-external', block: 'auto-external-object', ...statusLabel}, async (out) => {
  expect(out.ok).toBe(true);
  const code = out.read('dist/index.js');
  expect(code.startsWith('import clsx from "clsx";\nimport ms from "ms";\n')).toBe(true);
  expect(importsOf(code)).toEqual(['clsx', 'ms']);
  expect(code).toContain('createColors'); // picocolors is bundled

  // The default: dependencies and peers stay imports, the dev dependency ms is inlined.
  const plain = await buildVariant(out, 'default', "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'esm' }] });\n");
  expect(plain.ok).toBe(true);
  const plainCode = plain.read('dist/index.js');
  expect(plainCode.startsWith('import picocolors from "picocolors";\nimport clsx from "clsx";\n')).toBe(true);
  expect(importsOf(plainCode)).toEqual(['picocolors', 'clsx']);
  expect(plainCode).toContain('365.25'); // the year constant of ms

  // The deprecated key warns even when output.autoExternal is set next to it (and then wins).
  const both = await buildVariant(out, 'deprecated', "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'esm', autoExternal: false, output: { autoExternal: true } }] });\n");
  expect(both.ok).toBe(true);
  expect(both.output).toContain('warn    lib.autoExternal is deprecated, use output.autoExternal instead.');
  expect(importsOf(both.read('dist/index.js'))).toEqual(['picocolors', 'clsx']);
});

describeExample({page: 'config/lib/auto-external', block: 'auto-external-exclude', ...statusLabel}, (out) => {
  expect(out.ok).toBe(true);
  const code = out.read('dist/index.js');
  expect(importsOf(code)).toEqual(['clsx']);
  expect(code).toContain('createColors');
});

// ---------------------------------------------------------------------------------------------
// config/lib/redirect

const priceTagSource = (iconRequest: string) =>
  [
    "import pc from 'picocolors';",
    "import { formatPrice, type Money } from '@/utils';",
    "import classes from '@/styles/card.module.css';",
    "import '../styles/reset.css';",
    `import iconUrl from '${iconRequest}';`,
    '',
    'export const renderPrice = (m: Money) => ({',
    '  text: pc.bold(formatPrice(m)),',
    '  className: classes.card,',
    '  iconUrl,',
    '});',
    '',
  ].join('\n');

const redirectProject = {
  packageJson: {name: 'price-tag', version: '1.0.0', dependencies: {picocolors: '^1.1.0'}},
  files: {
    // The page's tsconfig, plus `types: []` against the @types packages of the site's node_modules.
    'tsconfig.json': `${JSON.stringify({compilerOptions: {baseUrl: '.', paths: {'@/*': ['src/*']}, module: 'ESNext', moduleResolution: 'bundler', types: []}, include: ['src']}, null, 2)}\n`,
    'src/assets/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
    'src/components/price-tag.ts': priceTagSource('../assets/icon.svg'),
    'src/styles/card.module.css': '.card { padding: 4px; }\n',
    'src/styles/reset.css': 'body { margin: 0; }\n',
    'src/utils/format.ts': 'export type Money = { amount: number; currency: string };\nexport const formatPrice = (m: Money) => `${m.amount} ${m.currency}`;\n',
    'src/utils/index.ts': "export * from './format';\n",
    'src/index.ts': "export * from './components/price-tag';\nexport * from './utils';\n",
    'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
  },
};

describeExample({page: 'config/lib/redirect', block: 'redirect-example', ...redirectProject}, async (out) => {
  expect(out.ok).toBe(true);
  expect(head(out, 'dist/components/price-tag.mjs', 5)).toBe(
    [
      'import picocolors from "picocolors";',
      'import { formatPrice } from "../utils/index.mjs";',
      'import card_module from "../styles/card.module.mjs";',
      'import "../styles/reset.css";',
      'import icon from "../assets/icon.mjs";',
    ].join('\n'),
  );
  expect(out.read('dist/assets/icon.mjs')).toBe('import icon_namespaceObject from "../static/svg/icon.svg";\nexport default icon_namespaceObject;\n');
  expect(out.exists('dist/static/svg/icon.svg')).toBe(true);
  expect(out.exists('dist/styles/reset.css')).toBe(true);
  // Alias rewriting in declarations skips paths inside node_modules, where this project is built;
  // tests/examples/reference-defaults.test.ts builds that part outside it. Extensions are added here.
  expect(out.read('dist/index.d.mts')).toContain("export * from './components/price-tag.mjs';\nexport * from './utils/index.mjs';");

  // One item per flag turned off (no declarations), with the icon imported through the alias and
  // a request that names the .ts file.
  const flags = {jsPath: {js: {path: false}}, jsExt: {js: {extension: false}}, stylePath: {style: {path: false}}, styleExt: {style: {extension: false}}, assetPath: {asset: {path: false}}, assetExt: {asset: {extension: false}}};
  const items = Object.entries(flags).map(([id, redirect]) => `    { id: '${id}', format: 'esm', bundle: false, redirect: ${JSON.stringify(redirect)}, output: { target: 'web', distPath: './dist/${id}' } },`);
  const variant = await buildVariant(out, 'flags', `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [\n${items.join('\n')}\n  ],\n});\n`, {
    'src/components/price-tag.ts': priceTagSource('@/assets/icon.svg'),
    'src/utils/index.ts': "export * from './format';\nexport { formatPrice as fp } from './format.ts';\n",
  });
  expect(variant.ok).toBe(true);
  const tag = (id: string) => variant.read(`dist/${id}/components/price-tag.mjs`);
  const utils = (id: string) => variant.read(`dist/${id}/utils/index.mjs`);
  expect(tag('jsPath')).toContain('import { formatPrice } from "@/utils";');
  expect(tag('jsPath')).toContain('import icon from "@/assets/icon.svg";');
  expect(utils('jsPath')).toContain('export { formatPrice as fp } from "./format.mjs";');
  expect(tag('jsExt')).toContain('import { formatPrice } from "../utils/index";');
  expect(utils('jsExt')).toContain('export * from "./format";\nexport { formatPrice as fp } from "./format.ts";');
  expect(tag('stylePath')).toContain('import card_module from "@/styles/card.module.mjs";');
  expect(tag('styleExt')).toContain('import card_module from "../styles/card.module.css";');
  expect(variant.exists('dist/styleExt/styles/card.module.css')).toBe(false);
  expect(tag('assetPath')).toContain('import icon from "@/assets/icon.mjs";');
  expect(tag('assetExt')).toContain('import icon from "../assets/icon.svg";');
  expect(variant.exists('dist/assetExt/assets/icon.svg')).toBe(false);
  expect(variant.exists('dist/assetExt/static/svg/icon.svg')).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// config/lib/syntax

describeExample(
  {page: 'config/lib/syntax', block: 'syntax-es2019', files: {'src/index.ts': 'export const limit = (n?: number) => n ?? 10;\nexport const first = <T,>(list?: T[]) => list?.[0];\n'}},
  async (out) => {
    expect(out.ok).toBe(true);
    expect(out.read('dist/index.js')).toBe('const limit = (n)=>null != n ? n : 10;\nconst first = (list)=>null == list ? void 0 : list[0];\nexport { first, limit };\n');
    const latest = await buildVariant(out, 'default', out.read('rslib.config.ts').replace(/\n\s*syntax: 'es2019',/, ''));
    expect(latest.ok).toBe(true);
    expect(latest.read('dist/index.js')).toBe('const limit = (n)=>n ?? 10;\nconst first = (list)=>list?.[0];\nexport { first, limit };\n');
  },
);

// ---------------------------------------------------------------------------------------------
// config/lib/external-helpers

describeExample(
  {
    page: 'config/lib/external-helpers',
    block: 'external-helpers-es5',
    packageJson: {name: 'greeter', version: '1.0.0', type: 'module', dependencies: {'@swc/helpers': '^0.5.23', picocolors: '^1.1.0'}},
    files: {
      'src/index.ts':
        "import pc from 'picocolors';\n\nexport class Greeter {\n  constructor(private name: string) {}\n\n  get message() {\n    return pc.green(`Hello, ${this.name}`);\n  }\n}\n\n" +
        'export const merge = (a: object, b: object) => ({ ...a, ...b });\n',
    },
  },
  async (out) => {
    expect(out.ok).toBe(true);
    const code = out.read('dist/index.js');
    expect(importsOf(code)).toEqual(['@swc/helpers/_/_class_call_check', '@swc/helpers/_/_create_class', '@swc/helpers/_/_define_property', '@swc/helpers/_/_object_spread', 'picocolors']);
    expect(code).not.toMatch(/^function _/m);
    expect(code.length).toBeGreaterThan(700);
    expect(code.length).toBeLessThan(1000); // "about 0.9 kB"

    const inlined = await buildVariant(out, 'inlined', out.read('rslib.config.ts').replace(/\n\s*externalHelpers: true,/, ''));
    expect(inlined.ok).toBe(true);
    const inlinedCode = inlined.read('dist/index.js');
    expect([...inlinedCode.matchAll(/^function (\w+)\(/gm)].map((m) => m[1])).toEqual(['_class_call_check', '_defineProperties', '_create_class', '_define_property', '_object_spread']);
    expect(importsOf(inlinedCode)).toEqual(['picocolors']);
    expect(inlinedCode.length).toBeGreaterThan(1900);
    expect(inlinedCode.length).toBeLessThan(2500); // "about 2.2 kB"

    // Without @swc/helpers in package.json the build stops.
    const undeclared = await buildProject('review-lib-helpers-undeclared', {'src/index.ts': 'export const merge = (a: object, b: object) => ({ ...a, ...b });\n', 'rslib.config.ts': out.read('rslib.config.ts')});
    expect(undeclared.ok).toBe(false);
    expect(undeclared.output).toContain('error   externalHelpers is enabled, but the @swc/helpers dependency declaration was not found in package.json.');
  },
);

// ---------------------------------------------------------------------------------------------
// config/lib/banner and config/lib/footer

const toastSource = {
  'src/index.ts': "export { show } from './toast';\nexport const VERSION = '2.3.0';\n",
  'src/toast.ts': "import './toast.css';\n\nexport const show = (msg: string) => console.log(msg);\n",
  'src/toast.css': '.toast {\n  position: fixed;\n  bottom: 16px;\n}\n',
  'tsconfig.json': tsconfig(),
};
const toastPackage = {name: '@acme/toast', version: '2.3.0', license: 'MIT', type: 'module'};
const header = '/*! @acme/toast v2.3.0 | MIT License */';

describeExample({page: 'config/lib/banner', block: 'banner-license', files: toastSource, packageJson: toastPackage}, (out) => {
  expect(out.ok).toBe(true);
  const js = out.read('dist/index.js').split('\n');
  expect(js[0]).toBe(header);
  expect(js[1]).toMatch(/^let \w+=\w+=>console\.log\(\w+\),\w+="2\.3\.0";export\{\w+ as VERSION,\w+ as show\};$/);
  expect(out.read('dist/index.css')).toBe(`${header}\n.toast{position:fixed;bottom:16px}`);
  expect(out.read('dist/index.d.ts')).toBe(`${header}\nexport { show } from './toast.js';\nexport declare const VERSION = "2.3.0";\n`);
  expect(out.read('dist/toast.d.ts').startsWith(`${header}\n`)).toBe(true);
});

const lazySource = {
  'src/index.ts': "export const VERSION = '2.3.0';\nexport const later = () => import('./lazy');\n",
  'src/lazy.ts': 'export const lazy = 1;\n',
};

describeExample({page: 'config/lib/banner', block: 'banner-plugin-entry', files: lazySource}, async (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/index.js', 'dist/lazy.js']);
  expect(out.read('dist/index.js').startsWith('/*! Entry file: index.js */\n')).toBe(true);
  expect(out.read('dist/lazy.js')).not.toContain('Entry file');
  // Without the stage line the minifier treats the comment as a legal comment.
  const early = await buildVariant(out, 'no-stage', out.read('rslib.config.ts').replace(/\n.*\n\s*stage: .*,/, ''));
  expect(early.ok).toBe(true);
  expect(distFiles(early)).toContain('dist/index.js.LICENSE.txt');
  const lines = early.read('dist/index.js').split('\n');
  expect(lines[0]).toBe('/*! LICENSE: index.js.LICENSE.txt */');
  expect(lines[1].startsWith('/*! Entry file: index.js */ const VERSION')).toBe(true);
});

const footerJs = '/* End of @acme/toast. Source: https://github.com/acme/toast */';

describeExample({page: 'config/lib/footer', block: 'footer-example', files: toastSource, packageJson: toastPackage}, async (out) => {
  expect(out.ok).toBe(true);
  expect(out.read('dist/toast.js')).toBe(`import "./toast.css";\nconst show = (msg)=>console.log(msg);\nexport { show };\n\n${footerJs}`);
  expect(out.read('dist/toast.css')).toMatch(/^\.toast \{\n {2}position: fixed;\n {2}bottom: 16px;\n\}\n+\/\* End of @acme\/toast styles \*\/\n$/);
  // The declaration footer is the page's own text (the Chinese page translates it).
  const dtsFooter = /dts: '([^']+)'/.exec(out.read('rslib.config.ts'))![1];
  expect(out.read('dist/toast.d.ts')).toBe(`import './toast.css';\nexport declare const show: (msg: string) => void;\n\n${dtsFooter}\n`);
  // Bundle mode with source maps: the footer comes before the sourceMappingURL line.
  const mapped = await buildVariant(out, 'source-map', out.read('rslib.config.ts').replace("bundle: false,\n      dts: true,\n      output: { target: 'web' },", "output: { target: 'web', sourceMap: true },"));
  expect(mapped.ok).toBe(true);
  expect(mapped.read('dist/index.js').endsWith(`export { VERSION, show };\n\n${footerJs}\n//# sourceMappingURL=index.js.map`)).toBe(true);
});

describeExample({page: 'config/lib/footer', block: 'footer-plugin', files: lazySource}, async (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/index.js', 'dist/lazy.js']);
  expect(out.read('dist/index.js').endsWith('/* index.js ends here */')).toBe(true);
  expect(out.read('dist/lazy.js').endsWith('/* lazy.js ends here */')).toBe(true);
  // Without the stage line the minifier removes the comment again.
  const early = await buildVariant(out, 'no-stage', out.read('rslib.config.ts').replace(/\n\s*stage: .*,/, ''));
  expect(early.ok).toBe(true);
  expect(early.read('dist/index.js')).not.toContain('ends here');
  expect(early.read('dist/lazy.js')).not.toContain('ends here');
});

// ---------------------------------------------------------------------------------------------
// config/lib/umd-name

const tinyMath = {'src/index.ts': "export const add = (a: number, b: number): number => a + b;\nexport const VERSION = '1.0.0';\n"};

describeExample({page: 'config/lib/umd-name', block: 'umd-name-string', files: tinyMath}, async (out) => {
  expect(out.ok).toBe(true);
  expect(head(out, 'dist/index.js', 6)).toBe(umdHead('TinyMath'));
  // In a "type": "module" package Node.js loads the file as an ES module: require() returns an
  // empty namespace and the exports land on globalThis.
  // (A file, not `node -e`: required from an eval'd script the module's global assignment is not seen.)
  fs.writeFileSync(path.join(out.dir, 'require-umd.cjs'), "const m = require('./dist/index.js');\nconsole.log(Object.keys(m).length, globalThis.TinyMath.add(2, 3));\n");
  expect(spawnSync(process.execPath, ['require-umd.cjs'], {cwd: out.dir, encoding: 'utf8'}).stdout.trim()).toBe('0 5');

  const unnamed = await buildVariant(out, 'unnamed', out.read('rslib.config.ts').replace(/\n\s*umdName: 'TinyMath',/, ''));
  expect(unnamed.ok).toBe(true);
  expect(head(unnamed, 'dist/index.js', 8)).toBe(
    [
      '(function(root, factory) {',
      "    if ('object' == typeof exports && 'object' == typeof module) module.exports = factory();",
      "    else if ('function' == typeof define && define.amd) define([], factory);",
      '    else {',
      '        var a = factory();',
      "        for(var i in a)('object' == typeof exports ? exports : root)[i] = a[i];",
      '    }',
      '})(globalThis, ()=>(()=>{',
    ].join('\n'),
  );

  // The default node target hands the wrapper Node's `global`.
  const forNode = await buildVariant(out, 'node', out.read('rslib.config.ts').replace(/\n\s*output: \{ target: 'web' \},/, ''));
  expect(forNode.ok).toBe(true);
  expect(forNode.read('dist/index.js')).toContain('})(global, ()=>(()=>{');
});

const nestedRoot = 'root["Acme"] = root["Acme"] || {}, root["Acme"]["TinyMath"] = factory();';

describeExample({page: 'config/lib/umd-name', block: 'umd-name-array', files: tinyMath}, (out) => {
  expect(out.ok).toBe(true);
  expect(head(out, 'dist/index.js', 6)).toBe(
    [
      '(function(root, factory) {',
      "    if ('object' == typeof exports && 'object' == typeof module) module.exports = factory();",
      "    else if ('function' == typeof define && define.amd) define([], factory);",
      "    else if ('object' == typeof exports) exports[\"Acme\"] = factory();",
      `    else ${nestedRoot}`,
      '})(globalThis, ()=>(()=>{',
    ].join('\n'),
  );
});

describeExample({page: 'config/lib/umd-name', block: 'umd-name-object', files: tinyMath}, async (out) => {
  expect(out.ok).toBe(true);
  expect(head(out, 'dist/index.js', 6)).toBe(
    [
      '(function(root, factory) {',
      "    if ('object' == typeof exports && 'object' == typeof module) module.exports = factory();",
      "    else if ('function' == typeof define && define.amd) define(\"tiny-math\", [], factory);",
      "    else if ('object' == typeof exports) exports[\"tiny-math\"] = factory();",
      `    else ${nestedRoot}`,
      '})(globalThis, ()=>(()=>{',
    ].join('\n'),
  );
  // Without umdNamedDefine the AMD module stays anonymous.
  const anonymous = await buildVariant(out, 'anonymous', out.read('rslib.config.ts').replace(/\n\s*tools: \{[\s\S]*?\n {6}\},/, ''));
  expect(anonymous.ok).toBe(true);
  expect(anonymous.read('dist/index.js')).toContain("else if ('function' == typeof define && define.amd) define([], factory);");
});

describeExample(
  {page: 'config/lib/umd-name', block: 'umd-name-externals', files: {'src/index.ts': "import dayjs from 'dayjs';\n\nexport const today = () => dayjs().format('YYYY-MM-DD');\n"}},
  (out) => {
    expect(out.ok).toBe(true);
    expect(head(out, 'dist/index.js', 8)).toBe(
      [
        '(function(root, factory) {',
        "    if ('object' == typeof exports && 'object' == typeof module) module.exports = factory(require(\"dayjs\"));",
        "    else if ('function' == typeof define && define.amd) define([",
        '        "dayjs"',
        '    ], factory);',
        "    else if ('object' == typeof exports) exports[\"TinyDate\"] = factory(require(\"dayjs\"));",
        '    else root["TinyDate"] = factory(root["dayjs"]);',
        '})(globalThis, (__rspack_external_e)=>(()=>{',
      ].join('\n'),
    );
  },
);

// ---------------------------------------------------------------------------------------------
// config/lib/shims

describeExample(
  {
    page: 'config/lib/shims',
    block: 'shims-complete',
    files: {
      'src/index.ts':
        'declare const __dirname: string;\ndeclare const __filename: string;\ndeclare const require: NodeJS.Require;\n\n' +
        'export const assetsDir = `${__dirname}/assets`;\nexport const self = __filename;\n' +
        'export function loadPlugin(name: string) {\n  return require(name);\n}\n' +
        'export const templatesDir = `${import.meta.dirname}/templates`;\n',
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    const esm = out.read('dist/index.js');
    expect(esm).toContain('import { fileURLToPath as __rspack_fileURLToPath } from "node:url";');
    expect(esm).toContain('import { dirname as __rspack_dirname } from "node:path";');
    expect(esm).toContain('const assetsDir = `${__rspack_import_meta_dirname__}/assets`;');
    expect(esm).toContain('const require = /*#__PURE__*/ __rslib_shim_module__.createRequire(');
    // The cjs item only applies the cjs group: import.meta.dirname becomes __dirname.
    expect(out.read('dist/index.cjs')).toContain('const templatesDir = `${__dirname}/templates`;');
    const dist = path.join(out.dir, 'dist');
    const check = "console.log(m.assetsDir === DIST + '/assets', m.self === DIST + '/index.' + EXT, typeof m.loadPlugin('node:path').join, m.templatesDir === DIST + '/templates')";
    const esmRun = runNode(out.dir, `import * as m from './dist/index.js'; const DIST = ${JSON.stringify(dist)}, EXT = 'js'; ${check}`, 'module');
    expect(esmRun.trim()).toBe('true true function true');
    const cjsRun = runNode(out.dir, `const m = require('./dist/index.cjs'); const DIST = ${JSON.stringify(dist)}, EXT = 'cjs'; ${check}`, 'commonjs');
    expect(cjsRun.trim()).toBe('true true function true');
  },
);

// ---------------------------------------------------------------------------------------------
// config/lib/id

describeExample({page: 'config/lib/id', block: 'custom-ids', files: {'src/index.ts': 'export const one = 1;\n'}}, (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/browser/index.js', 'dist/node/index.cjs', 'dist/node/index.js']);
  for (const id of ['node', 'node-cjs', 'browser']) expect(out.output).toMatch(new RegExp(`ready {3}built in [\\d.]+m?s \\(${id}\\)`));
  // The web target's size table has a Gzip column, the node one does not.
  expect(out.output).toMatch(/File \(browser\) +Size +Gzip/);
  expect(out.output).toMatch(/File \(node\) +Size *\n/);
});

// ---------------------------------------------------------------------------------------------
// config/lib/index

const defineLib = (body: string) => `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig(${body});\n`;

test('config/lib/index: an empty lib array and a lib value that is not an array', async () => {
  const [empty, object] = await Promise.all([
    buildProject('review-lib-lib-empty', {'src/index.ts': 'export const one = 1;\n', 'rslib.config.ts': defineLib('{ lib: [] }')}),
    buildProject('review-lib-lib-object', {'src/index.ts': 'export const one = 1;\n', 'rslib.config.ts': defineLib("{ lib: { format: 'esm' } as never }")}),
  ]);
  expect(empty.ok).toBe(false);
  expect(empty.output).toContain('Expect "lib" field to be a non-empty array, but got: [].');
  expect(object.ok).toBe(false);
  expect(object.output).toContain('TypeError: config.lib is not iterable');
});

test('config/lib/index: a top-level dts reaching two items warns even with separate folders', async () => {
  const out = await buildProject('review-lib-top-level-dts', {
    'src/index.ts': 'export const one: number = 1;\n',
    'tsconfig.json': tsconfig(),
    'rslib.config.ts': defineLib("{\n  dts: true,\n  lib: [\n    { format: 'esm', output: { distPath: './dist/esm' } },\n    { format: 'cjs', output: { distPath: './dist/cjs' } },\n  ],\n}"),
  });
  expect(out.ok).toBe(true);
  expect(out.output).toContain('warn    When multiple lib items are present, using top-level "dts" may cause conflicting file writes or deletions');
  expect(out.exists('dist/esm/index.d.ts')).toBe(true);
  expect(out.exists('dist/cjs/index.d.ts')).toBe(true);
});

test('config/lib/index: rslib inspect names the files after the entry ids', async () => {
  const files = {'src/index.ts': 'export const one = 1;\n'};
  const [one, two] = await Promise.all([
    buildProject('review-lib-inspect-one', {...files, 'rslib.config.ts': defineLib("{ lib: [{ format: 'esm' }] }")}, {args: ['inspect']}),
    buildProject('review-lib-inspect-two', {...files, 'rslib.config.ts': defineLib("{ lib: [{ format: 'esm' }, { format: 'cjs' }] }")}, {args: ['inspect']}),
  ]);
  const inspected = (out: ExampleOutput) => fs.readdirSync(path.join(out.dir, 'dist/.rsbuild')).sort();
  expect(one.ok).toBe(true);
  expect(inspected(one)).toEqual(['rsbuild.config.mjs', 'rslib.config.mjs', 'rspack.config.esm.mjs']);
  expect(two.ok).toBe(true);
  expect(inspected(two)).toEqual(['rsbuild.config.cjs.mjs', 'rsbuild.config.esm.mjs', 'rslib.config.mjs', 'rspack.config.cjs.mjs', 'rspack.config.esm.mjs']);
});
