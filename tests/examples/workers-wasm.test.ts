// Examples of guide/advanced/web-workers and guide/advanced/wasm.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {describeExample, distFiles, addWasm} from './harness';

// Runs an ES module snippet with plain Node.js inside the built example, returns what it printed.
function runModule(dir: string, code: string): string {
  const file = path.join(dir, 'run-check.mjs');
  fs.writeFileSync(file, code);
  const result = spawnSync(process.execPath, [file], {cwd: dir, encoding: 'utf8'});
  return `${result.stdout}${result.stderr}`;
}


// ---------------------------------------------------------------------------------------------
// guide/advanced/web-workers

const hashWorker =
  'self.onmessage = (event: MessageEvent<string>) => {\n' +
  '  let hash = 0;\n' +
  '  for (const char of event.data) hash = (hash * 31 + char.charCodeAt(0)) | 0;\n' +
  '  self.postMessage(hash);\n' +
  '};\n';
const startWorker =
  'export function createHasher(): Worker {\n' +
  "  return new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });\n" +
  '}\n';
const basicWorker = {'src/index.ts': startWorker, 'src/hash.worker.ts': hashWorker};

// The worker and the main code share hashString() from src/hash.ts.
const sharedWorker = {
  'src/hash.ts':
    'export function hashString(text: string): number {\n  let hash = 0;\n' +
    '  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;\n  return hash;\n}\n',
  'src/hash.worker.ts':
    "import { hashString } from './hash';\n\nself.onmessage = (event: MessageEvent<string>) => {\n" +
    '  self.postMessage(hashString(event.data));\n};\n',
  'src/index.ts': "import { hashString } from './hash';\n\nexport { hashString };\n" + startWorker,
};

describeExample({page: 'guide/advanced/web-workers', block: 'worker-bundle', files: basicWorker}, (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out.files())).toEqual(['dist/hash.worker.js', 'dist/index.js']);
  const index = out.read('dist/index.js');
  expect(index).toContain('new Worker(new URL("./hash.worker.js", import.meta.url), Object.assign({}, {');
  expect(index).toContain('type: "module"');
  expect(index).not.toContain('.ts');
  // The worker chunk holds the compiled worker code.
  expect(out.read('dist/hash.worker.js')).toContain('self.postMessage(hash)');
});

describeExample({page: 'guide/advanced/web-workers', block: 'worker-bundle', files: sharedWorker}, (out) => {
  expect(out.ok).toBe(true);
  const files = distFiles(out.files());
  // A third chunk with a generated name holds the shared helper.
  expect(files).toHaveLength(3);
  expect(files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/hash.worker.js']));
  const shared = files.find((f) => f !== 'dist/index.js' && f !== 'dist/hash.worker.js')!;
  expect(shared).toMatch(/^dist\/[a-z0-9]{1,3}\.js$/);
  const sharedImport = `from "./${path.basename(shared)}"`;
  expect(out.read(shared)).toContain('function hashString(');
  expect(out.read('dist/index.js')).toContain(sharedImport);
  expect(out.read('dist/hash.worker.js')).toContain(sharedImport);
  expect(out.read('dist/index.js')).not.toContain('function hashString(');
});

describeExample(
  {
    page: 'guide/advanced/web-workers',
    block: 'worker-bundle',
    files: {
      'src/hash.worker.ts': hashWorker,
      'src/index.ts':
        "const url = new URL('./hash.worker.ts', import.meta.url);\n" +
        "export const createHasher = () => new Worker(url, { type: 'module' });\n" +
        "export const createUnresolved = () => new Worker('./hash.worker.js', { type: 'module' });\n",
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    // The URL in a variable is an ordinary asset: the TypeScript source is copied unchanged.
    expect(distFiles(out.files())).toEqual(['dist/index.js', 'dist/static/assets/hash.worker.ts']);
    expect(out.read('dist/static/assets/hash.worker.ts')).toContain('MessageEvent<string>');
    const index = out.read('dist/index.js');
    expect(index).toContain('new URL("./static/assets/hash.worker.ts", import.meta.url)');
    // A plain string is left alone.
    expect(index).toContain("new Worker('./hash.worker.js'");
  },
);

describeExample({page: 'guide/advanced/web-workers', block: 'worker-dual', files: basicWorker}, (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out.files())).toEqual(['dist/hash.worker~0.js', 'dist/index.cjs', 'dist/index.js']);
  expect(out.read('dist/index.js')).toContain('new URL("./hash.worker~0.js", import.meta.url)');
  const cjs = out.read('dist/index.cjs');
  expect(cjs).toContain("new URL('./hash.worker.ts', __rslib_import_meta_url__)");
  expect(cjs).not.toContain('hash.worker~');
});

describeExample(
  {
    page: 'guide/advanced/web-workers',
    block: 'worker-query',
    files: {
      'src/hash.worker.ts': hashWorker,
      'src/index.ts':
        "import HashWorker from './hash.worker.ts?worker';\n" +
        "import InlineHashWorker from './hash.worker.ts?worker&inline';\n\n" +
        "export const createHasher = () => new HashWorker({ name: 'hasher' });\n" +
        "export const createInlineHasher = () => new InlineHashWorker({ name: 'hasher' });\n",
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    // Only ?worker emits a file; the inline worker lives in index.js.
    expect(distFiles(out.files())).toEqual(['dist/hash.worker.js', 'dist/index.js']);
    const index = out.read('dist/index.js');
    expect(index).toContain('function WorkerWrapper(options)');
    expect(index).toContain('new Worker(new URL("./hash.worker.js", import.meta.url)');
    expect(index).toContain('const jsContent = "self.onmessage');
    expect(index).toContain('new Blob(');
    expect(index).toContain('createObjectURL(blob)');
    expect(index).toContain('"data:text/javascript;charset=utf-8,"');
  },
);

describeExample(
  {
    page: 'guide/advanced/web-workers',
    block: 'worker-bundleless',
    files: sharedWorker,
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(distFiles(out.files())).toEqual(['dist/hash.js', 'dist/hash.worker.js', 'dist/index.js']);
    expect(out.read('dist/index.js')).toContain('new Worker(new URL("./hash.worker.js", import.meta.url)');
    expect(out.read('dist/index.js')).toContain('type: "module"');
    // The worker is not bundled: it keeps its import.
    expect(out.read('dist/hash.worker.js')).toContain('import { hashString } from "./hash.js"');
  },
);

describeExample(
  {page: 'guide/advanced/web-workers', block: 'worker-target-error', files: basicWorker},
  (out) => {
    expect(out.ok).toBe(false);
    expect(out.output).toContain('Failed to build.');
    expect(out.output).toContain('Unsupported platform: web-worker');
  },
);

// ---------------------------------------------------------------------------------------------
// guide/advanced/wasm

const wasmName = /^dist\/static\/wasm\/[0-9a-f]{10}\.module\.wasm$/;

const importWasm = {
  'src/add.wasm': addWasm,
  'src/wasm.d.ts': "declare module '*/add.wasm' {\n  export function add(a: number, b: number): number;\n}\n",
  'src/index.ts':
    "import { add } from './add.wasm';\n\n" +
    'export function total(...values: number[]): number {\n' +
    '  return values.reduce((sum, value) => add(sum, value), 0);\n}\n',
};

// Answers fetch() of file: URLs from disk, as a server sending application/wasm would.
const fetchFromDisk =
  "import { readFile } from 'node:fs/promises';\n" +
  "globalThis.fetch = async (url) => new Response(await readFile(new URL(url)), { headers: { 'content-type': 'application/wasm' } });\n";

describeExample({page: 'guide/advanced/wasm', block: 'wasm-import-web', files: importWasm}, (out) => {
  expect(out.ok).toBe(true);
  const files = distFiles(out.files());
  expect(files).toEqual(['dist/index.js', expect.stringMatching(wasmName)]);
  expect(files[1]).toBe('dist/static/wasm/54b710755d.module.wasm');
  const code = out.read('dist/index.js');
  expect(code).toContain('fetch(__webpack_require__.p + wasmModuleFilename)');
  expect(code).toContain('WebAssembly.instantiateStreaming(res, importsObj)');
  expect(code).toContain('"static/wasm/54b710755d.module.wasm"');
  expect(code).toMatch(/^const add = await __webpack_require__\(/m);
  // The path is only a runtime string: no static reference a consumer's bundler could follow.
  expect(code).not.toMatch(/new URL\("[^"]*\.wasm"/);
  // It runs when the binary is served next to the chunk.
  expect(runModule(out.dir, `${fetchFromDisk}const { total } = await import('./dist/index.js');\nconsole.log(total(1, 2, 3));\n`)).toBe(
    '6\n',
  );
});

describeExample({page: 'guide/advanced/wasm', block: 'wasm-with-cjs', files: importWasm}, (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out.files())).toEqual(['dist/index.cjs', 'dist/index.js', 'dist/static/wasm/54b710755d.module.wasm']);
  expect(runModule(out.dir, "const { total } = await import('./dist/index.js');\nconsole.log(total(2, 3));\n")).toBe('5\n');
  expect(
    runModule(
      out.dir,
      "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n" +
        "console.log(typeof require('./dist/index.cjs').total);\n",
    ),
  ).toBe('undefined\n');
});

describeExample(
  {
    page: 'guide/advanced/wasm',
    block: 'wasm-new-url',
    files: {
      'src/add.wasm': addWasm,
      'src/index.ts':
        'interface AddExports {\n  add(a: number, b: number): number;\n}\n\n' +
        "const wasmUrl = new URL('./add.wasm', import.meta.url);\n" +
        'let loading: Promise<AddExports> | undefined;\n\n' +
        'export function loadAdder(): Promise<AddExports> {\n' +
        '  loading ??= WebAssembly.instantiateStreaming(fetch(wasmUrl)).then(\n' +
        '    ({ instance }) => instance.exports as unknown as AddExports,\n  );\n  return loading;\n}\n',
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(distFiles(out.files())).toEqual(['dist/index.js', 'dist/static/wasm/54b710755d.module.wasm']);
    const code = out.read('dist/index.js');
    expect(code).toContain('const wasmUrl = new URL("./static/wasm/54b710755d.module.wasm", import.meta.url);');
    expect(code).toContain('loading ??= WebAssembly.instantiateStreaming(fetch(wasmUrl))');
    // No loader runtime and no top-level await.
    expect(code).not.toContain('__webpack_require__');
    expect(code).not.toMatch(/^const \w+ = await /m);
    expect(
      runModule(out.dir, `${fetchFromDisk}const { loadAdder } = await import('./dist/index.js');\nconsole.log((await loadAdder()).add(2, 3));\n`),
    ).toBe('5\n');
  },
);

// A package with the layout of wasm-pack's default (bundler) output.
const addWasmPackage = {
  'node_modules/add-wasm/package.json': `${JSON.stringify({name: 'add-wasm', version: '0.1.0', type: 'module', main: 'add_wasm.js', sideEffects: ['./add_wasm.js']}, null, 2)}\n`,
  'node_modules/add-wasm/add_wasm.js':
    "import * as wasm from './add_wasm_bg.wasm';\n\nexport function add(a, b) {\n  return wasm.add(a, b);\n}\n",
  'node_modules/add-wasm/add_wasm_bg.wasm': addWasm,
  'src/index.ts': "import { add } from 'add-wasm';\n\nexport const double = (n: number): number => add(n, n);\n",
};

describeExample(
  {
    page: 'guide/advanced/wasm',
    block: 'wasm-dependency',
    files: addWasmPackage,
    packageJson: {name: 'example', version: '1.0.0', type: 'module', dependencies: {'add-wasm': '^0.1.0'}},
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(distFiles(out.files())).toEqual(['dist/index.js']);
    expect(out.read('dist/index.js')).toContain('import { add } from "add-wasm";');
  },
);

describeExample(
  {
    page: 'guide/advanced/wasm',
    block: 'wasm-dependency',
    files: addWasmPackage,
    packageJson: {name: 'example', version: '1.0.0', type: 'module', devDependencies: {'add-wasm': '^0.1.0'}},
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(distFiles(out.files())).toEqual(['dist/index.js', 'dist/static/wasm/54b710755d.module.wasm']);
    const code = out.read('dist/index.js');
    expect(code).not.toContain('from "add-wasm"');
    expect(code).toContain('"static/wasm/54b710755d.module.wasm"');
    // Runs without the dependency: move node_modules away first.
    fs.rmSync(path.join(out.dir, 'node_modules'), {recursive: true, force: true});
    expect(runModule(out.dir, "const { double } = await import('./dist/index.js');\nconsole.log(double(21));\n")).toBe('42\n');
  },
);

describeExample({page: 'guide/advanced/wasm', block: 'wasm-file-names', files: importWasm}, (out) => {
  expect(out.ok).toBe(true);
  expect(distFiles(out.files())).toEqual(['dist/index.js', 'dist/wasm/54b71075.wasm']);
  expect(out.read('dist/index.js')).toContain('"wasm/54b71075.wasm"');
});
