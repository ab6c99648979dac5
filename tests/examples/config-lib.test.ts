// Examples of the lib option pages experiments, outBase and wasm: the statements about what an
// exe item bundles, where the project root is, and how WebAssembly imports come out.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect} from 'vitest';
import {buildProject, buildVariant, describeExample, runNode, distFiles, addWasm} from './harness';


/** Node.js can build single executables from 25.7.0 on; older versions get Rslib's message. */
function canBuildExecutables(): boolean {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 25 || (major === 25 && minor >= 7);
}

// ---------------------------------------------------------------------------------------------
// config/lib/experiments

const exeSource = {
  'src/index.ts': [
    "import ms from 'ms';",
    "import { readFileSync } from 'node:fs';",
    '',
    'class Greeter {',
    "  #name = 'exe';",
    '  get name(): string {',
    '    return this.#name;',
    '  }',
    '}',
    '',
    "const { later } = await import('./later');",
    'console.log(ms(60000), new Greeter().name, later, typeof readFileSync);',
    '',
  ].join('\n'),
  'src/later.ts': "export const later = 'later';\n",
};
const exePackage = {name: 'hello-cli', version: '1.0.0', type: 'module', dependencies: {ms: '^2.1.3', '@swc/helpers': '^0.5.0'}};

describeExample({page: 'config/lib/experiments', block: 'exe-bundles-deps', files: exeSource, packageJson: exePackage}, async (out) => {
  // The same item without experiments.exe: the three options do leave ms and the helpers out.
  const config = out.read('rslib.config.ts');
  const plain = await buildVariant(out, 'plain', config.replace(/\n\s*experiments: \{ exe: true \},/, ''));
  expect(plain.ok).toBe(true);
  expect(plain.read('dist/index.js')).toMatch(/from "ms"/);
  expect(plain.read('dist/index.js')).toContain('@swc/helpers');
  expect(distFiles(plain)).toContain('dist/later.js');

  if (!canBuildExecutables()) {
    expect(out.ok).toBe(false);
    expect(out.output).toContain(`"experiments.exe" requires Node.js >= 25.7.0, but the current version is ${process.versions.node}.`);
    return;
  }
  expect(out.ok).toBe(true);
  expect(distFiles(out)).toEqual(['dist/index', 'dist/index.js']);
  const code = out.read('dist/index.js');
  // ms is inside (its year constant), the helpers are inlined, the lazy module too.
  expect(code).toContain('365.25');
  expect(code).not.toMatch(/from "ms"/);
  expect(code).not.toContain('@swc/helpers');
  expect([...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1])).toEqual(['fs']);
  // The program runs from a folder without node_modules.
  const alone = fs.mkdtempSync(path.join(os.tmpdir(), 'rslib-exe-'));
  try {
    fs.copyFileSync(path.join(out.dir, 'dist/index'), path.join(alone, 'hello'));
    fs.chmodSync(path.join(alone, 'hello'), 0o755);
    const run = spawnSync(path.join(alone, 'hello'), {cwd: alone, encoding: 'utf8'});
    expect(run.stdout).toBe('1m exe later function\n');
  } finally {
    fs.rmSync(alone, {recursive: true, force: true});
  }
});

// ---------------------------------------------------------------------------------------------
// config/lib/out-base: the project root is the working directory (or --root), not the folder of
// the config file.

describeExample(
  {
    page: 'config/lib/out-base',
    block: 'root-is-cwd',
    files: {'src/index.ts': 'export const one = 1;\n', 'src/nested/two.ts': 'export const two = 2;\n'},
  },
  async (out) => {
    // From the project folder itself: the config's relative paths are found.
    expect(out.ok).toBe(true);
    expect(distFiles(out)).toEqual(['dist/index.js', 'dist/nested/two.js']);

    // The same config in packages/utils, run from the top folder with -c: the root stays the
    // working directory, so src/** is looked for in the top folder.
    const config = out.read('rslib.config.ts');
    const nested = await buildProject('root-is-cwd-nested', {'packages/utils/rslib.config.ts': config, 'packages/utils/src/index.ts': 'export const one = 1;\n'}, {args: ['build', '-c', 'packages/utils/rslib.config.ts']});
    expect(nested.ok).toBe(false);
    expect(nested.output).toContain('No entry files matching src/**.');
    // --root points the run at the package folder, and the build works.
    const withRoot = await buildProject('root-is-cwd-flag', {'packages/utils/rslib.config.ts': config, 'packages/utils/src/index.ts': 'export const one = 1;\n'}, {args: ['build', '--root', 'packages/utils']});
    expect(withRoot.ok).toBe(true);
    expect(withRoot.exists('packages/utils/dist/index.js')).toBe(true);
    // A relative `root` in the config is resolved from the working directory too.
    const rooted = await buildProject(
      'root-is-cwd-config',
      {'packages/utils/rslib.config.ts': config.replace('export default defineConfig({', "export default defineConfig({\n  root: 'packages/utils',"), 'packages/utils/src/index.ts': 'export const one = 1;\n'},
      {args: ['build', '-c', 'packages/utils/rslib.config.ts']},
    );
    expect(rooted.ok).toBe(true);
    expect(rooted.exists('packages/utils/dist/index.js')).toBe(true);
  },
);

// ---------------------------------------------------------------------------------------------
// config/lib/wasm


describeExample(
  {
    page: 'config/lib/wasm',
    block: 'wasm-preserve-js-folder',
    files: {
      'src/add.wasm': addWasm,
      'src/index.ts': "import { add } from './add.wasm';\nexport { sum } from './math';\nexport const plus = add;\n",
      'src/math/index.ts': "import { add } from '@/add.wasm';\nexport const sum = (a: number, b: number): number => add(a, b);\n",
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(distFiles(out)).toEqual(['dist/add.wasm', 'dist/js/index.js', 'dist/js/math/index.js']);
    expect(out.read('dist/js/index.js')).toContain('import { add } from "../add.wasm";');
    expect(out.read('dist/js/math/index.js')).toContain('import { add } from "../../add.wasm";');
    // Node.js 22.19, 24.5 and later import the module without a flag; older versions need it.
    const [major, minor] = process.versions.node.split('.').map(Number);
    const unflagged = major > 24 || (major === 24 && minor >= 5) || (major === 22 && minor >= 19);
    const flags = unflagged ? [] : ['--experimental-wasm-modules'];
    if (!unflagged) {
      const bare = spawnSync(process.execPath, ['--input-type', 'module', '-e', "import './dist/js/index.js';"], {cwd: out.dir, encoding: 'utf8'});
      expect(bare.stderr).toContain('Unknown file extension ".wasm"');
    }
    const run = spawnSync(process.execPath, [...flags, '--input-type', 'module', '-e', "import {plus, sum} from './dist/js/index.js'; console.log(plus(2, 3), sum(4, 5));"], {cwd: out.dir, encoding: 'utf8'});
    expect(run.stdout).toBe('5 9\n');
  },
);

describeExample(
  {
    page: 'config/lib/wasm',
    block: 'wasm-preserve',
    files: {'shared/add.wasm': addWasm, 'src/index.ts': "import { add } from '../shared/add.wasm';\nexport const plus = add;\n"},
  },
  (out) => {
    // A binary outside the base folder is neither copied nor rewritten.
    expect(out.ok).toBe(true);
    expect(distFiles(out)).toEqual(['dist/index.js']);
    expect(out.read('dist/index.js')).toContain('import { add } from "../shared/add.wasm";');
  },
);

describeExample(
  {
    page: 'config/lib/wasm',
    block: 'wasm-top-level',
    files: {'src/add.wasm': addWasm, 'src/index.ts': "import { add } from './add.wasm';\nexport const sum = (a: number, b: number): number => add(a, b);\n"},
  },
  async (out) => {
    // A top-level wasm reaches the cjs item too, which stops the whole build.
    expect(out.ok).toBe(false);
    expect(out.output).toContain('"wasm" only supports the "esm" format. Set "format" to "esm" or omit it.');
    expect(out.exists('dist')).toBe(false);

    // Without the option the cjs item builds, but its exports are never filled in: the module
    // waits for the binary, and CommonJS cannot wait.
    const plain = await buildVariant(out, 'plain', out.read('rslib.config.ts').replace(/\n\s*wasm: \{[^}]*\},/, ''));
    expect(plain.ok).toBe(true);
    expect(runNode(plain.dir, "const m = require('./dist/index.cjs'); setTimeout(() => console.log(typeof m.sum), 100);", 'commonjs')).toBe('undefined\n');
    expect(runNode(plain.dir, "import {sum} from './dist/index.js'; console.log(sum(2, 3));", 'module')).toBe('5\n');
  },
);
