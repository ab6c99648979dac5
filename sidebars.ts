import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {sidebarDivider, sidebarSectionHeader} from './src/shared/utils/sidebar';

// Sidebars are evaluated once per locale build. HTML items are not part of the
// translation files, so their few words are chosen here by locale.
const zh = process.env.DOCUSAURUS_CURRENT_LOCALE === 'zh';
const text = (en: string, zhText: string) => (zh ? zhText : en);

const doc = (id: string, label: string) => ({type: 'doc' as const, id, label});

const guide = [
  {
    type: 'category',
    label: 'Getting Started',
    collapsed: false,
    items: [
      doc('guide/start/index', 'Introduction'),
      doc('guide/start/quick-start', 'Quick Start'),
      doc('guide/start/glossary', 'Glossary'),
      doc('guide/start/npm-packages', 'npm Packages'),
      doc('guide/start/ai', 'AI coding agents'),
    ],
  },
  {
    type: 'category',
    label: 'Solution',
    collapsed: false,
    link: {type: 'doc', id: 'guide/solution/index'},
    items: [
      doc('guide/solution/nodejs', 'Node.js'),
      doc('guide/solution/react', 'React'),
      doc('guide/solution/vue', 'Vue'),
      doc('guide/solution/svelte', 'Svelte'),
      doc('guide/solution/solid', 'Solid'),
    ],
  },
  {
    type: 'category',
    label: 'Basic',
    collapsed: false,
    items: [
      doc('guide/basic/cli', 'CLI'),
      doc('guide/basic/configure-rslib', 'Configure Rslib'),
      doc('guide/basic/typescript', 'Use TypeScript'),
      doc('guide/basic/output-format', 'Output Format'),
      doc('guide/basic/output-structure', 'Output Structure'),
      doc('guide/basic/upgrade-rslib', 'Upgrade Rslib'),
    ],
  },
  {
    type: 'category',
    label: 'Advanced',
    collapsed: false,
    items: [
      doc('guide/advanced/third-party-deps', 'Third-party Dependencies'),
      doc('guide/advanced/output-compatibility', 'Output Compatibility'),
      doc('guide/advanced/dts', 'Declaration Files'),
      doc('guide/advanced/module-federation', 'Module Federation'),
      doc('guide/advanced/storybook', 'Storybook'),
      doc('guide/advanced/env-vars', 'Environment variables'),
      doc('guide/advanced/json-files', 'JSON files'),
      doc('guide/advanced/svgr-files', 'SVG as React components'),
      doc('guide/advanced/web-workers', 'Web Workers'),
      doc('guide/advanced/wasm', 'WebAssembly'),
      doc('guide/advanced/rstest', 'Testing with Rstest'),
      doc('guide/advanced/rsdoctor', 'Analysing builds with Rsdoctor'),
      doc('guide/advanced/rspress', 'Documenting with Rspress'),
    ],
  },
  sidebarDivider('dashed'),
  {
    type: 'category',
    label: 'Migration',
    collapsed: false,
    items: [
      doc('guide/migration/modernjs-module', 'Modern.js Module'),
      doc('guide/migration/tsup', 'tsup'),
      doc('guide/migration/tsc', 'tsc'),
    ],
  },
  {
    type: 'category',
    label: 'FAQ',
    collapsed: false,
    items: [doc('guide/faq/features', 'Features FAQ')],
  },
] satisfies SidebarsConfig[string];

const config = [
  doc('config/index', 'Overview'),
  sidebarDivider('solid'),
  {
    type: 'category',
    label: 'Lib Configurations',
    collapsed: false,
    link: {type: 'doc', id: 'config/lib/index'},
    items: [
      doc('config/lib/format', 'format'),
      doc('config/lib/bundle', 'bundle'),
      doc('config/lib/auto-extension', 'autoExtension'),
      doc('config/lib/auto-external', 'autoExternal'),
      doc('config/lib/redirect', 'redirect'),
      doc('config/lib/syntax', 'syntax'),
      doc('config/lib/external-helpers', 'externalHelpers'),
      doc('config/lib/banner', 'banner'),
      doc('config/lib/footer', 'footer'),
      doc('config/lib/dts', 'dts'),
      doc('config/lib/shims', 'shims'),
      doc('config/lib/id', 'id'),
      doc('config/lib/umd-name', 'umdName'),
      doc('config/lib/out-base', 'outBase'),
      doc('config/lib/wasm', 'wasm'),
      doc('config/lib/experiments', 'experiments'),
    ],
  },
  {
    type: 'category',
    label: 'Rsbuild Configurations',
    collapsed: false,
    link: {type: 'doc', id: 'config/rsbuild/index'},
    items: [
      doc('config/rsbuild/resolve', 'resolve'),
      doc('config/rsbuild/source', 'source'),
      doc('config/rsbuild/output', 'output'),
      doc('config/rsbuild/tools', 'tools'),
      doc('config/rsbuild/plugins', 'plugins'),
      doc('config/rsbuild/performance', 'performance'),
      doc('config/rsbuild/log-level', 'logLevel'),
      doc('config/rsbuild/dev', 'dev'),
      doc('config/rsbuild/server', 'server'),
      doc('config/rsbuild/html', 'html'),
      doc('config/rsbuild/security', 'security'),
      doc('config/rsbuild/split-chunks', 'splitChunks'),
      doc('config/rsbuild/module-federation', 'moduleFederation'),
    ],
  },
  sidebarDivider('dashed'),
  sidebarSectionHeader(text('Full references', '完整参考')),
  {type: 'link', label: 'Rsbuild Config', href: 'https://rsbuild.rs/config/'},
  {type: 'link', label: 'Rspack Config', href: 'https://rspack.rs/config/'},
] satisfies SidebarsConfig[string];

const api = [
  {
    type: 'category',
    label: 'JavaScript API',
    collapsed: false,
    items: [doc('api/javascript-api/core', 'Core'), doc('api/javascript-api/types', 'Types')],
  },
] satisfies SidebarsConfig[string];

const sidebars = {
  guide,
  config,
  // The API pages are English only: the zh build has no api sidebar.
  ...(zh ? {} : {api}),
} satisfies SidebarsConfig;

export default sidebars;
