import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {sidebarDivider, sidebarSectionHeader} from './src/utils/sidebar';

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
    ],
  },
  {
    type: 'category',
    label: 'Solution',
    collapsed: false,
    link: {type: 'doc', id: 'guide/solution/index'},
    items: [doc('guide/solution/nodejs', 'Node.js'), doc('guide/solution/react', 'React')],
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
  // The API pages are English only (spec 2.1): the zh build has no api sidebar.
  ...(zh ? {} : {api}),
} satisfies SidebarsConfig;

export default sidebars;
