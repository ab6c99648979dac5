import {expect} from 'vitest';
import {describeExample} from './harness';

// A small TypeScript library: an entry that re-exports a helper from a sub folder.
const tsconfig = `${JSON.stringify(
  {
    compilerOptions: {
      strict: true,
      module: 'ESNext',
      moduleResolution: 'Bundler',
      target: 'ES2021',
      rootDir: 'src',
      skipLibCheck: true,
    },
    include: ['src'],
  },
  null,
  2,
)}\n`;

const library = {
  'tsconfig.json': tsconfig,
  'src/index.ts': "export { slugify } from './utils/slugify';\nexport const answer: number = 42;\n",
  'src/utils/slugify.ts':
    "export function slugify(text: string): string {\n  return text.toLowerCase().replace(/\\s+/g, '-');\n}\n",
};

const declarationFiles = (files: string[]) => files.filter((f) => /\.d\.[cm]?ts$/.test(f));

// ---------------------------------------------------------------------------------------------
// config/lib/dts

describeExample({page: 'config/lib/dts', block: 'dts-per-file', files: library}, (out) => {
  expect(out.ok).toBe(true);
  expect(declarationFiles(out.files())).toEqual(['dist/index.d.ts', 'dist/utils/slugify.d.ts']);
  expect(out.exists('dist/index.js')).toBe(true);
  expect(out.exists('dist/utils/slugify.js')).toBe(false);
  expect(out.read('dist/index.d.ts')).toContain("from './utils/slugify.js'");
});

describeExample({page: 'config/lib/dts', block: 'tsgo-needs-ts7', files: library}, (out) => {
  // The installed typescript is 5.x, so the assertion `tsgo: true` fails before compiling.
  expect(out.ok).toBe(false);
  expect(out.output).toContain('error   Failed to build.');
  expect(out.output).toContain('error   `dts.tsgo` requires `typescript` >= 7.0.0.');
  expect(out.exists('dist')).toBe(false);
});

describeExample({page: 'config/lib/dts', block: 'isolated-shared-folder', files: library}, (out) => {
  // The build succeeds, but the CommonJS item renamed the ESM item's .d.ts files.
  expect(out.ok).toBe(true);
  expect(declarationFiles(out.files())).toEqual(['dist/index.d.cts', 'dist/utils/slugify.d.cts']);
  expect(out.exists('dist/index.d.ts')).toBe(false);
});

describeExample({page: 'config/lib/dts', block: 'isolated-own-folder', files: library}, (out) => {
  expect(out.ok).toBe(true);
  expect(declarationFiles(out.files())).toEqual([
    'dist/cjs-types/index.d.cts',
    'dist/cjs-types/utils/slugify.d.cts',
    'dist/index.d.ts',
    'dist/utils/slugify.d.ts',
  ]);
});

describeExample({page: 'config/lib/dts', block: 'dts-dual-shared', files: library}, (out) => {
  expect(out.ok).toBe(true);
  expect(declarationFiles(out.files())).toEqual([
    'dist/index.d.cts',
    'dist/index.d.ts',
    'dist/utils/slugify.d.cts',
    'dist/utils/slugify.d.ts',
  ]);
  expect(out.read('dist/index.d.ts')).toContain("from './utils/slugify.js'");
  expect(out.read('dist/index.d.cts')).toContain("from './utils/slugify.cjs'");
});

describeExample(
  {
    page: 'config/lib/dts',
    block: 'abort-on-error-off',
    files: {...library, 'src/index.ts': "export const answer: number = 'forty-two';\n"},
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.output).toContain("Type 'string' is not assignable to type 'number'");
    expect(out.output).toContain('Error occurred in esm declaration files generation.');
    expect(out.output).toContain(
      'warn    With `abortOnError` configuration currently disabled, type errors will not fail the build, but proper type declaration output cannot be guaranteed.',
    );
    expect(out.exists('dist/index.js')).toBe(true);
    expect(out.exists('dist/index.d.ts')).toBe(true);
  },
);

// ---------------------------------------------------------------------------------------------
// guide/advanced/dts: declarations are generated alongside the JavaScript build

describeExample({page: 'guide/advanced/dts', block: 'guide-dts-dual', files: library}, (out) => {
  expect(out.ok).toBe(true);
  expect(declarationFiles(out.files())).toEqual([
    'dist/index.d.cts',
    'dist/index.d.ts',
    'dist/utils/slugify.d.cts',
    'dist/utils/slugify.d.ts',
  ]);
  // The log shown on the page: JavaScript reported first, then the declaration processes.
  const log = out.stdout;
  const jsReady = log.indexOf('ready   built in');
  const dtsStart = log.indexOf('start   generating declaration files... (esm)');
  const dtsDone = log.indexOf('ready   declaration files generated in');
  expect(jsReady).toBeGreaterThan(-1);
  expect(dtsStart).toBeGreaterThan(-1);
  expect(log).toContain('start   generating declaration files... (cjs)');
  expect(jsReady).toBeLessThan(dtsDone);
  expect(dtsStart).toBeLessThan(dtsDone);
});

// ---------------------------------------------------------------------------------------------
// guide/basic/output-format: ESM and CJS declarations in one dts.distPath

describeExample({page: 'guide/basic/output-format', block: 'dual-types-folder', files: library}, (out) => {
  expect(out.ok).toBe(true);
  expect(out.exists('dist/index.js')).toBe(true);
  expect(out.exists('dist/index.cjs')).toBe(true);
  expect(declarationFiles(out.files())).toEqual([
    'dist/types/index.d.cts',
    'dist/types/index.d.ts',
    'dist/types/utils/slugify.d.cts',
    'dist/types/utils/slugify.d.ts',
  ]);
  expect(out.read('dist/types/index.d.cts')).toContain("from './utils/slugify.cjs'");
  expect(out.read('dist/types/index.d.ts')).toContain("from './utils/slugify.js'");
});

// ---------------------------------------------------------------------------------------------
// guide/basic/configure-rslib: tools.rspack extends extensionAlias instead of replacing it

describeExample(
  {
    page: 'guide/basic/configure-rslib',
    block: 'rspack-extend-alias',
    files: {
      // `./Badge.js` needs Rslib's built-in `.js` -> `.tsx` alias, `./legacy.js` the added `.mts` one.
      'src/index.ts':
        "export { Badge } from './Badge.js';\nexport { legacyId } from './legacy.js';\n" +
        'declare const __BUILD_TARGET__: string;\nexport const builtFor = __BUILD_TARGET__;\n',
      'src/Badge.tsx': "export const Badge = (label: string): string => `[${label}]`;\n",
      'src/legacy.mts': 'export const legacyId: number = 7;\n',
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.read('dist/index.js')).toContain('const builtFor = "esm"');
    expect(out.read('dist/index.cjs')).toContain('const builtFor = "cjs"');
    expect(out.read('dist/index.js')).toContain('legacyId');
    expect(out.read('dist/index.js')).toContain('Badge');
  },
);

// ---------------------------------------------------------------------------------------------
// guide/start/quick-start: the default entry of bundle mode

describeExample(
  {page: 'guide/start/quick-start', block: 'default-entry', files: {'src/index.mts': 'export const fromMts = 1;\n'}},
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files()).toEqual(['dist/index.js', 'package.json', 'rslib.config.ts']);
    expect(out.read('dist/index.js')).toContain('fromMts');
  },
);

describeExample(
  {
    page: 'guide/start/quick-start',
    block: 'default-entry',
    files: {'src/index.ts': 'export const fromTs = 1;\n', 'src/index.js': 'export const fromJs = 2;\n'},
  },
  (out) => {
    expect(out.ok).toBe(true);
    const code = out.read('dist/index.js');
    expect(code).toContain('fromTs');
    expect(code).not.toContain('fromJs');
  },
);

describeExample({page: 'guide/start/quick-start', block: 'default-entry', files: {'src/main.ts': 'export {};\n'}}, (out) => {
  expect(out.ok).toBe(false);
  expect(out.output).toContain(
    'Could not find any entry module, please make sure that src/index.(ts|js|tsx|jsx|mts|cts|mjs|cjs) exists, or customize entry through the source.entry configuration.',
  );
});
