// A held-out set for the site search (v2), written without looking at the tuning set
// (bench/search-relevance-queries.mjs), the queries of the validation set
// (bench/search-validation-queries.mjs, of which only the header was read for the format), the
// synonym map, the engine source or bench/RESULTS.md. Nothing here has been used to tune the
// engine; it is meant to be run once per engine change as an honest estimate, not tuned against.
//
// Each case is [query as a reader would type it, acceptable pages, kind]. The acceptable pages
// were chosen by reading the pages under docs/ and i18n/zh/docusaurus-plugin-content-docs/current/
// and the built routes: the page a maintainer would want first, with a second page only where two
// answer the query equally well. The module exports no isHeldOut, so the bench prints every case
// under "tuned" and writes its misses to bench/results/search-relevance-misses.md.
//
//   npm run bench:relevance -- --queries bench/search-heldout-queries.mjs
//
// Kinds: option-* (an option name in some spelling), task, error (a pasted message), question,
// typo, synonym (a word the pages do not use for the thing), concept, mixed (Chinese with English
// words), alt-term (a Chinese word other than the one in i18n/zh/TERMS.md).

/** @type {Array<[string, string[], string]>} */
export const englishCases = [
  // Getting started and basics
  ['llms.txt', ['/guide/start/ai'], 'concept'],
  ['create-rslib templates', ['/guide/start/quick-start'], 'task'],
  ['rebuild on file change', ['/guide/faq/features', '/guide/basic/cli'], 'task'],
  ['upgrade from 0.x to 1.0', ['/guide/basic/upgrade-rslib'], 'task'],
  ['path alias tsconfig paths', ['/guide/basic/typescript', '/config/rsbuild/resolve'], 'task'],

  // Advanced guides
  ['tailwnd', ['/guide/advanced/css'], 'typo'],
  ['svg as react component', ['/guide/advanced/svgr-files'], 'task'],
  ['web worker', ['/guide/advanced/web-workers'], 'concept'],
  ['storybok', ['/guide/advanced/storybook'], 'typo'],
  ['unit tests for my library', ['/guide/advanced/rstest'], 'task'],
  ['analyze bundle size', ['/guide/advanced/rsdoctor'], 'task'],
  ['pnpm workspace build order', ['/guide/advanced/monorepo'], 'task'],
  ['process.env.NODE_ENV', ['/guide/advanced/env-vars'], 'option-path'],
  ['core-js polyfill', ['/guide/advanced/output-compatibility', '/config/rsbuild/output'], 'concept'],
  ['publish types', ['/guide/advanced/dts', '/config/lib/dts'], 'task'],
  ['decleration files', ['/guide/advanced/dts', '/config/lib/dts'], 'typo'],
  ['tree shaking not working', ['/guide/start/glossary', '/config/lib/bundle'], 'task'],
  ['peer dependency got bundled', ['/guide/faq/exceptions', '/guide/advanced/third-party-deps'], 'task'],

  // FAQ: pasted errors and questions
  ['ReferenceError: __dirname is not defined', ['/guide/faq/exceptions', '/config/lib/shims'], 'error'],
  ['Cannot use import statement outside a module', ['/guide/faq/exceptions'], 'error'],
  ['The following ids are duplicated', ['/guide/faq/exceptions', '/config/lib/id'], 'error'],
  ['keep use client directive', ['/guide/faq/features', '/config/lib/banner'], 'task'],
  ['disable minifiy', ['/guide/faq/features', '/config/rsbuild/output'], 'typo'],
  ['which node versions are supported', ['/guide/faq/general', '/guide/start/quick-start'], 'question'],
  ['rslib vs tsup', ['/guide/faq/general', '/guide/migration/tsup'], 'question'],

  // Migration
  ['rollup plugin equivalents', ['/guide/migration/rollup'], 'task'],
  ['replace tsc with rslib', ['/guide/migration/tsc'], 'task'],
  ['buildPreset', ['/guide/migration/modernjs-module'], 'option-camel'],

  // Lib options
  ['outBase', ['/config/lib/out-base'], 'option-camel'],
  ['import.meta.url in cjs', ['/config/lib/shims'], 'option-path'],
  ['single executable', ['/config/lib/experiments'], 'concept'],
  ['umd global variable name', ['/config/lib/umd-name'], 'task'],
  ['es2015 syntax target', ['/config/lib/syntax', '/guide/advanced/output-compatibility'], 'option-spaced'],

  // Rsbuild options
  ['removeConsole', ['/config/rsbuild/performance'], 'option-camel'],
  ['source maps', ['/config/rsbuild/output'], 'option-spaced'],
  ['tools.rspack', ['/config/rsbuild/tools'], 'option-path'],
  ['silence build logs', ['/config/rsbuild/log-level'], 'synonym'],
  ['strictPort', ['/config/rsbuild/server'], 'option-camel'],

  // JavaScript API
  ['loadConfig', ['/api/javascript-api/core'], 'option-camel'],
  ['RslibConfig type', ['/api/javascript-api/types'], 'option-camel'],
];

/** @type {Array<[string, string[], string]>} */
export const chineseCases = [
  // Guides
  ['bundleless 模式', ['/zh/config/lib/bundle', '/zh/guide/basic/output-structure'], 'mixed'],
  ['怎么生成 d.ts', ['/zh/guide/advanced/dts', '/zh/config/lib/dts'], 'mixed'],
  ['tailwind 样式', ['/zh/guide/advanced/css'], 'mixed'],
  ['svg 组件', ['/zh/guide/advanced/svgr-files'], 'mixed'],
  ['模块联邦', ['/zh/guide/advanced/module-federation'], 'concept'],
  ['环境变量', ['/zh/guide/advanced/env-vars'], 'concept'],
  ['语法降级', ['/zh/guide/advanced/output-compatibility', '/zh/config/lib/syntax'], 'concept'],
  ['路径别名', ['/zh/config/rsbuild/resolve', '/zh/guide/basic/typescript'], 'concept'],
  ['升级到 1.0', ['/zh/guide/basic/upgrade-rslib'], 'task'],
  ['monorepo 构建顺序', ['/zh/guide/advanced/monorepo'], 'mixed'],
  ['产物目录', ['/zh/guide/basic/output-structure', '/zh/config/rsbuild/output'], 'concept'],
  ['监听模式', ['/zh/guide/basic/cli', '/zh/guide/faq/features'], 'alt-term'],
  ['打包分析', ['/zh/guide/advanced/rsdoctor'], 'task'],

  // FAQ and errors
  ['__dirname 未定义', ['/zh/guide/faq/exceptions', '/zh/config/lib/shims'], 'error'],
  ['require is not defined', ['/zh/guide/faq/exceptions'], 'error'],
  ['许可证头部注释', ['/zh/guide/faq/features', '/zh/config/lib/banner'], 'task'],
  ['不压缩代码', ['/zh/guide/faq/features', '/zh/config/rsbuild/output'], 'task'],
  ['复制静态文件', ['/zh/guide/faq/features', '/zh/config/rsbuild/output'], 'task'],
  ['支持哪些 node 版本', ['/zh/guide/faq/general', '/zh/guide/start/quick-start'], 'question'],

  // Migration
  ['从 tsup 迁移', ['/zh/guide/migration/tsup'], 'task'],
  ['rollup 插件对照', ['/zh/guide/migration/rollup'], 'mixed'],

  // Options
  ['自动外部依赖', ['/zh/config/lib/auto-external', '/zh/guide/advanced/third-party-deps'], 'concept'],
  ['umdName', ['/zh/config/lib/umd-name'], 'option-camel'],
  ['移除 console', ['/zh/config/rsbuild/performance'], 'mixed'],
  ['单文件可执行程序', ['/zh/config/lib/experiments'], 'concept'],
];
