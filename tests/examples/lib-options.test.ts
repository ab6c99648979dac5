// Examples of the lib option pages written by the lead (outBase, and the options below it).
import {expect} from 'vitest';
import {describeExample, addWasm} from './harness';

const utilsTree = {
  'src/utils/index.ts': "export * from './foo';\nexport * from './bar';\n",
  'src/utils/foo/index.ts': 'export const foo = 1;\n',
  'src/utils/bar/index.ts': 'export const bar = 2;\n',
};

describeExample({page: 'config/lib/out-base', block: 'out-base-src', files: utilsTree}, (out) => {
  expect(out.ok).toBe(true);
  expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/utils/bar/index.js', 'dist/utils/foo/index.js', 'dist/utils/index.js']);
  expect(out.read('dist/utils/index.js')).toContain('"./foo/index.js"');
});

describeExample(
  {
    page: 'config/lib/out-base',
    block: 'out-base-dts',
    files: {
      ...utilsTree,
      'tsconfig.json': JSON.stringify({compilerOptions: {rootDir: './src', declaration: true, strict: true, module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: true}, include: ['src']}),
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    for (const file of ['dist/utils/index', 'dist/utils/foo/index', 'dist/utils/bar/index']) {
      expect(out.exists(`${file}.js`), file).toBe(true);
      expect(out.exists(`${file}.d.ts`), file).toBe(true);
    }
  },
);

const wasmLibrary = {
  'src/add.wasm': addWasm,
  'src/index.ts': "import { add } from './add.wasm';\nexport const sum = (a: number, b: number): number => add(a, b);\n",
};

describeExample({page: 'config/lib/wasm', block: 'wasm-compile', files: wasmLibrary}, async (out) => {
  expect(out.ok).toBe(true);
  expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/index.js', expect.stringMatching(/^dist\/static\/wasm\/[0-9a-f]+\.module\.wasm$/)]);
  // For the node target the binary is read next to the chunk; the library runs as it is.
  expect(out.read('dist/index.js')).toContain('readFile(new URL(');
  const {sum} = await import(`${out.dir}/dist/index.js`);
  expect(sum(2, 3)).toBe(5);
});

describeExample({page: 'config/lib/wasm', block: 'wasm-preserve', files: wasmLibrary}, (out) => {
  expect(out.ok).toBe(true);
  expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/add.wasm', 'dist/index.js']);
  expect(out.read('dist/index.js')).toContain('import { add } from "./add.wasm";');
});

describeExample({page: 'config/lib/wasm', block: 'wasm-off', files: wasmLibrary}, (out) => {
  expect(out.ok).toBe(true);
  expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/index.js']);
  expect(out.read('dist/index.js')).toContain('import { add } from "./add.wasm";');
});

describeExample(
  {
    page: 'config/lib/experiments',
    block: 'exe-cli',
    files: {'src/index.ts': "console.log('hello');\n"},
    packageJson: {name: 'hello-cli', version: '1.0.0', type: 'module'},
  },
  (out) => {
    const [major, minor] = process.versions.node.split('.').map(Number);
    if (major > 25 || (major === 25 && minor >= 7)) {
      // A Node.js that can build single executables: the program sits beside the JavaScript.
      expect(out.ok).toBe(true);
      expect(out.files()).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index']));
    } else {
      // The page quotes this message for older Node.js versions.
      expect(out.ok).toBe(false);
      expect(out.output).toContain(`"experiments.exe" requires Node.js >= 25.7.0, but the current version is ${process.versions.node}.`);
    }
  },
);

describeExample(
  {
    page: 'config/rsbuild/performance',
    block: 'remove-console',
    files: {'src/index.ts': "export const add = (a: number, b: number): number => {\n  console.log('debug');\n  console.warn('careful');\n  return a + b;\n};\n"},
  },
  (out) => {
    expect(out.ok).toBe(true);
    const code = out.read('dist/index.js');
    expect(code).not.toContain("console.log('debug')");
    expect(code).toContain('console.warn');
    // The build cache is on without being asked for.
    expect(out.exists('node_modules/.cache/rspack')).toBe(true);
  },
);

describeExample({page: 'config/rsbuild/log-level', block: 'log-level-warn', files: {'src/index.ts': 'export const one = 1;\n'}}, (out) => {
  expect(out.ok).toBe(true);
  expect(out.files()).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.cjs']));
  // Only the CLI's banner: no ready lines and no size table.
  expect(out.output.trim()).toBe('Rslib v1.0.1');
});
