// The one place where the reference check is told what it cannot work out from a page by itself.
// Keys are `page#section/kind[qualifier]` as printed by the test (`lib/dts#dts-bundle/type`).
// Every entry says why it is needed. The test fails on an entry whose line no longer exists, on a
// type exception that the line no longer needs, and on a vocabulary name no line uses.
import {createRequire} from 'node:module';
import path from 'node:path';
import {projectDir, type ProjectName} from './compose';
import {parseLiteral} from './literal';
import type {CustomContext} from './defaults';
import type {ConfigRoot} from './types';

/**
 * Type names that pages use without defining them, and the exported type each stands for.
 * `Rslib`, `Rsbuild` and `Rspack` are the namespaces of `@rslib/core`, `@rsbuild/core` and
 * Rsbuild's `Rspack` export. A name a page uses is printed by that name on both sides, so a page
 * may name a large type instead of spelling it out.
 */
export const VOCABULARY: Record<string, string> = {
  LibConfig: 'Rslib.LibConfig',
  ExeOptions: 'Rslib.ExeOptions',
  // Not exported by @rslib/core; the type of `experiments.exe.seaOptions`.
  SeaOptions: "NonNullable<Exclude<Rslib.ExeOptions, boolean>['seaOptions']>",
  DevConfig: 'Rsbuild.DevConfig',
  HtmlConfig: 'Rsbuild.HtmlConfig',
  ServerConfig: 'Rsbuild.ServerConfig',
  PerformanceConfig: 'Rsbuild.PerformanceConfig',
  SplitChunksConfig: 'Rsbuild.SplitChunksConfig',
  WatchFiles: 'Rsbuild.WatchFiles',
  PublicDirOptions: 'Rsbuild.PublicDirOptions',
  EntryDescription: 'Rsbuild.RsbuildEntryDescription',
  // The options of the `cors` middleware, which Rsbuild does not export under a name.
  CorsOptions: "Exclude<NonNullable<Rsbuild.ServerConfig['cors']>, boolean>",
  Externals: 'Rspack.Externals',
  LazyCompilationOptions: 'Rspack.LazyCompilationOptions',
  ModuleFederationPluginOptions: 'Rspack.ModuleFederationPluginOptions',
  // A value of Rspack's DefinePlugin options, which Rspack does not export under a name.
  CodeValue: 'Rspack.DefinePluginOptions[string]',
};

/**
 * A part of a line that states the type or default of one option. `span` is the index of the
 * line's code span that holds it; `keys` gives a range of code spans [from, to] that list the
 * keys of an object type (their types left unsaid).
 */
export interface LinePart {
  root?: ConfigRoot;
  path: string;
  span?: number;
  keys?: [number, number];
}

/** Lines that speak about several options at once, split into one part per option. */
export const SPLIT_LINES: Record<string, LinePart[]> = {
  // "`true` for both"
  'rsbuild/dev#devhmr/default': [
    {path: 'dev.hmr', span: 0},
    {path: 'dev.liveReload', span: 0},
  ],
  // "`3000` and `false`"
  'rsbuild/server#serverport/default': [
    {path: 'server.port', span: 0},
    {path: 'server.strictPort', span: 1},
  ],
  'rsbuild/dev#/type': [
    // "Rsbuild's `DevConfig` at the top level; inside a `lib` item only the keys `hmr`, ... `writeToDisk`"
    {path: 'dev', span: 0},
    {root: 'LibConfig', path: 'dev', keys: [2, 9]},
  ],
  // "`boolean` for `hmr`; `boolean | { html?: boolean }` for `liveReload`"
  'rsbuild/dev#devhmr/type': [
    {path: 'dev.hmr', span: 0},
    {path: 'dev.liveReload', span: 2},
  ],
  // "`number` and `boolean`"
  'rsbuild/server#serverport/type': [
    {path: 'server.port', span: 0},
    {path: 'server.strictPort', span: 1},
  ],
};

export interface TypeException {
  /**
   * `subset`: the line states part of the type on purpose (some members of a union or some keys
   * of an object; the rest is said in words or does not apply to libraries). What it states must
   * still exist in the declared type.
   * `words`: the line describes the type in words only; nothing is compared.
   */
  mode: 'subset' | 'words';
  reason: string;
}

export const TYPE_EXCEPTIONS: Record<string, TypeException> = {
  'rsbuild/output#outputtarget/type': {
    mode: 'subset',
    reason: "Rsbuild's type also has 'web-worker', which Rslib rejects (\"Unsupported platform\"); the line says so in words",
  },
  'rsbuild/output#outputdistpath/type': {
    mode: 'subset',
    reason: 'leaves out `html` and `favicon`: Rslib emits no HTML page',
  },
  'rsbuild/output#outputfilename/type[filename]': {
    mode: 'subset',
    reason: 'leaves out `html`: Rslib emits no HTML page',
  },
  'rsbuild/resolve#resolvealias/type': {
    mode: 'subset',
    reason: "states the object form; the function form is described in words and Rsbuild's array of both is left out",
  },
  'rsbuild/tools#toolslightningcssloader/type': {
    mode: 'subset',
    reason: 'states `boolean`; the loader options and the function form are described in words',
  },
  'rsbuild/output#outputcopy/type': {mode: 'words', reason: "Rspack's CopyRspackPlugin options or their pattern array, said in words"},
  'rsbuild/output#outputsourcemap/type': {mode: 'words', reason: 'the `js` member is "Rspack devtool value", a long union of strings said in words'},
  'rsbuild/plugins#/type': {mode: 'words', reason: 'an array of plugins, falsy items and promises, said in words'},
  'rsbuild/source#sourceinclude/type': {mode: 'words', reason: 'arrays of Rspack rule conditions, said in words'},
  'rsbuild/source#sourcetransformimport/type': {mode: 'words', reason: 'sketches the keys of the object (`...` for the rest) and the function form in words'},
  'rsbuild/tools#toolsrspack/type': {mode: 'words', reason: 'an object, a function sketched with untyped parameters, or an array of these'},
  'rsbuild/tools#toolsbundlerchain/type': {mode: 'words', reason: 'a function sketched with untyped parameters, or an array of them'},
  'rsbuild/tools#toolsswc/type': {mode: 'words', reason: 'SWC loader options, a function or an array, said in words'},
  'rsbuild/tools#toolspostcss/type': {mode: 'words', reason: 'postcss-loader options, a function sketched with untyped parameters, or an array'},
  'rsbuild/tools#toolscssloader/type': {mode: 'words', reason: 'css-loader options, a function or an array, said in words'},
};

/**
 * One situation in which a default is checked. `when` is added to the probe's lib item (and
 * `top` to its top level) on every side of the comparison; `span` says which code span of the
 * line states the value for that situation ('block': the code block after the label).
 */
export interface DefaultCase {
  when?: Record<string, unknown>;
  top?: Record<string, unknown>;
  project?: ProjectName;
  /** Another option than the line's own, e.g. `source.decorators.version`. */
  path?: string;
  span?: number | 'block';
  /** For `same`: the other value that must change the config (default: the opposite boolean). */
  alternative?: unknown;
}

export type DefaultCheck =
  /**
   * Leaving the option out and setting the stated value give Rspack the same config in every case;
   * another value changes it in every case (`anywhere`: in at least one).
   */
  | {check: 'same'; cases?: DefaultCase[]; alternative?: unknown; compare?: 'bundler' | 'config'; anywhere?: boolean}
  /**
   * The normalised Rsbuild config of the item holds the stated value (`subset`: every key the
   * page states, with others allowed beside them).
   */
  | {check: 'read'; cases?: DefaultCase[]; subset?: boolean}
  /** The line says "not set": the normalised config holds nothing (or an empty list or object). */
  | {check: 'unset'; cases?: DefaultCase[]}
  /** The line's remark on plain Rsbuild: its normalised config holds the stated value. */
  | {check: 'rsbuild'; cases?: DefaultCase[]}
  /**
   * `undefined` for an option of Rslib's own: nothing is applied. The option must be optional in
   * the `.d.ts` and the package must document no other default.
   */
  | {check: 'absent'}
  /** A default in words, checked against the composed configs by `run` (which returns a problem or null). */
  | {check: 'custom'; says: string; needs?: DefaultCase[]; run: (ctx: CustomContext, spans: string[]) => string | null}
  /** The package's doc comment for the option states the default with the same code spans. */
  | {check: 'jsdoc'; reason: string}
  /** A default that no config shows (a behaviour): the built example that checks it. */
  | {check: 'example'; test: string; name: string}
  /** Nothing here can show it; the reason says why. */
  | {check: 'unchecked'; reason: string};

/**
 * Where a default stated without conditions is checked: it must hold for every format, in
 * bundleless mode and for the web target. (An option that has no effect in some of them only needs
 * to show its effect in one.)
 */
export const EVERYWHERE: DefaultCase[] = [
  {},
  {when: {format: 'cjs'}},
  {when: {format: 'umd'}},
  {when: {format: 'iife'}},
  {when: {format: 'mf'}},
  {when: {bundle: false}},
  {when: {output: {target: 'web'}}},
];

const EXAMPLES = 'tests/examples/reference-defaults.test.ts';
const FORMATS_ESM_CJS = (span: number): DefaultCase[] => [{when: {format: 'esm'}, span}, {when: {format: 'cjs'}, span}];
const FORMATS_OTHERS = (span: number): DefaultCase[] => ['umd', 'mf', 'iife'].map((format) => ({when: {format}, span}));

/** A regular expression that the composed config holds as `{$regexp: '/.../flags'}`. */
function regexp(value: unknown): RegExp | null {
  const text = (value as {$regexp?: string} | undefined)?.$regexp;
  const m = text?.match(/^\/(.*)\/(\w*)$/s);
  return m ? new RegExp(m[1], m[2]) : null;
}

/**
 * Default lines that need more than the automatic check. Without an entry, a line whose value is
 * one code span is compared as `same` on lib pages and `read` on Rsbuild pages, `undefined` of an
 * Rslib option as `absent`, and "not set" as `unset`.
 */
export const DEFAULTS: Record<string, DefaultCheck> = {
  // "`true` when format is cjs or esm (in bundle mode), `false` when format is umd or mf (and also iife)"
  'lib/auto-external#/default': {check: 'same', cases: [...FORMATS_ESM_CJS(0), ...FORMATS_OTHERS(4)]},
  // A file that does not exist lists no dependencies, so nothing is externalised.
  'lib/auto-external#outputautoexternalpackagejson/default': {check: 'same', alternative: 'missing/package.json'},
  'lib/banner#/default': {check: 'same', alternative: {js: '/* banner */'}},
  'lib/footer#/default': {check: 'same', alternative: {js: '/* footer */'}},
  // Rslib refuses `exe` on this Node.js version: a refusal is a different outcome too.
  'lib/experiments#/default': {check: 'same', alternative: {exe: true}},
  'lib/format#/default': {check: 'same', alternative: 'cjs'},
  // A config without `lib` and one with `lib: [{}]`: no other case applies.
  'lib/index#/default': {check: 'same', cases: [{alternative: [{format: 'cjs'}]}]},
  // The shims of one format only act in that format.
  'lib/shims#/default': {check: 'same', cases: [{when: {format: 'esm'}, span: 'block'}, {when: {format: 'cjs'}, span: 'block'}]},
  "lib/shims#shims-cjs-import-meta-url/default": {check: 'same', cases: [{when: {format: 'cjs'}}]},
  "lib/shims#shims-cjs-import-meta-dirname/default": {check: 'same', cases: [{when: {format: 'cjs'}}]},
  "lib/shims#shims-cjs-import-meta-filename/default": {check: 'same', cases: [{when: {format: 'cjs'}}]},
  // "`'esnext'`, except when output.target is 'node' and engines.node has a lower bound: `['node >= <lowest version>']`"
  'lib/syntax#/default': {
    check: 'same',
    cases: [
      {span: 0, alternative: 'es2015'},
      {when: {output: {target: 'web'}}, span: 0, alternative: 'es2015'},
      {project: 'engines', span: 5, alternative: 'esnext'},
      // The exception is for the node target only.
      {project: 'engines', when: {output: {target: 'web'}}, span: 0, alternative: 'es2015'},
    ],
  },
  // "`{ mode: 'compile' }` in bundle mode, `{ mode: 'preserve' }` in bundleless mode"
  'lib/wasm#/default': {
    check: 'same',
    cases: [
      {span: 0, alternative: false},
      {when: {bundle: false}, span: 1, alternative: false},
    ],
  },

  // Declarations are written by a plugin whose options no composed config shows.
  'lib/dts#dts-tsgo/default': {check: 'example', test: EXAMPLES, name: 'dts: what a lib item gets without declaration options'},
  'lib/dts#dts-typescriptpath/default': {check: 'example', test: EXAMPLES, name: 'dts: what a lib item gets without declaration options'},
  'lib/dts#dts-isolated/default': {check: 'example', test: EXAMPLES, name: 'dts: what a lib item gets without declaration options'},
  'lib/dts#dts-autoextension/default': {check: 'example', test: EXAMPLES, name: 'dts: what a lib item gets without declaration options'},
  'lib/dts#dts-bundle/default': {check: 'example', test: EXAMPLES, name: 'dts: what a lib item gets without declaration options'},
  'lib/dts#dts-distpath/default': {check: 'example', test: EXAMPLES, name: 'dts: declarations go to declarationDir, else to output.distPath.root'},
  'lib/dts#dts-abortonerror/default': {check: 'example', test: EXAMPLES, name: 'dts: a type error fails the build by default'},
  'lib/dts#dts-build/default': {check: 'jsdoc', reason: '`build: true` on a project without references emits the same files, so a build cannot tell the two apart'},
  'lib/dts#dts-alias/default': {check: 'jsdoc', reason: 'an empty alias map changes nothing a build could show'},
  'lib/dts#dts-bundle-tsconfigpath/default': {check: 'jsdoc', reason: 'the default tsconfig only shows in a project whose two tsconfigs disagree; the package states it in its doc comment'},
  // The list computed from package.json: a devDependency externalized by an object is inlined, one
  // externalized by name is not (the build="dts-bundled-exclude" example checks exclude).
  'lib/dts#dts-bundle-bundledpackages/default': {
    check: 'example',
    test: 'tests/examples/misleading.test.ts',
    name: 'config/lib/dts: an object of externals for the node target leaves the JavaScript import but inlines the types',
  },
  // Import rewriting in bundleless output happens in a function that no config shows.
  ...Object.fromEntries(
    ['', '#redirectjs', '#redirectjspath', '#redirectjsextension', '#redirectstyle', '#redirectstylepath', '#redirectstyleextension', '#redirectasset', '#redirectassetpath', '#redirectassetextension', '#redirectdts', '#redirectdtspath', '#redirectdtsextension'].map((section) => [
      `lib/redirect${section || '#'}/default`,
      {check: 'example', test: EXAMPLES, name: 'redirect: what bundleless output gets without redirect options'} satisfies DefaultCheck,
    ]),
  ),

  // "Rsbuild's defaults, except that an item with `format: 'mf'` gets `writeToDisk: true`"
  'rsbuild/dev#/default': {
    check: 'custom',
    says: "Rsbuild's dev defaults, with one change for mf items",
    needs: [{}, {when: {format: 'mf'}}],
    run: (ctx, spans) => {
      const [key, value] = spans[1].split(':').map((s) => s.trim());
      const mf = ctx.get(ctx.item({format: 'mf'}).config, `dev.${key}`);
      if (String(mf) !== value) return `an mf item gets ${key}: ${String(mf)}`;
      const own = JSON.stringify(ctx.item().config?.dev);
      const rsbuild = JSON.stringify(ctx.rsbuild().dev);
      return own === rsbuild ? null : `an esm item's dev options differ from plain Rsbuild's: ${own} / ${rsbuild}`;
    },
  },
  // "`false` in Rsbuild; `true` for `mf` items in Rslib"
  'rsbuild/dev#devwritetodisk/default': {check: 'read', cases: [{span: 0}, {when: {format: 'mf'}, span: 1}]},
  // Rsbuild leaves it unset, which adds no progress plugin, as `false` does.
  'rsbuild/dev#devprogressbar/default': {check: 'same'},
  // "the value of `server.base`, `'/'` unless changed"
  'rsbuild/dev#devassetprefix/default': {check: 'read', cases: EVERYWHERE.map((c) => ({...c, span: 1}))},
  // "Rsbuild's defaults, unused because Rslib sets `tools.htmlPlugin` to `false`"
  'rsbuild/html#/default': {check: 'read', cases: EVERYWHERE.map((c) => ({...c, path: 'tools.htmlPlugin', span: 1}))},
  // "`'node'`; `'web'` when format is `'mf'`"
  'rsbuild/output#outputtarget/default': {check: 'read', cases: [{span: 0}, {when: {format: 'mf'}, span: 1}]},
  'rsbuild/output#outputexternals/default': {
    check: 'custom',
    says: 'no externals of your own; Node.js built-in modules for the node target',
    needs: [{}, {when: {output: {target: 'web'}}}],
    run: (ctx) => {
      const web = ctx.get(ctx.item({output: {target: 'web'}}).config, 'output.externals');
      if (web !== undefined && !(Array.isArray(web) && !web.length)) return `a web item gets externals ${JSON.stringify(web)}`;
      const node = ctx.get(ctx.item().config, 'output.externals') as unknown[];
      const builtins = ['fs', 'path', 'node:fs'];
      const covered = (name: string) => node.some((e) => e === name || regexp(e)?.test(name));
      const missing = builtins.filter((b) => !covered(b));
      return missing.length ? `a node item does not externalise ${missing.join(', ')}` : null;
    },
  },
  // "`true` for the esm and cjs formats in bundle mode; `false` for umd, mf and iife"
  // The comment beside `packageJson` in the type block: a missing file lists no dependencies.
  'rsbuild/output#outputautoexternal/type>packageJson': {check: 'same', alternative: 'missing/package.json'},
  // Unset (not `false`) in the normalised config of umd, mf and iife items: compare what Rspack gets.
  'rsbuild/output#outputautoexternal/default': {check: 'same', cases: [...FORMATS_ESM_CJS(0), ...FORMATS_OTHERS(3)]},
  // Rsbuild leaves `autoExternal` unset, and an unset value externalises nothing, as `false` does.
  'rsbuild/output#outputautoexternal/rsbuildDefault': {
    check: 'custom',
    says: "Rsbuild's own default",
    run: (ctx, spans) => {
      const value = ctx.get(ctx.rsbuild(), 'output.autoExternal') ?? false;
      return String(value) === spans[0] ? null : `plain Rsbuild applies ${JSON.stringify(value)}`;
    },
  },
  // The block lists the folders of every kind of output; Rsbuild's `html` and `favicon` do not apply.
  'rsbuild/output#outputdistpath/default': {check: 'read', subset: true, cases: [{span: 'block'}]},
  // "the same, except that JavaScript goes to `static/js` and CSS to `static/css`"
  'rsbuild/output#outputdistpath/rsbuildDefault': {
    check: 'custom',
    says: "Rsbuild's own folders",
    run: (ctx, spans) => {
      const rslib = ctx.get(ctx.item().config, 'output.distPath') as Record<string, string>;
      const rsbuild = ctx.get(ctx.rsbuild(), 'output.distPath') as Record<string, string>;
      const [js, css] = spans;
      const problems = Object.keys(rslib).flatMap((key) => {
        // Rsbuild's async folders are below the sync ones, and unset in its normalised config.
        const theirs = rsbuild[key] ?? (key.endsWith('Async') ? `${rsbuild[key.replace('Async', '')]}/async` : undefined);
        const expected = key.startsWith('js') ? js : key.startsWith('css') ? css : rslib[key];
        return theirs !== undefined && !theirs.startsWith(expected) ? [`${key}: ${theirs}`] : [];
      });
      return problems.length ? `Rsbuild has ${problems.join(', ')}` : null;
    },
  },
  'rsbuild/output#outputfilename/default[filename.js]': {check: 'example', test: EXAMPLES, name: 'output.filename.js: [name] with the extension autoExtension picks'},
  // "`false`; `true` for the `mf` format": Rslib leaves Rsbuild's value to mf items.
  'rsbuild/output#outputfilename/default[filenameHash]': {
    check: 'read',
    cases: [...EVERYWHERE.filter((c) => c.when?.format !== 'mf').map((c) => ({...c, span: 0})), {when: {format: 'mf'}, span: 1}],
  },
  'rsbuild/output#outputminify/default': {
    check: 'custom',
    says: 'a library preset: JavaScript compressed without mangling or reformatting, CSS left alone',
    run: (ctx) =>
      ctx.everywhere((item, when) => {
        const minify = ctx.get(item.config, 'output.minify') as Record<string, unknown> | undefined;
        const options = ctx.get(minify, 'jsOptions.minimizerOptions') as Record<string, unknown> | undefined;
        if (!minify || typeof minify !== 'object') return `Rslib applies ${JSON.stringify(minify)}`;
        if (minify.js !== true || minify.css !== false) return `js: ${String(minify.js)}, css: ${String(minify.css)}`;
        // The preset writes mf files compactly (the page's list says so).
        const compact = when.format === 'mf';
        if (options?.mangle !== false || options?.minify !== compact) return `mangle: ${String(options?.mangle)}, minify: ${String(options?.minify)}`;
        return null;
      }),
  },
  'rsbuild/output#outputsourcemap/default': {
    check: 'custom',
    says: 'no source maps in a production build',
    run: (ctx) =>
      ctx.everywhere((item) => {
        const devtool = item.bundler?.match(/^ {2}devtool: (.*),$/m)?.[1];
        const css = ctx.get(item.config, 'output.sourceMap.css');
        return devtool === 'false' && css === false ? null : `devtool: ${devtool}, CSS source maps: ${String(css)}`;
      }),
  },
  // Not in the normalised config: Rsbuild decides when it builds the CSS rules.
  // "`true` when the target is `'web'`, otherwise `false`"
  'rsbuild/output#outputemitcss/default': {check: 'same', cases: [{when: {output: {target: 'web'}}, span: 0}, {span: 2}]},
  'rsbuild/output#outputcssmodules/default': {
    check: 'custom',
    says: 'the CSS Modules options',
    run: (ctx, spans) =>
      ctx.everywhere((item) => {
        const modules = ctx.get(item.config, 'output.cssModules') as Record<string, unknown>;
        const [key, value] = spans[1].split(':').map((s) => s.trim());
        const problems = [
          String(modules[key]) === value ? '' : `${key}: ${String(modules[key])}`,
          `'${String(modules.exportLocalsConvention)}'` === spans[2] ? '' : `exportLocalsConvention: ${String(modules.exportLocalsConvention)}`,
          item.bundler?.includes(`localIdentName: ${spans[3]}`) ? '' : `localIdentName is not ${spans[3]}`,
          modules.namedExport === false ? '' : `namedExport: ${String(modules.namedExport)}`,
        ].filter(Boolean);
        return problems.length ? problems.join('; ') : null;
      }),
  },
  // Not in the normalised config for umd, mf and iife (Rsbuild fills it in later).
  // "`0` for the esm and cjs formats; Rsbuild's `4096` for umd, mf and iife"
  'rsbuild/output#outputdataurilimit/default': {check: 'same', cases: [...FORMATS_ESM_CJS(0), ...FORMATS_OTHERS(3)].map((c) => ({...c, alternative: c.span === 0 ? 4096 : 0}))},
  'rsbuild/resolve#resolvealias/default': {
    check: 'custom',
    says: "one alias, for Rsbuild's own copy of @swc/helpers",
    run: (ctx, spans) => {
      const rsbuildCopy = path.dirname(createRequire(createRequire(import.meta.url).resolve('@rsbuild/core')).resolve(`${spans[0]}/package.json`));
      return ctx.everywhere((item) => {
        const alias = ctx.get(item.config, 'resolve.alias') as Record<string, string>;
        const keys = Object.keys(alias ?? {});
        if (keys.length !== 1 || keys[0] !== spans[0]) return `the aliases are ${keys.join(', ') || 'none'}`;
        return alias[keys[0]] === rsbuildCopy ? null : `${spans[0]} points to ${alias[keys[0]]}, not to ${rsbuildCopy}`;
      });
    },
  },
  // Rspack's own defaults (Rslib sets none): the fields for an `import`, where "..." stands for `main`.
  // "`['module', 'main']` for the node target; `['browser', 'module', 'main']` for the web target"
  'rsbuild/resolve#resolvemainfields/default': {
    check: 'custom',
    says: 'the package.json fields Rspack reads per target',
    needs: [{}, {when: {output: {target: 'web'}}}],
    run: (ctx, spans) => {
      const effective = (when: Record<string, unknown>) => {
        const resolve = ctx.item(when).rspackResolve!;
        const base = resolve.mainFields as string[];
        return (ctx.get(resolve, 'byDependency.esm.mainFields') as string[]).flatMap((f) => (f === '...' ? base : [f]));
      };
      const node = JSON.stringify(effective({}));
      const web = JSON.stringify(effective({output: {target: 'web'}}));
      const said = (span: string) => JSON.stringify(JSON.parse(span.replace(/'/g, '"')));
      return node === said(spans[0]) && web === said(spans[2]) ? null : `node: ${node}, web: ${web}`;
    },
  },
  'rsbuild/resolve#resolveconditionnames/default': {check: 'unset'},
  'rsbuild/server#/default': {
    check: 'custom',
    says: "Rsbuild's server defaults",
    run: (ctx, spans) => {
      const server = ctx.get(ctx.item().config, 'server') as Record<string, unknown>;
      const origin = regexp(ctx.get(server, 'cors.origin'));
      const problems = [
        String(server.port) === spans[0] ? '' : `port ${String(server.port)}`,
        server.host === spans[1] ? '' : `host ${String(server.host)}`,
        origin?.test(`http://${spans[2]}:8080`) ? '' : 'CORS does not accept localhost',
        JSON.stringify(server) === JSON.stringify(ctx.rsbuild().server) ? '' : "not Rsbuild's server options",
      ].filter(Boolean);
      return problems.length ? problems.join('; ') : null;
    },
  },
  'rsbuild/server#servercors/default': {
    check: 'custom',
    says: 'CORS accepts local pages on any port, and no others',
    run: (ctx, spans) => {
      const cors = ctx.get(ctx.item().config, 'server.cors') as Record<string, unknown>;
      const origin = regexp(cors?.origin);
      if (!origin || Object.keys(cors).length !== 1) return `server.cors is ${JSON.stringify(cors)}`;
      const hosts = spans.slice(1, 4);
      const refused = hosts.flatMap((h) => [`http://${h}:5173`, `https://${h}`]).filter((o) => !origin.test(o));
      const accepted = ['https://example.com', 'http://localhost.example.com:80'].filter((o) => origin.test(o));
      return refused.length || accepted.length ? `refuses ${refused.join(', ') || 'nothing'}; accepts ${accepted.join(', ') || 'nothing else'}` : null;
    },
  },
  // Rsbuild rewrites the value (an absolute folder, in a list): compare the normalised configs.
  // "`{ name: 'public', copyOnBuild: 'auto', watch: false }`"
  'rsbuild/server#serverpublicdir/default': {check: 'same', compare: 'config', alternative: {name: 'static', copyOnBuild: 'auto', watch: false}},
  'rsbuild/source#sourceentry/default[bundle]': {
    check: 'custom',
    says: 'the first src/index file, in the order the line gives',
    run: (ctx, spans) => {
      const entry = ctx.get(ctx.item().config, 'source.entry') as Record<string, string>;
      const first = spans[0].match(/<first of (src\/index\.\w+)/)?.[1];
      const expected = first && path.join(projectDir('plain'), first);
      return Object.keys(entry).join() === 'index' && entry.index === expected ? null : `the entry is ${JSON.stringify(entry)}`;
    },
  },
  // Rslib turns the pattern into one entry per file: compare what Rspack gets.
  'rsbuild/source#sourceentry/default[bundleless]': {check: 'same', cases: [{when: {bundle: false}, alternative: {index: 'src/index.ts'}}]},
  // "`{}` plus the public variables of your `.env` files (the probe has none); for the `cjs` format
  // Rslib also defines `import.meta.url`, `import.meta.dirname` and `import.meta.filename`"
  'rsbuild/source#sourcedefine/default': {
    check: 'custom',
    says: 'the replacements Rslib defines per format',
    needs: [...EVERYWHERE],
    run: (ctx, spans) => {
      const [empty, , cjs, ...shims] = spans.slice(0, 6);
      const wrong = EVERYWHERE.filter((c) => c.when?.format !== cjs && JSON.stringify(ctx.get(ctx.item(c.when).config, 'source.define')) !== JSON.stringify(parseLiteral(empty)));
      if (wrong.length) return `not ${empty} for ${wrong.map((c) => JSON.stringify(c.when ?? {})).join(', ')}`;
      const keys = Object.keys((ctx.get(ctx.item({format: cjs}).config, 'source.define') as object) ?? {});
      return JSON.stringify(keys.sort()) === JSON.stringify([...shims].sort()) ? null : `the ${cjs} format defines ${keys.join(', ') || 'nothing'}`;
    },
  },
  // Rsbuild resolves the file itself; the probe project with a tsconfig.json shows the effect.
  'rsbuild/source#sourcetsconfigpath/default': {check: 'same', cases: [{project: 'decorators', alternative: 'missing.json'}]},
  // "`{ version: '2023-11' }` in Rsbuild; Rslib uses `'legacy'` when the tsconfig sets experimentalDecorators"
  'rsbuild/source#sourcedecorators/default': {check: 'read', cases: [{span: 0}, {project: 'decorators', path: 'source.decorators.version', span: 1}]},
  'rsbuild/source#sourceinclude/default[include]': {
    check: 'custom',
    says: 'what the JavaScript rule compiles',
    run: (ctx, spans) =>
      ctx.everywhere((item) => {
        const rule = item.bundler?.split("config.module.rule('js')")[1] ?? '';
        const include = rule.slice(rule.indexOf('include: ['), rule.indexOf('oneOf:'));
        const extensions = include.match(/\/\\\.\(\?:([\w|]+)\)\$\//)?.[1]?.split('|').map((e) => `.${e}`);
        const problems = [
          include.includes(`not: /[\\\\/]${spans[0]}[\\\\/]/`) ? '' : `not every file outside ${spans[0]}`,
          JSON.stringify(extensions) === JSON.stringify(spans.slice(1)) ? '' : `the extensions compiled anywhere are ${JSON.stringify(extensions)}`,
        ].filter(Boolean);
        return problems.length ? problems.join('; ') : null;
      }),
  },
  // "`{ preset: 'none' }` for every output (Rsbuild: `{}`, which means the `'none'` preset for the
  // `node` target and the `'default'` preset for `web`)"
  'rsbuild/split-chunks#/default': {
    check: 'custom',
    says: "Rslib's split for every output, and what Rsbuild's own default means",
    needs: [
      ...['esm', 'cjs', 'umd', 'iife', 'mf'].map((format) => ({when: {format}})),
      {when: {output: {target: 'web'}}},
      {when: {splitChunks: {}}},
      {when: {splitChunks: {preset: 'none'}}},
      {when: {output: {target: 'web'}, splitChunks: {}}},
      {when: {output: {target: 'web'}, splitChunks: {preset: 'default'}}},
    ],
    run: (ctx, spans) => {
      const [rslib, rsbuild, forNode, node, forWeb, web] = spans;
      const expected = parseLiteral(rslib);
      const items: Record<string, unknown>[] = [...['esm', 'cjs', 'umd', 'iife', 'mf'].map((format) => ({format})), {output: {target: 'web'}}];
      const wrong = items.filter((when) => JSON.stringify(ctx.get(ctx.item(when).config, 'splitChunks')) !== JSON.stringify(expected));
      if (wrong.length) return `not ${rslib} for ${wrong.map((w) => JSON.stringify(w)).join(', ')}`;
      if (JSON.stringify(ctx.get(ctx.rsbuild(), 'splitChunks')) !== JSON.stringify(parseLiteral(rsbuild))) return `plain Rsbuild applies ${JSON.stringify(ctx.get(ctx.rsbuild(), 'splitChunks'))}`;
      const same = (target: string, preset: unknown) => {
        const base = target === 'node' ? {} : {output: {target}};
        return ctx.item({...base, splitChunks: parseLiteral(rsbuild)}).bundler === ctx.item({...base, splitChunks: {preset}}).bundler;
      };
      if (node !== 'node' || web !== 'web') return 'the line names other targets';
      if (!same('node', parseLiteral(forNode))) return `${rsbuild} is not the ${forNode} preset for node`;
      return same('web', parseLiteral(forWeb)) ? null : `${rsbuild} is not the ${forWeb} preset for web`;
    },
  },
  // "`true` in bundle mode; `{ total: <one summary line>, detail: false }` in bundleless mode"
  'rsbuild/performance#print-file-size/default': {
    check: 'custom',
    says: 'the size report per mode',
    needs: [...EVERYWHERE],
    run: (ctx, spans) => {
      const bundle = EVERYWHERE.filter((c) => c.when?.bundle !== false).map((c) => ctx.get(ctx.item(c.when).config, 'performance.printFileSize'));
      if (bundle.some((v) => String(v) !== spans[0])) return `bundle mode gets ${bundle.map((v) => JSON.stringify(v)).join(', ')}`;
      const bundleless = ctx.get(ctx.item({bundle: false}).config, 'performance.printFileSize') as Record<string, unknown>;
      const said = spans[1].replace(/<[^>]+>/, "'function'");
      const expected = parseLiteral(said) as Record<string, unknown>;
      const actual = Object.fromEntries(Object.entries(bundleless ?? {}).map(([k, v]) => [k, (v as {$function?: string})?.$function ? 'function' : v]));
      return JSON.stringify(actual) === JSON.stringify(expected) ? null : `bundleless mode gets ${JSON.stringify(bundleless)}`;
    },
  },
  'rsbuild/tools#toolsrspack/default': {check: 'absent'},
  'rsbuild/plugins#/default': {check: 'absent'},
  'rsbuild/tools#toolsswc/default': {
    check: 'custom',
    says: "Rslib's additions to the SWC options",
    run: (ctx) =>
      ctx.everywhere((item) => {
        const swc = item.bundler?.split("use('swc')")[1] ?? '';
        const browserslist = JSON.stringify(ctx.get(item.config, 'output.overrideBrowserslist'));
        const targets = swc.match(/targets: (\[[^\]]*\])/)?.[1]?.replace(/'/g, '"').replace(/\s+/g, '');
        const problems = [
          /externalHelpers: false/.test(swc) ? '' : 'no jsc.externalHelpers',
          targets === browserslist?.replace(/\s+/g, '') ? '' : `targets ${targets} are not the browserslist ${browserslist}`,
        ].filter(Boolean);
        return problems.length ? problems.join('; ') : null;
      }),
  },
  'rsbuild/tools#toolspostcss/default': {
    check: 'custom',
    says: 'no PostCSS without a config file or plugins',
    run: (ctx) => (ctx.item({output: {target: 'web'}}).bundler?.includes('postcss-loader') ? 'postcss-loader runs without a config file' : null),
    needs: [{when: {output: {target: 'web'}}}],
  },
  'rsbuild/tools#toolslightningcssloader/default': {
    check: 'custom',
    says: 'Lightning CSS with the targets Rslib derives from syntax',
    needs: [{when: {output: {target: 'web'}}}],
    run: (ctx) => {
      const item = ctx.item({output: {target: 'web'}});
      const browserslist = JSON.stringify(ctx.get(item.config, 'output.overrideBrowserslist'))?.replace(/\s+/g, '');
      const loaders = item.bundler?.split("loader: 'builtin:lightningcss-loader'").slice(1) ?? [];
      if (!loaders.length) return 'no Lightning CSS loader';
      const targets = loaders.map((l) => l.match(/targets: (\[[^\]]*\])/)?.[1]?.replace(/'/g, '"').replace(/\s+/g, ''));
      return targets.every((t) => t === browserslist) ? null : `targets ${targets.join(', ')} are not the browserslist ${browserslist}`;
    },
  },
  'rsbuild/tools#toolscssloader/default': {
    check: 'custom',
    says: 'css-loader keeps @import rules in bundleless mode only',
    needs: [{when: {output: {target: 'web'}}}, {when: {output: {target: 'web'}, bundle: false}}],
    run: (ctx, spans) => {
      // `import: false` as the config printer writes it (a keyword key is quoted).
      const [key, value] = spans[0].split(':').map((s) => s.trim());
      const setting = new RegExp(`'?${key}'?: ${value},`);
      const bundleless = ctx.item({output: {target: 'web'}, bundle: false}).bundler ?? '';
      const bundle = ctx.item({output: {target: 'web'}}).bundler ?? '';
      if (!setting.test(bundleless)) return `bundleless css-loader options lack ${spans[0]}`;
      return setting.test(bundle) ? `bundle mode sets ${spans[0]} too` : null;
    },
  },
};
