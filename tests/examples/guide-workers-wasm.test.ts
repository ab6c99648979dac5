// Output claims of guide/advanced/web-workers and guide/advanced/wasm that the blocks in
// workers-wasm.test.ts do not cover: the worker `name` option, dynamic and source-phase imports
// of WebAssembly.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {describeExample, repoRoot, distFiles, addWasm} from './harness';


// Runs an ES module with plain Node.js inside the built example and returns what it printed.
function runModule(dir: string, code: string): string {
  const file = path.join(dir, 'run-check.mjs');
  fs.writeFileSync(file, code);
  const result = spawnSync(process.execPath, [file], {cwd: dir, encoding: 'utf8'});
  return `${result.stdout}${result.stderr}`;
}

// ---------------------------------------------------------------------------------------------
// guide/advanced/web-workers: a literal `name` option names the worker chunk.

describeExample(
  {
    page: 'guide/advanced/web-workers',
    block: 'worker-bundle',
    files: {
      'src/hash.worker.ts': 'self.onmessage = (event: MessageEvent<string>) => {\n  self.postMessage(event.data.length);\n};\n',
      'src/index.ts':
        'export function createHasher(): Worker {\n' +
        "  return new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module', name: 'hasher' });\n}\n",
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(distFiles(out.files())).toEqual(['dist/hasher.js', 'dist/index.js']);
    const index = out.read('dist/index.js');
    expect(index).toContain('new Worker(new URL("./hasher.js", import.meta.url)');
    expect(index).toContain("name: 'hasher'");
  },
);

// ---------------------------------------------------------------------------------------------
// guide/advanced/wasm

const wasmFile = 'dist/static/wasm/54b710755d.module.wasm';

// Answers fetch() of file: URLs from disk, as a server sending application/wasm would, and logs
// each request so that a test can tell when the binary is loaded.
const fetchFromDisk =
  "import { readFile } from 'node:fs/promises';\n" +
  'globalThis.fetch = async (url) => {\n' +
  "  console.log('fetch ' + String(url).split('/dist/')[1]);\n" +
  "  return new Response(await readFile(new URL(url)), { headers: { 'content-type': 'application/wasm' } });\n};\n";

// Without a tsconfig of its own, the declaration step would pick up the docs project's one.
const wasmTsconfig = `${JSON.stringify(
  {
    compilerOptions: {target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2022', 'DOM'], strict: true, skipLibCheck: true},
    include: ['src'],
  },
  null,
  2,
)}\n`;

const dynamicImport = {
  'src/add.wasm': addWasm,
  'src/wasm.d.ts': "declare module '*/add.wasm' {\n  export function add(a: number, b: number): number;\n}\n",
  'src/index.ts':
    'export async function total(...values: number[]): Promise<number> {\n' +
    "  const { add } = await import('./add.wasm');\n" +
    '  return values.reduce((sum, value) => add(sum, value), 0);\n}\n',
};

describeExample({page: 'guide/advanced/wasm', block: 'wasm-dynamic-import', files: dynamicImport}, (out) => {
  expect(out.ok).toBe(true);
  const files = distFiles(out.files());
  // The entry, an async chunk named after the binary, a runtime chunk with a generated name.
  expect(files).toHaveLength(4);
  expect(files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/add.js', wasmFile]));
  const runtime = files.find((f) => ![wasmFile, 'dist/index.js', 'dist/add.js'].includes(f))!;
  expect(runtime).toMatch(/^dist\/[a-z0-9]{1,3}\.js$/);
  const index = out.read('dist/index.js');
  expect(index).toContain('await import("./add.js")');
  // No top-level await in the entry: it sits in the async chunk.
  expect(index).not.toMatch(/^const \w+ = await /m);
  expect(out.read('dist/add.js')).toMatch(/^const add = await __webpack_require__\(/m);
  expect(out.read(runtime)).toContain('fetch(__webpack_require__.p + wasmModuleFilename)');
  // Importing fetches nothing; the first call does.
  expect(
    runModule(out.dir, `${fetchFromDisk}const { total } = await import('./dist/index.js');\nconsole.log('imported');\nconsole.log(await total(1, 2, 3));\n`),
  ).toBe('imported\nfetch static/wasm/54b710755d.module.wasm\n6\n');
});

// import source: the module receives a compiled WebAssembly.Module and instantiates it itself;
// the TypeScript-facing wrapper is plain JavaScript with a declaration beside it.
describeExample(
  {
    page: 'guide/advanced/wasm',
    block: 'wasm-source-phase',
    files: {
      'src/add.wasm': addWasm,
      'src/add-module.js': "import source addModule from './add.wasm';\n\nexport default addModule;\n",
      'src/add-module.d.ts': 'declare const addModule: WebAssembly.Module;\nexport default addModule;\n',
      'src/index.ts':
        "import addModule from './add-module.js';\n\n" +
        'export async function createAdder(imports: WebAssembly.Imports = {}): Promise<(a: number, b: number) => number> {\n' +
        '  const instance = await WebAssembly.instantiate(addModule, imports);\n' +
        '  return instance.exports.add as (a: number, b: number) => number;\n}\n',
      'tsconfig.json': wasmTsconfig,
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(distFiles(out.files())).toEqual(['dist/index.d.ts', 'dist/index.js', wasmFile]);
    const code = out.read('dist/index.js');
    // The binary is compiled, not instantiated: the module gets a WebAssembly.Module.
    expect(code).toContain('WebAssembly.compile(bytes)');
    expect(code).toContain('__rspack_wasm_module__');
    expect(out.read('dist/index.d.ts')).toContain('createAdder(imports?: WebAssembly.Imports)');
    expect(runModule(out.dir, "const { createAdder } = await import('./dist/index.js');\nconsole.log((await createAdder())(2, 5));\n")).toBe('7\n');
  },
);

// TypeScript 5.9 cannot parse the source phase syntax: the reason for the .js wrapper on the page.
describeExample(
  {
    page: 'guide/advanced/wasm',
    block: 'wasm-source-phase',
    files: {
      'src/add.wasm': addWasm,
      'src/index.ts':
        "import source addModule from './add.wasm';\n\n" +
        'export const createAdder = async () => (await WebAssembly.instantiate(addModule)).exports.add;\n',
      'tsconfig.json': wasmTsconfig,
    },
  },
  (out) => {
    // SWC compiles it, the declaration step fails on the syntax.
    expect(out.ok).toBe(false);
    expect(out.exists('dist/index.js')).toBe(true);
    expect(out.output).toContain("TS1005: '=' expected.");
    expect(out.output).toContain('Failed to generate declaration files.');
    const tsc = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '--noEmit', '--module', 'esnext', 'src/index.ts'], {
      cwd: out.dir,
      encoding: 'utf8',
    });
    expect(tsc.stdout).toContain("error TS1005: '=' expected.");
  },
);
