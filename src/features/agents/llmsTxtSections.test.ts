// llms.txt reads like the site: sections named and ordered like the sidebars in the build's
// language, each page once, with its description once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import sidebars from '../../../sidebars';
import {docRoute, llmsTxtSections, rewriteLlmsTxt, rewriteLlmsTxtFiles, translatedLabels, type LlmsTxtSection} from './llmsTxtSections.mjs';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const navbar = [
  {docId: 'guide/start/index', label: 'Guide'},
  {docId: 'config/index', label: 'Config'},
];
const outline = (sections: LlmsTxtSection[]): unknown[] => sections.map((s) => [s.label, s.folder, ...(s.sections.length ? [outline(s.sections)] : [])]);

describe('the sections of llms.txt', () => {
  it('follow the sidebars, named by the top bar and the category labels', () => {
    expect(outline(llmsTxtSections(sidebars, {navbar}))).toEqual([
      [
        'Guide',
        '/guide',
        [
          ['Getting Started', '/guide/start'],
          ['Solution', '/guide/solution'],
          ['Basic', '/guide/basic'],
          ['Advanced', '/guide/advanced'],
          ['Migration', '/guide/migration'],
          ['FAQ', '/guide/faq'],
        ],
      ],
      ['Config', '/config', [['Lib Configurations', '/config/lib'], ['Rsbuild Configurations', '/config/rsbuild']]],
      // No top-bar item opens the API sidebar: its category is a section of its own.
      ['JavaScript API', '/api/javascript-api'],
    ]);
    const [guide, config] = llmsTxtSections(sidebars, {navbar});
    expect(guide.docs).toEqual([]);
    expect(guide.sections[0].docs.slice(0, 3)).toEqual(['/guide/start', '/guide/start/quick-start', '/guide/start/glossary']);
    // A category's link page comes first.
    expect(guide.sections[1].docs[0]).toBe('/guide/solution');
    expect(config.docs).toEqual(['/config']);
    expect(config.sections[0].docs[0]).toBe('/config/lib');
  });

  it('take the Chinese labels from the translation files', () => {
    const {guide, config} = sidebars;
    const sections = llmsTxtSections({guide, config}, {navbar, ...translatedLabels(siteDir, 'zh')});
    expect(outline(sections)).toEqual([
      ['指南', '/guide', [['开始', '/guide/start'], ['解决方案', '/guide/solution'], ['基础', '/guide/basic'], ['进阶', '/guide/advanced'], ['迁移', '/guide/migration'], ['常见问题', '/guide/faq']]],
      ['配置', '/config', [['Lib 配置', '/config/lib'], ['Rsbuild 配置', '/config/rsbuild']]],
    ]);
  });

  it('keep the English label where a language has no translation', () => {
    const labels = translatedLabels(siteDir, 'xx');
    expect(labels.navbarLabel('Guide')).toBe('Guide');
    expect(labels.categoryLabel('guide', 'Basic')).toBe('Basic');
  });

  it('know the address of an index page', () => {
    expect(docRoute('guide/start/index')).toBe('/guide/start');
    expect(docRoute('config/index')).toBe('/config');
    expect(docRoute('guide/basic/cli')).toBe('/guide/basic/cli');
  });
});

// The shape of the plugin's file: folder headings, and a folder page's description twice.
const pluginLlmsTxt = (base: string) => `# Rslib

> About Rslib


## api


### javascript-api

- [Core API](https://rslib.rs${base}/api/javascript-api/core.md): Run Rslib from Node.js.

## config

A map of the configuration.

- [Overview](https://rslib.rs${base}/config.md): A map of the configuration.

### lib

What a lib item is.

- [Lib configurations](https://rslib.rs${base}/config/lib.md): What a lib item is.
- [lib.bundle](https://rslib.rs${base}/config/lib/bundle.md): Bundle or not.
- [lib.format](https://rslib.rs${base}/config/lib/format.md): The module format.

## guide


### migration

- [Migrating from esbuild](https://rslib.rs${base}/guide/migration/esbuild.md): From esbuild.
- [Migrating from tsup](https://rslib.rs${base}/guide/migration/tsup.md): From tsup.

### start

What Rslib is.

- [Introduction](https://rslib.rs${base}/guide/start.md): What Rslib is.
- [Quick start](https://rslib.rs${base}/guide/start/quick-start.md): Start here.

## blog

- [A post](https://rslib.rs${base}/blog/post.md): News.
`;

const sections: LlmsTxtSection[] = [
  {
    label: 'Guide',
    folder: '/guide',
    docs: [],
    sections: [
      {label: 'Getting Started', folder: '/guide/start', docs: ['/guide/start', '/guide/start/quick-start'], sections: []},
      {label: 'Basic', folder: '/guide/basic', docs: ['/guide/basic/cli'], sections: []},
      {label: 'Migration', folder: '/guide/migration', docs: ['/guide/migration/tsup'], sections: []},
    ],
  },
  {
    label: 'Config',
    folder: '/config',
    docs: ['/config'],
    sections: [{label: 'Lib Configurations', folder: '/config/lib', docs: ['/config/lib', '/config/lib/format', '/config/lib/bundle'], sections: []}],
  },
  {label: 'JavaScript API', folder: '/api/javascript-api', docs: ['/api/javascript-api/core'], sections: []},
];

describe('llms.txt written again', () => {
  it('has the sections of the sidebars, each page once and each description once', () => {
    expect(rewriteLlmsTxt(pluginLlmsTxt(''), sections, {siteUrl: 'https://rslib.rs'})).toBe(`# Rslib

> About Rslib

## Guide

### Getting Started

- [Introduction](https://rslib.rs/guide/start.md): What Rslib is.
- [Quick start](https://rslib.rs/guide/start/quick-start.md): Start here.

### Migration

- [Migrating from tsup](https://rslib.rs/guide/migration/tsup.md): From tsup.
- [Migrating from esbuild](https://rslib.rs/guide/migration/esbuild.md): From esbuild.

## Config

- [Overview](https://rslib.rs/config.md): A map of the configuration.

### Lib Configurations

- [Lib configurations](https://rslib.rs/config/lib.md): What a lib item is.
- [lib.format](https://rslib.rs/config/lib/format.md): The module format.
- [lib.bundle](https://rslib.rs/config/lib/bundle.md): Bundle or not.

## JavaScript API

- [Core API](https://rslib.rs/api/javascript-api/core.md): Run Rslib from Node.js.

## blog

- [A post](https://rslib.rs/blog/post.md): News.
`);
  });

  it('reads the addresses of a language under its base URL', () => {
    const zh = rewriteLlmsTxt(pluginLlmsTxt('/zh'), sections, {siteUrl: 'https://rslib.rs', baseUrl: '/zh/'});
    expect(zh).toContain('## Guide\n\n### Getting Started\n\n- [Introduction](https://rslib.rs/zh/guide/start.md): What Rslib is.\n');
    expect(zh).not.toContain('## zh');
    expect(zh).not.toMatch(/^## (guide|config|api)$/m);
  });

  it('keeps every link of the plugin', () => {
    const links = (text: string) => text.split('\n').filter((line) => line.startsWith('- [')).sort();
    expect(links(rewriteLlmsTxt(pluginLlmsTxt(''), sections, {siteUrl: 'https://rslib.rs'}))).toEqual(links(pluginLlmsTxt('')));
  });
});

describe('the files of a build', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });
  const buildDir = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-sections-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };

  // The twins of the pages of pluginLlmsTxt, and llms-full.txt as the plugin writes it: the index,
  // then every twin in the index's order.
  const twinFiles = Object.fromEntries(
    [...pluginLlmsTxt('').matchAll(/\(https:\/\/rslib\.rs\/(\S+?\.md)\)/g)].map(([, file]) => [file, `# ${file}\n\nText of ${file}.\n`]),
  );
  const fullOf = (index: string) => {
    const files = [...index.matchAll(/\(https:\/\/rslib\.rs\/(\S+?\.md)\)/g)].map(([, file]) => file);
    return `${index}\n\n---\n\n# Full Documentation Content\n\n${files.map((file) => `${twinFiles[file]}\n\n---\n\n`).join('')}`;
  };

  it('get the same index in llms.txt and llms-full.txt, whose pages follow it', () => {
    const original = pluginLlmsTxt('');
    const dir = buildDir({...twinFiles, 'llms.txt': original, 'llms-full.txt': fullOf(original)});
    rewriteLlmsTxtFiles(dir, sections, {siteUrl: 'https://rslib.rs'});
    const llms = fs.readFileSync(path.join(dir, 'llms.txt'), 'utf8');
    expect(llms).toBe(rewriteLlmsTxt(original, sections, {siteUrl: 'https://rslib.rs'}));
    const full = fs.readFileSync(path.join(dir, 'llms-full.txt'), 'utf8');
    expect(full).toBe(fullOf(llms));
    // The first page of the sidebar comes first (the plugin's file starts with the API).
    expect(full.split('# Full Documentation Content\n\n')[1].startsWith('# guide/start.md\n')).toBe(true);
  });

  it('stop the build when llms-full.txt is no longer llms.txt followed by the twins', () => {
    const original = pluginLlmsTxt('');
    for (const broken of ['# Something else\n', fullOf(original).replace('Text of config/lib.md', 'Other text')]) {
      const dir = buildDir({...twinFiles, 'llms.txt': original, 'llms-full.txt': broken});
      expect(() => rewriteLlmsTxtFiles(dir, sections, {siteUrl: 'https://rslib.rs'})).toThrow(/llms-full\.txt is not llms\.txt followed by the Markdown twins/);
    }
  });
});
