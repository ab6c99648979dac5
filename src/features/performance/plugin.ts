// Local plugin: how a page starts. In the server build, the route registry reports chunk names, so
// the page template (`ssrTemplate`, paintFirst.ts) lists each page's own chunks beside the start-up
// bundles (registryLoader.cjs). In the client bundle: the staged start-up entry, tslib's one helper,
// the docs' route props without descriptions (versionPropsLoader.cjs), each doc page's text in a
// chunk of its own (mdxBodyLoader.cjs), the docs' route components in two chunks (docsCacheGroups),
// React DOM in a start-up script of its own and the route registry without module paths.
import fs from 'node:fs';
import path from 'node:path';
import {simpleHash} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {earlyCall, earlyScriptTags} from '../../shared/build/earlyScript';
import {markOpenedAtHash} from './openedAtHash';
import * as tslibExports from './tslib';

/** The client entry Docusaurus sets, which the staged start-up imports last. */
export const DOCUSAURUS_CLIENT_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/**
 * Runs `check` on the files of the modules of each compilation, once they are all known, and
 * stops the build with each message it returns.
 */
function checkModules(compiler: Compiler, name: string, check: (files: string[]) => string[]): void {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.finishModules.tap(name, (modules) => {
      const files = [...modules].flatMap((module) => (module as {resource?: string}).resource ?? []);
      for (const message of check(files)) compilation.errors.push(new compiler.webpack.WebpackError(`performance: ${message}`));
    });
  });
}

/** Where Docusaurus's client code imports its `preload` from (PendingNavigation, clientEntry, docusaurus.js). */
const DOCUSAURUS_CLIENT_DIR = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/**
 * Docusaurus's client code gets preload.ts for its `./preload`, which also waits for a doc page's
 * text; the build stops if nothing imports `./preload` any more (a Docusaurus upgrade).
 */
class PreloadWithText {
  constructor(private readonly replacement: string) {}

  apply(compiler: Compiler): void {
    new compiler.webpack.NormalModuleReplacementPlugin(/^\.\/preload$/, (resource: {context?: string; request: string}) => {
      if (DOCUSAURUS_CLIENT_DIR.test(resource.context ?? '')) resource.request = this.replacement;
    }).apply(compiler);
    checkModules(compiler, 'PreloadWithText', (files) =>
      files.includes(this.replacement) ? [] : ['no module of @docusaurus/core/lib/client imports ./preload any more: re-check src/features/performance/preload.ts (see UPGRADING.md).'],
    );
  }
}

/** The tslib helpers a CommonJS module compiled by TypeScript calls (`tslib_1.__importDefault(...)`). */
export function tslibHelpersCalled(source: string): string[] {
  return [...new Set([...source.matchAll(/\btslib_\d+\.(__\w+)/g)].map((match) => match[1]!))].sort();
}

/**
 * Stops the client build when a bundled module calls a tslib helper that tslib.ts lacks (after a
 * Docusaurus upgrade, say): the page would otherwise fail as it starts.
 */
class TslibHelpersGuard {
  apply(compiler: Compiler): void {
    const available = new Set(Object.keys(tslibExports));
    checkModules(compiler, 'TslibHelpersGuard', (files) =>
      files.flatMap((file) => {
        if (!/node_modules/.test(file) || !/\.c?js$/.test(file)) return [];
        const source = fs.readFileSync(file, 'utf8');
        const missing = source.includes('tslib') ? tslibHelpersCalled(source).filter((name) => !available.has(name)) : [];
        return missing.length > 0 ? [`${file} calls tslib's ${missing.join(', ')}, which src/features/performance/tslib.ts does not provide: add it there.`] : [];
      }),
    );
  }
}

/**
 * Route components of the docs, each a chunk Docusaurus names by a hash of its module path
 * (`simpleHash(path, 8)`, as `.docusaurus/registry.js` shows): the ones around every docs route
 * (the 404 page of an unknown path under the docs too), and the doc page's own.
 */
export const DOCS_ROOT_MODULES = ['@theme/DocsRoot', '@generated/docusaurus-plugin-content-docs/default/__plugin.json', '@theme/DocVersionRoot', '@theme/DocRoot'];
export const DOC_PAGE_MODULES = ['@theme/DocItem'];

/**
 * React DOM and its scheduler, about half of the start-up bundle, in a start-up script of its
 * own: the browser compiles each script in its own task, and the whole bundle made one of 10–16 ms
 * in Lighthouse's trace (which also copies each script's source as it compiles it).
 */
export const REACT_DOM_CACHE_GROUP = {name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, chunks: 'initial' as const, enforce: true, priority: 62};

/**
 * One chunk for the code around every docs route and one for the doc page's own, instead of
 * four route components and the chunks they share: fewer requests on every doc page's start
 * (seven fewer on the quick start). A module other pages also use stays in their chunks too.
 * Keyed by the chunk names whose modules each group takes.
 */
export const DOCS_CHUNK_GROUPS: Record<string, string> = Object.fromEntries([
  ...DOCS_ROOT_MODULES.map((modulePath) => [simpleHash(modulePath, 8), 'docs-root']),
  ...DOC_PAGE_MODULES.map((modulePath) => [simpleHash(modulePath, 8), 'doc-page']),
]);

export function docsCacheGroups() {
  const group = (name: string, priority: number) => ({
    name,
    // Scripts only: their CSS stays in the one stylesheet every page links in its <head>.
    type: /^(javascript\/|json$)/,
    chunks: (chunk: {name?: string | null}) => DOCS_CHUNK_GROUPS[chunk.name ?? ''] === name,
    enforce: true,
    priority,
  });
  return {docsRoot: group('docs-root', 61), docPage: group('doc-page', 60)};
}

/** The docs plugin's route props, which hold each version's sidebars and docs (versionPropsLoader.cjs). */
export const DOCS_ROUTE_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The theme component that shows a doc's description (category index pages, `<DocCardList>`). */
export const DOC_CARD = /[\\/]theme[\\/]DocCard[\\/]index\.[jt]sx?$/;

/** Stops the build when a DocCard is bundled: its descriptions are removed from the version props. */
class DocCardGuard {
  apply(compiler: Compiler): void {
    checkModules(compiler, 'DocCardGuard', (files) =>
      files.some((file) => DOC_CARD.test(file))
        ? [
            'a page uses DocCard (a category index page or <DocCardList>), which shows each doc\'s description, ' +
              'but src/features/performance/versionPropsLoader.cjs removes them from the docs\' route props: remove that rule from plugin.ts.',
          ]
        : [],
    );
  }
}

export default function performancePlugin({siteDir, localizationDir, generatedFilesDir}: LoadContext): Plugin {
  return {
    name: 'rslib-performance',
    // Before the first paint: a page opened at a #heading lays out its whole text (openedAtHash.ts).
    injectHtmlTags: earlyScriptTags(earlyCall(markOpenedAtHash, 'document.documentElement', 'location.hash')),
    // The bundles: every build trims the docs' route props; the client's gets the replaced
    // preload, and in production the staged start-up, the texts in chunks of their own and the rest.
    configureWebpack(config, isServer) {
      const own = (file: string) => path.join(siteDir, 'src/features/performance', file);
      // Both bundles, every mode: the server renders what the browser hydrates.
      const versionProps = {
        module: {rules: [{test: DOCS_ROUTE_PROPS, use: [{loader: own('versionPropsLoader.cjs')}]}]},
      };
      // The route registry: the server's render reports chunk names, the client's bundle drops module paths (registryLoader.cjs).
      const registry = (options: object) => ({test: /registry\.js$/, include: [path.join(generatedFilesDir, 'registry.js')], use: [{loader: own('registryLoader.cjs'), options}]});
      if (isServer) return {module: {rules: [...versionProps.module.rules, registry({reportChunkNames: true, reportAs: DOCS_CHUNK_GROUPS})]}};
      // Development keeps texts whole, but the renderer of a page's Markdown is lazy there too.
      const preloadWithText = new PreloadWithText(own('preload.ts'));
      if (config.mode !== 'production') return {...versionProps, plugins: [new DocCardGuard(), preloadWithText]};
      if (typeof config.entry !== 'string' || !DOCUSAURUS_CLIENT_ENTRY.test(config.entry)) {
        throw new Error(
          `performance: Docusaurus's client entry is no longer ${String(config.entry)}: re-check @docusaurus/core/lib/webpack/client.js ` +
            'and src/features/performance/stagedStartup.ts (see UPGRADING.md).',
        );
      }
      // A doc page's text in a chunk of its own, after Docusaurus's MDX loader (mdxBodyLoader.cjs).
      // The docs' folders (Docusaurus's MDX fallback rule leaves out what an MDX rule includes).
      const docsFolders = [path.join(siteDir, 'docs'), path.join(siteDir, 'versioned_docs'), path.join(localizationDir, 'docusaurus-plugin-content-docs')];
      const mdxBody = {
        test: /\.mdx?$/i,
        include: docsFolders.map((folder) => folder + path.sep),
        enforce: 'post' as const,
        use: [{loader: own('mdxBodyLoader.cjs'), options: {cacheDir: path.join(generatedFilesDir, 'rslib-mdx-pages', path.basename(localizationDir))}}],
      };
      return {
        entry: own('stagedStartup.ts'),
        resolve: {alias: {tslib$: own('tslib.ts')}},
        module: {rules: [...versionProps.module.rules, mdxBody, registry({})]},
        optimization: {splitChunks: {cacheGroups: {...docsCacheGroups(), reactDom: REACT_DOM_CACHE_GROUP}}},
        plugins: [new TslibHelpersGuard(), new DocCardGuard(), preloadWithText],
      };
    },
  };
}
