import {expect} from 'vitest';
import {describeExample, runNode} from './harness';

// ---------------------------------------------------------------------------------------------
// config/rsbuild/source: import.meta.env differs between esm and cjs output

describeExample(
  {
    page: 'config/rsbuild/source',
    block: 'env-cjs-define',
    files: {
      'src/index.ts':
        'export const getMode = () => import.meta.env.MODE;\n' +
        'export const isDev = () => import.meta.env.DEV;\n',
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    // ESM keeps both lookups as written.
    const esm = out.read('dist/index.js');
    expect(esm).toContain('const getMode = ()=>import.meta.env.MODE;');
    expect(esm).toContain('const isDev = ()=>import.meta.env.DEV;');
    // CJS: the defined key reads process.env, the other one reads from undefined.
    const cjs = out.read('dist/index.cjs');
    expect(cjs).toContain('const getMode = ()=>process.env.NODE_ENV;');
    expect(cjs).toContain('const isDev = ()=>(void 0).DEV;');
    expect(cjs).not.toContain('import.meta.env');
    // At run time: MODE follows NODE_ENV, DEV throws.
    const printed = runNode(
      out.dir,
      "const m = require('./dist/index.cjs'); console.log('mode=' + m.getMode());" +
        "try { m.isDev(); } catch (e) { console.log(e.constructor.name + ': ' + e.message); }",
      'commonjs',
      {NODE_ENV: 'development'},
    );
    expect(printed).toContain('mode=development');
    expect(printed).toContain("TypeError: Cannot read properties of undefined (reading 'DEV')");
  },
);

// ---------------------------------------------------------------------------------------------
// guide/migration/tsup: a module shared by two entries (ESM: shared chunk, CJS: copied)

describeExample(
  {
    page: 'guide/migration/tsup',
    block: 'shared-between-entries',
    files: {
      'src/shared.ts': 'export function formatBytes(n: number): string {\n  return `${(n / 1024).toFixed(1)} kB`;\n}\n',
      'src/index.ts':
        "import { formatBytes } from './shared';\n\nexport const describeSize = (n: number) => `size: ${formatBytes(n)}`;\n",
      'src/cli.ts': "import { formatBytes } from './shared';\n\nconsole.log(formatBytes(Number(process.argv[2] ?? 0)));\n",
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual([
      'dist/cli.cjs',
      'dist/cli.js',
      'dist/index.cjs',
      'dist/index.js',
      'dist/z~0.js',
    ]);
    // ESM: the helper lives once, in the shared chunk, and both entries import it.
    expect(out.read('dist/z~0.js')).toContain('function formatBytes(n)');
    for (const entry of ['dist/index.js', 'dist/cli.js']) {
      const code = out.read(entry);
      expect(code).toContain('import { formatBytes } from "./z~0.js";');
      expect(code).not.toContain('function formatBytes');
    }
    // CJS: each entry has its own copy and loads no other file.
    for (const entry of ['dist/index.cjs', 'dist/cli.cjs']) {
      const code = out.read(entry);
      expect(code).toContain('function formatBytes(n)');
      expect(code).not.toContain('require(');
    }
  },
);

// ---------------------------------------------------------------------------------------------
// config/lib/shims: the import.meta.url helper goes into every CJS file; minification decides

describeExample(
  {
    page: 'config/lib/shims',
    block: 'cjs-url-helper',
    files: {
      'src/index.ts': "export { sum } from './math';\n\nexport const here = () => import.meta.url;\n",
      'src/math.ts': 'export const sum = (a: number, b: number) => a + b;\n',
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    const declared = (rel: string) => out.read(rel).includes('const __rslib_import_meta_url__');
    // Default minification: only the file that reads import.meta.url keeps the helper.
    expect(declared('dist/default/index.cjs')).toBe(true);
    expect(declared('dist/default/math.cjs')).toBe(false);
    // minify: false and minify: true keep it in every file.
    for (const folder of ['no-minify', 'full-minify']) {
      expect(declared(`dist/${folder}/index.cjs`)).toBe(true);
      expect(declared(`dist/${folder}/math.cjs`)).toBe(true);
    }
    // The unused copy is the declaration as inserted, right below "use strict".
    expect(out.read('dist/no-minify/math.cjs')).toMatch(
      /^"use strict";\nconst __rslib_import_meta_url__ = \/\*#__PURE__\*\/ \(function \(\) \{\n  return typeof document === 'undefined'/,
    );
    expect(out.read('dist/no-minify/math.cjs')).not.toMatch(/[^ ]__rslib_import_meta_url__[^ ]/);
    // Shim off: no helper anywhere, and the build machine's source path is inlined instead.
    expect(out.read('dist/no-shim/index.cjs')).not.toContain('__rslib_import_meta_url__');
    expect(out.read('dist/no-shim/math.cjs')).not.toContain('__rslib_import_meta_url__');
    expect(out.read('dist/no-shim/index.cjs')).toContain(`'file://${out.dir}/src/index.ts'`);
    // The helper works: in Node.js it yields the file: URL of the output file.
    const printed = runNode(out.dir, "console.log(require('./dist/default/index.cjs').here())", 'commonjs');
    expect(printed.trim()).toBe(`file://${out.dir}/dist/default/index.cjs`);
  },
);

// ---------------------------------------------------------------------------------------------
// config/lib/syntax: output.target 'web-worker' is rejected

describeExample(
  {
    page: 'config/lib/syntax',
    block: 'web-worker-target',
    files: {'src/index.ts': 'export const ready = true;\n'},
  },
  (out) => {
    expect(out.ok).toBe(false);
    expect(out.exitCode).toBe(1);
    expect(out.output).toContain('error   Failed to build.');
    expect(out.output).toContain('error   Unsupported platform: web-worker');
    expect(out.exists('dist')).toBe(false);
  },
);

// ---------------------------------------------------------------------------------------------
// guide/basic/cli: --lib with unknown ids

const libFilterSpec = {
  page: 'guide/basic/cli',
  block: 'lib-filter',
  files: {'src/index.ts': 'export const answer = 42;\n'},
};

describeExample({...libFilterSpec, args: ['build', '--lib', 'esm', '--lib', 'nope']}, (out) => {
  // One id matches: the unknown one is ignored without a message.
  expect(out.ok).toBe(true);
  expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/index.js']);
  expect(out.output).not.toContain('nope');
  expect(out.output).not.toMatch(/warn|error/);
});

describeExample({...libFilterSpec, args: ['build', '--lib', 'nope']}, (out) => {
  // No id matches: the run stops with exit code 1 and nothing is built.
  expect(out.ok).toBe(false);
  expect(out.exitCode).toBe(1);
  expect(out.output).toContain('error   Failed to build.\nerror   The following libs are not found: "nope".');
  expect(out.output).toMatch(/not found: "nope"\.\n\s+at /);
  expect(out.exists('dist')).toBe(false);
});

describeExample({...libFilterSpec, args: ['inspect', '--lib', 'nope']}, (out) => {
  expect(out.ok).toBe(false);
  expect(out.exitCode).toBe(1);
  expect(out.output).toContain('error   Failed to inspect config.\nerror   The following libs are not found: "nope".');
});
