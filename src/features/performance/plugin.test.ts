import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {rspack, type RspackOptions} from '@rspack/core';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import performancePlugin, {docsCacheGroups, tslibHelpersCalled} from './plugin';
import * as helpers from './tslib';
import {withoutDocDescriptions} from './versionPropsLoader.cjs';

const require = createRequire(import.meta.url);

const plugin = performancePlugin({siteDir: '/site', localizationDir: '/site/i18n/en', generatedFilesDir: '/site/.docusaurus'} as LoadContext);
const configure = (entry: unknown, mode = 'production', isServer = false) =>
  plugin.configureWebpack!({entry, mode} as never, isServer, {} as never, undefined as never);

describe('the staged start-up entry', () => {
  it('replaces Docusaurus\'s client entry in production client builds', () => {
    const config = configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js') as {entry: string; resolve: {alias: Record<string, string>}; plugins: unknown[]};
    expect(config.entry).toBe(path.join('/site', 'src/features/performance/stagedStartup.ts'));
    // And tslib is the few helpers of tslib.ts, with a guard for the ones it lacks.
    expect(config.resolve.alias).toEqual({tslib$: path.join('/site', 'src/features/performance/tslib.ts')});
    expect(config.plugins.map((plugin) => plugin!.constructor.name)).toEqual(['TslibHelpersGuard', 'DocCardGuard', 'PreloadWithText']);
  });

  it('moves the text of doc pages to chunks of their own in the client\'s production build only', () => {
    const loaders = (config: unknown) => ((config as {module?: {rules: {use: {loader: string}[]; include?: string[]}[]}}).module?.rules ?? []).filter((rule) => rule.use[0]!.loader.endsWith('mdxBodyLoader.cjs'));
    const [rule] = loaders(configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js'));
    expect(rule!.include).toEqual([`/site/docs${path.sep}`, `/site/versioned_docs${path.sep}`, `/site/i18n/en/docusaurus-plugin-content-docs${path.sep}`]);
    expect(rule!.use[0]).toMatchObject({options: {cacheDir: '/site/.docusaurus/rslib-mdx-pages/en'}});
    expect(loaders(configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js', 'production', true))).toEqual([]);
    expect(loaders(configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js', 'development'))).toEqual([]);
  });

  it('leaves the entry of the server build and of development as it is', () => {
    for (const config of [configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js', 'production', true), configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js', 'development')]) {
      expect(config).not.toHaveProperty('entry');
      expect(config).not.toHaveProperty('resolve');
    }
  });

  it('stops the build, naming the file to re-check, when Docusaurus has another entry', () => {
    expect(() => configure('/x/node_modules/@docusaurus/core/lib/client/newEntry.js')).toThrow(/webpack\/client\.js.*stagedStartup\.ts/);
    expect(() => configure({main: 'x'})).toThrow(/no longer/);
  });
});

describe('the route registry', () => {
  const registryOptions = (config: unknown) =>
    (config as {module: {rules: {use: {loader: string; options?: unknown}[]}[]}}).module.rules.find((rule) => rule.use[0]!.loader.endsWith('registryLoader.cjs'))?.use[0]!.options;
  it('reports chunk names in the server build, a docs component\'s as the cache group that takes it, and drops module paths in the client\'s', () => {
    expect(registryOptions(configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js', 'production', true))).toEqual({
      reportChunkNames: true,
      reportAs: {'5e95c892': 'docs-root', aba21aa0: 'docs-root', a7bd4aaa: 'docs-root', a94703ab: 'docs-root', '17896441': 'doc-page'},
    });
    expect(registryOptions(configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js'))).toEqual({});
  });
});

describe('the docs\' route components in two chunks', () => {
  const {docsRoot, docPage} = docsCacheGroups();
  it('takes the chunks Docusaurus names after those components (as .docusaurus/registry.js does)', () => {
    for (const name of ['5e95c892', 'aba21aa0', 'a7bd4aaa', 'a94703ab']) expect(docsRoot.chunks({name})).toBe(true);
    expect(docPage.chunks({name: '17896441'})).toBe(true);
    for (const name of ['17896441', 'bdcd12e6', null]) expect(docsRoot.chunks({name})).toBe(false);
  });

  it('moves scripts and data only, never styles', () => {
    for (const type of ['javascript/auto', 'javascript/esm', 'json']) expect(docsRoot.type.test(type)).toBe(true);
    for (const type of ['css/mini-extract', 'css', 'asset/resource']) expect(docPage.type.test(type)).toBe(false);
  });
});

describe('the client bundle\'s tslib', () => {
  it('finds the helpers a module compiled by TypeScript calls', () => {
    const source = 'const tslib_1 = require("tslib");\nconst a = tslib_1.__importDefault(require("a"));\ntslib_1.__exportStar(require("b"), exports);\ntslib_1.__importDefault(c);';
    expect(tslibHelpersCalled(source)).toEqual(['__exportStar', '__importDefault']);
    expect(tslibHelpersCalled('const x = require("tslib-like");')).toEqual([]);
  });

  it('gives the helpers Docusaurus\'s client code calls, each acting as tslib\'s own', async () => {
    const tslib = await import('tslib');
    const files = ['@docusaurus/utils-common/lib/index.js'].map((name) => fs.readFileSync(require.resolve(name), 'utf8'));
    for (const name of files.flatMap(tslibHelpersCalled)) expect(Object.keys(helpers)).toContain(name);
    const commonJs = {answer: 42};
    const esModule = {__esModule: true, default: 'x'};
    for (const mod of [commonJs, esModule, null]) expect(helpers.__importDefault(mod)).toEqual(tslib.__importDefault(mod as never));
  });
});

describe('the docs\' route props without descriptions', () => {
  const version = {version: {pluginId: 'default', docsSidebars: {guide: [{type: 'link', href: '/a', label: 'A', docId: 'a'}]}, docs: {a: {id: 'a', title: 'A', description: 'About A.', sidebar: 'guide'}, b: {id: 'b', title: 'B', sidebar: 'guide'}}}};

  it('drops each doc\'s description and keeps everything else', () => {
    const trimmed = JSON.parse(withoutDocDescriptions(JSON.stringify(version)));
    expect(trimmed.version.docs).toEqual({a: {id: 'a', title: 'A', sidebar: 'guide'}, b: {id: 'b', title: 'B', sidebar: 'guide'}});
    expect(trimmed.version.docsSidebars).toEqual(version.version.docsSidebars);
  });

  it('returns other props as they are', () => {
    for (const other of ['{"tag":{"label":"x","description":"kept"}}', '[1,2]', 'null', '{"version":{"label":"1.0"}}']) expect(withoutDocDescriptions(other)).toBe(other);
  });

  // The rule and the guard as the client build gets them, in a real Rspack build of a small project.
  const build = async (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'performance-plugin-'));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), text);
    }
    const site = performancePlugin({siteDir: path.resolve(__dirname, '../../..'), localizationDir: path.join(dir, 'i18n/en'), generatedFilesDir: path.join(dir, '.docusaurus')} as LoadContext);
    const added = site.configureWebpack!({entry: '/x/node_modules/@docusaurus/core/lib/client/clientEntry.js', mode: 'production'} as never, false, {} as never, undefined as never) as RspackOptions;
    const options: RspackOptions = {mode: 'none', context: dir, entry: './entry.js', output: {path: path.join(dir, 'out')}, module: added.module, plugins: added.plugins?.filter((plugin) => plugin?.constructor.name === 'DocCardGuard')};
    try {
      return await new Promise<{errors: string[]; output: string}>((resolve, reject) => {
        rspack(options, (error, stats) => {
          if (error || !stats) return reject(error);
          const errors = stats.toJson({all: false, errors: true}).errors!.map((e) => e.message);
          resolve({errors, output: errors.length ? '' : fs.readFileSync(path.join(dir, 'out/main.js'), 'utf8')});
        });
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  };
  const props = '.docusaurus/docusaurus-plugin-content-docs/default/p/index-1a2.json';

  it('applies to the version props the client bundles', async () => {
    const {errors, output} = await build({'entry.js': `import props from './${props}'; console.log(props);`, [props]: JSON.stringify(version)});
    expect(errors).toEqual([]);
    expect(output).toContain('docsSidebars');
    expect(output).not.toContain('About A.');
  }, 20_000);

  it('stops the build when a DocCard is bundled, saying what to remove', async () => {
    const {errors} = await build({'entry.js': "import DocCard from './theme/DocCard/index.js'; console.log(DocCard);", 'theme/DocCard/index.js': 'export default 1;'});
    expect(errors.join('\n')).toMatch(/DocCard.*versionPropsLoader\.cjs.*remove that rule/s);
  }, 20_000);
});
