import {expect} from 'vitest';
import {buildVariant, describeExample} from './harness';

// guide/migration/tsc: a library that used to be built with plain tsc.
const tscSources = {
  'src/index.ts': "export { clamp, sum } from './math.js';\nexport { slugify } from './text/slugify.js';\n",
  'src/math.ts':
    'export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);\n\n' +
    'export function clamp(value: number, min: number, max: number): number {\n' +
    '  return Math.min(Math.max(value, min), max);\n}\n',
  'src/text/slugify.ts':
    "export function slugify(input: string): string {\n  return input.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-');\n}\n",
};

const nodeNextTsconfig = `${JSON.stringify(
  {
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
  },
  null,
  2,
)}\n`;

const bundlerTsconfig = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2020',
      module: 'ESNext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
    },
    include: ['src'],
  },
  null,
  2,
)}\n`;

describeExample(
  {
    page: 'guide/migration/tsc',
    block: 'bundleless-esm',
    files: {...tscSources, 'tsconfig.json': nodeNextTsconfig},
  },
  (out) => {
    expect(out.ok).toBe(true);
    // The same nine files at the same paths as tsc writes them (no JS source maps: sourceMap is not read).
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual([
      'dist/index.d.ts',
      'dist/index.d.ts.map',
      'dist/index.js',
      'dist/math.d.ts',
      'dist/math.d.ts.map',
      'dist/math.js',
      'dist/text/slugify.d.ts',
      'dist/text/slugify.d.ts.map',
      'dist/text/slugify.js',
    ]);
    expect(out.read('dist/math.js')).toContain('export { clamp, sum };');
    expect(out.read('dist/math.js')).not.toContain(': number');
    expect(out.read('dist/index.js')).toContain('from "./math.js"');
  },
);

// Same block, sources with extensionless imports (moduleResolution "bundler"): Rslib adds `.js`.
describeExample(
  {
    page: 'guide/migration/tsc',
    block: 'bundleless-esm',
    files: {
      ...tscSources,
      'src/index.ts': "export { clamp, sum } from './math';\nexport { slugify } from './text/slugify';\n",
      'tsconfig.json': bundlerTsconfig,
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    const js = out.read('dist/index.js');
    expect(js).toContain('export { clamp, sum } from "./math.js";');
    expect(js).toContain('export { slugify } from "./text/slugify.js";');
    expect(out.read('dist/index.d.ts')).toContain("from './math.js'");
  },
);

describeExample(
  {
    page: 'guide/migration/tsc',
    block: 'dual-folders',
    files: {...tscSources, 'tsconfig.json': nodeNextTsconfig},
  },
  (out) => {
    expect(out.ok).toBe(true);
    const files = out.files();
    expect(files).toContain('dist/esm/index.js');
    expect(files).toContain('dist/esm/index.d.ts');
    expect(files).toContain('dist/esm/text/slugify.js');
    expect(files).toContain('dist/cjs/index.cjs');
    expect(files).toContain('dist/cjs/text/slugify.cjs');
    // source maps from output.sourceMap; declarations only from the ESM item
    expect(files).toContain('dist/cjs/math.cjs.map');
    expect(files.some((f) => f.startsWith('dist/cjs/') && f.includes('.d.'))).toBe(false);
    const cjs = out.read('dist/cjs/index.cjs');
    expect(cjs).toContain('require("./math.cjs")');
    expect(cjs).toContain('require("./text/slugify.cjs")');
  },
);

describeExample(
  {
    page: 'guide/migration/tsc',
    block: 'custom-dirs',
    files: {
      ...tscSources,
      'src/math.test.ts': "import { sum } from './math.js';\nexport const total = sum([1, 2]);\n",
      'tsconfig.json': nodeNextTsconfig,
      'tsconfig.build.json': `${JSON.stringify(
        {
          extends: './tsconfig.json',
          compilerOptions: {declarationDir: 'types', declarationMap: false},
          include: ['src'],
          exclude: ['src/**/*.test.ts'],
        },
        null,
        2,
      )}\n`,
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    const files = out.files();
    expect(files).toContain('lib/index.js');
    expect(files).toContain('lib/text/slugify.js');
    expect(files).toContain('types/index.d.ts');
    expect(files).toContain('types/text/slugify.d.ts');
    expect(files.some((f) => f.includes('math.test'))).toBe(false);
    expect(files.some((f) => f.startsWith('dist/'))).toBe(false);
  },
);

// guide/solution/svelte (svelte and svelte2tsx are installed in the docs project).
const svelteFiles = {
  'src/Toggle.svelte': `<script lang="ts">
  interface Props {
    label: string;
    checked?: boolean;
  }

  let { label, checked = $bindable(false) }: Props = $props();
</script>

<label class="toggle">
  <input type="checkbox" bind:checked />
  {label}
</label>

<style>
  .toggle {
    display: inline-flex;
    gap: 6px;
  }
</style>
`,
  'src/index.ts': "export { default as Toggle } from './Toggle.svelte';\n",
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['DOM', 'ES2022'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        strict: true,
        verbatimModuleSyntax: true,
        isolatedModules: true,
        skipLibCheck: true,
        types: ['svelte'],
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`,
};
const sveltePackage = {name: 'example', version: '1.0.0', type: 'module', peerDependencies: {svelte: '^5.0.0'}};

describeExample(
  {page: 'guide/solution/svelte', block: 'svelte-basic', files: svelteFiles, packageJson: sveltePackage},
  async (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual([
      'dist/Toggle.css',
      'dist/Toggle.js',
      'dist/index.js',
    ]);
    const js = out.read('dist/Toggle.js');
    expect(js).toContain('import "./Toggle.css";');
    expect(js).toContain('from "svelte/internal/client"');
    expect(out.read('dist/Toggle.css')).toMatch(/\.toggle\.svelte-[a-z0-9]+ \{/);
    expect(out.read('dist/index.js')).toContain('"./Toggle.js"');
    // The compiler's `generate` setting can be changed through the plugin: server output.
    const server = await buildVariant(
      out,
      'server',
      out.read('rslib.config.ts').replace('pluginSvelte()', "pluginSvelte({ svelteLoaderOptions: { compilerOptions: { generate: 'server' } } })"),
    );
    expect(server.ok).toBe(true);
    const serverJs = server.read('dist/Toggle.js');
    expect(serverJs).toContain('from "svelte/internal/server"');
    expect(serverJs).not.toContain('svelte/internal/client');
  },
);

describeExample(
  {page: 'guide/solution/svelte', block: 'svelte-dts', files: svelteFiles, packageJson: sveltePackage},
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files()).toContain('dist/Toggle.svelte.d.ts');
    expect(out.files()).toContain('dist/index.d.ts');
    const dts = out.read('dist/Toggle.svelte.d.ts');
    expect(dts).toContain('label: string;');
    expect(dts).toContain('import("svelte").Component<Props, {}, "checked">');
    expect(out.read('dist/index.d.ts')).toContain("'./Toggle.svelte'");
  },
);

// guide/solution/solid (solid-js and babel-preset-solid are installed in the docs project).
describeExample(
  {
    page: 'guide/solution/solid',
    block: 'solid-two-outputs',
    files: {
      'src/Rating.tsx': `import { createSignal, For } from 'solid-js';
import './rating.css';

export interface RatingProps {
  max?: number;
  onRate?: (value: number) => void;
}

export function Rating(props: RatingProps) {
  const [value, setValue] = createSignal(0);
  const stars = () => Array.from({ length: props.max ?? 5 }, (_, i) => i + 1);

  return (
    <div class="rating">
      <For each={stars()}>
        {(star) => (
          <button
            type="button"
            classList={{ active: star <= value() }}
            onClick={() => {
              setValue(star);
              props.onRate?.(star);
            }}
          >
            ★
          </button>
        )}
      </For>
    </div>
  );
}
`,
      'src/rating.css': '.rating .active {\n  color: gold;\n}\n',
      'src/index.ts': "export { Rating, type RatingProps } from './Rating';\n",
      'tsconfig.json': `${JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            lib: ['DOM', 'ES2022'],
            module: 'ESNext',
            moduleResolution: 'bundler',
            jsx: 'preserve',
            jsxImportSource: 'solid-js',
            strict: true,
            isolatedModules: true,
            skipLibCheck: true,
            types: ['@rslib/core/types'],
          },
          include: ['src'],
        },
        null,
        2,
      )}\n`,
    },
    packageJson: {name: 'example', version: '1.0.0', type: 'module', peerDependencies: {'solid-js': '^1.8.0'}},
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual([
      'dist/Rating.d.ts',
      'dist/Rating.js',
      'dist/Rating.jsx',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/index.jsx',
      'dist/rating.css',
    ]);
    const compiled = out.read('dist/Rating.js');
    expect(compiled).toContain('from "solid-js/web"');
    expect(compiled).toContain('template("<div class=rating>")');
    expect(compiled).toContain('delegateEvents');
    expect(compiled).not.toContain('React.createElement');
    const jsx = out.read('dist/Rating.jsx');
    expect(jsx).toContain('<div class="rating">');
    expect(jsx).not.toContain('props: RatingProps');
    expect(out.read('dist/index.jsx')).toContain('"./Rating.jsx"');
    expect(out.read('dist/Rating.d.ts')).toContain("import './rating.css';");
  },
);
