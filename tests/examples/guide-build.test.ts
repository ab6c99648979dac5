// Output claims of the guide pages (tsc migration, environment variables, assets, JSON/YAML types,
// the features FAQ): the marked blocks of the pages, and small projects for statements in prose.
import {expect, test} from 'vitest';
import {buildProject, describeExample, runNode} from './harness';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const distFiles = (files: string[]) => files.filter((f) => f.startsWith('dist/'));

// ---------------------------------------------------------------------------------------------
// guide/migration/tsc

const tscSources = {
  'src/index.ts': "export { clamp, sum } from './math.js';\n",
  'src/math.ts':
    'export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);\n\n' +
    'export function clamp(value: number, min: number, max: number): number {\n' +
    '  return Math.min(Math.max(value, min), max);\n}\n',
  'src/math.test.ts': "import { sum } from './math.js';\n\nexport const total = sum([1, 2]);\n",
  'tsconfig.json': json({
    compilerOptions: {
      target: 'ES2020',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      rootDir: 'src',
      outDir: 'dist',
      declaration: true,
      declarationMap: true,
      strict: true,
      skipLibCheck: true,
    },
    include: ['src'],
  }),
};

// A build tsconfig that includes all of src: the negated entry pattern keeps the test out of the
// JavaScript only, and its declaration is still written.
describeExample(
  {
    page: 'guide/migration/tsc',
    block: 'custom-dirs',
    files: {...tscSources, 'tsconfig.build.json': json({extends: './tsconfig.json', compilerOptions: {declarationDir: 'types'}})},
  },
  (out) => {
    expect(out.ok).toBe(true);
    const files = out.files();
    expect(files).toContain('lib/index.js');
    expect(files).toContain('lib/math.js');
    expect(files).not.toContain('lib/math.test.js');
    expect(files).toContain('types/index.d.ts');
    expect(files).toContain('types/math.test.d.ts');
  },
);

// The tsconfig.build.json shown on the page: no test file left in lib or types.
describeExample(
  {
    page: 'guide/migration/tsc',
    block: 'custom-dirs',
    files: {
      ...tscSources,
      'tsconfig.build.json': json({
        extends: './tsconfig.json',
        compilerOptions: {declarationDir: 'types'},
        include: ['src'],
        exclude: ['src/**/*.test.ts'],
      }),
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    const files = out.files();
    expect(files).toContain('lib/math.js');
    expect(files).toContain('types/math.d.ts');
    expect(files.filter((f) => f.includes('math.test'))).toEqual([]);
  },
);

// `jsx` and `jsxImportSource` of the tsconfig reach the declarations, not the JavaScript.
test('guide/migration/tsc: tsconfig JSX settings only reach the declaration files', async () => {
  const out = await buildProject('guide-tsc-jsx', {
    'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [{ format: 'esm', bundle: false, dts: true }] });\n",
    'tsconfig.json': json({
      compilerOptions: {jsx: 'react-jsx', jsxImportSource: 'solid-js', strict: true, skipLibCheck: true, types: []},
      include: ['src'],
    }),
    'src/index.tsx': 'export const App = () => <div>hi</div>;\n',
  });
  expect(out.ok, out.output).toBe(true);
  const js = out.read('dist/index.js');
  expect(js).toContain('React.createElement("div"');
  expect(js).not.toContain('jsx-runtime');
  expect(out.read('dist/index.d.ts')).toContain('import("solid-js/jsx-runtime").JSX.Element');
});
