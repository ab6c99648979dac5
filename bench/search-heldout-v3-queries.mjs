// Held-out query set v3 for the site search of the Rslib documentation site
// (English pages at `/`, Chinese pages at `/zh/`).
//
// How it was written: every case was written by reading the documentation pages
// themselves (docs/, i18n/zh/docusaurus-plugin-content-docs/current/ and sidebars.ts),
// blind to the search engine — its source, its synonym map, its benchmark results and
// every earlier query set were never opened, and no search was run while writing it.
// Each expected page was checked by reading it: it is the page a maintainer would want
// first, with a second page listed only where two pages answer the query equally well.
// Queries are meant to be what a JavaScript developer actually types into a docs search
// box: option names, plain-word tasks, one-word topics, pasted error fragments,
// questions, typos, words the pages do not use, and (in Chinese) short natural queries
// that mix Chinese with English option names.
//
// This set is held out: run it once per engine change to measure, and never tune the
// engine, its synonyms or its weights on these cases. If a case turns out to be wrong,
// fix the case from the pages, not from the engine's output.
//
// Run: npm run bench:relevance -- --queries bench/search-heldout-v3-queries.mjs
//
// Shape: [query, acceptable routes, kind]. Chinese routes carry the `/zh` prefix, as the
// bench reads them.
// Kinds: option, task, concept, error, question, typo, synonym, mixed, alt-term.

/** @type {Array<[string, string[], string]>} */
export const englishCases = [
  // option names, in the spellings people type
  ['autoExternal', ['/config/lib/auto-external', '/guide/advanced/third-party-deps'], 'option'],
  ['umd name', ['/config/lib/umd-name'], 'option'],
  ['outBase', ['/config/lib/out-base'], 'option'],
  ['externalHelpers', ['/config/lib/external-helpers'], 'option'],
  ['dts.bundle', ['/config/lib/dts'], 'option'],
  ['output.target', ['/config/rsbuild/output'], 'option'],
  ['resolve.alias', ['/config/rsbuild/resolve'], 'option'],
  ['logLevel', ['/config/rsbuild/log-level'], 'option'],
  ['shims.esm.require', ['/config/lib/shims'], 'option'],
  ['tools.rspack', ['/config/rsbuild/tools'], 'option'],
  ['buildCache', ['/config/rsbuild/performance'], 'option'],
  ['createRslib', ['/api/javascript-api/core'], 'option'],
  ['experiments exe', ['/config/lib/experiments'], 'option'],
  ['splitChunks preset', ['/config/rsbuild/split-chunks'], 'option'],
  ['server.strictPort', ['/config/rsbuild/server'], 'option'],
  ['security.sri', ['/config/rsbuild/security'], 'option'],
  ['dev.writeToDisk', ['/config/rsbuild/dev'], 'option'],
  ['redirect.style.extension', ['/config/lib/redirect'], 'option'],
  ['RslibConfig type', ['/api/javascript-api/types'], 'option'],
  ['auto extension', ['/config/lib/auto-extension'], 'option'],
  ['source.define', ['/config/rsbuild/source', '/guide/advanced/env-vars'], 'option'],

  // one- and two-word topics: many pages mention the word, one page is about it
  ['bundleless', ['/config/lib/bundle', '/guide/basic/output-structure'], 'concept'],
  ['less', ['/guide/advanced/css'], 'concept'],
  ['tailwind', ['/guide/advanced/css'], 'concept'],
  ['polyfill', ['/guide/advanced/output-compatibility'], 'concept'],
  ['watch mode', ['/guide/basic/cli'], 'concept'],
  ['decorators', ['/guide/basic/typescript', '/config/rsbuild/source'], 'concept'],
  ['iife', ['/guide/basic/output-format', '/config/lib/format'], 'concept'],
  ['web worker', ['/guide/advanced/web-workers'], 'concept'],
  ['monorepo', ['/guide/advanced/monorepo'], 'concept'],
  ['shims', ['/config/lib/shims'], 'concept'],
  ['externals', ['/guide/advanced/third-party-deps', '/config/rsbuild/output'], 'concept'],
  ['sourcemap', ['/config/rsbuild/output'], 'concept'],
  ['React Compiler', ['/guide/solution/react'], 'concept'],
  ['llms.txt', ['/guide/start/ai'], 'concept'],
  ['mf-dev', ['/guide/basic/cli', '/guide/advanced/module-federation'], 'concept'],
  ['rslib inspect', ['/guide/basic/cli'], 'concept'],
  ['yaml', ['/guide/advanced/json-files'], 'concept'],
  ['rsbuild-plugin-dts', ['/guide/start/npm-packages'], 'concept'],
  ['babel-preset-solid', ['/guide/solution/solid'], 'concept'],

  // tasks in plain words
  ['keep "use client" at the top of the file', ['/guide/faq/features', '/config/lib/banner'], 'task'],
  ['ship both esm and commonjs from one package', ['/guide/basic/output-format'], 'task'],
  ['make output work in older browsers', ['/guide/advanced/output-compatibility', '/config/lib/syntax'], 'task'],
  ['lodash ends up inside my bundle', ['/guide/advanced/third-party-deps', '/guide/faq/exceptions'], 'task'],
  ['strip console.log calls from the build', ['/config/rsbuild/performance'], 'task'],
  ['copyright notice at the top of every file', ['/config/lib/banner', '/guide/faq/features'], 'task'],
  ['keep comments in output', ['/guide/faq/features'], 'task'],
  ['turn svg files into react components', ['/guide/advanced/svgr-files'], 'task'],
  ['run the build from a node script', ['/api/javascript-api/core'], 'task'],
  ['publish a cli with a bin field and shebang', ['/guide/faq/features', '/guide/solution/nodejs'], 'task'],
  ['compile my node cli into one executable binary', ['/config/lib/experiments'], 'task'],
  ['inline small images as base64', ['/guide/advanced/assets', '/config/rsbuild/output'], 'task'],
  ['move from tsup to rslib', ['/guide/migration/tsup'], 'task'],
  ['convert rollup.config.mjs', ['/guide/migration/rollup'], 'task'],
  ['create a new library project', ['/guide/start/quick-start'], 'task'],
  ['component docs with live preview and props table', ['/guide/advanced/module-doc'], 'task'],
  ['share a base config between packages in a workspace', ['/guide/advanced/monorepo'], 'task'],
  ['write my own rsbuild plugin', ['/config/rsbuild/plugins'], 'task'],
  ['generate types for .vue files', ['/guide/solution/vue'], 'task'],

  // pasted error fragments
  ['require is not defined in ES module scope, you can use import instead', ['/guide/faq/exceptions'], 'error'],
  ['SyntaxError: Cannot use import statement outside a module', ['/guide/faq/exceptions'], 'error'],
  ['Glob pattern is not supported when "bundle" is "true"', ['/guide/faq/exceptions'], 'error'],
  ['The following libs are not found', ['/guide/basic/cli', '/config/lib/id'], 'error'],
  ['JavaScript parse error: Expected ident', ['/guide/faq/features'], 'error'],
  ['node:fs cannot be imported in client-side code', ['/config/rsbuild/output'], 'error'],
  ['"experiments.exe" requires Node.js >= 25.7.0', ['/config/lib/experiments'], 'error'],
  ['lib.autoExternal is deprecated, use output.autoExternal instead', ['/config/lib/auto-external', '/guide/faq/exceptions'], 'error'],
  ['Error [ERR_MODULE_NOT_FOUND]: Cannot find module dist', ['/guide/faq/exceptions'], 'error'],

  // questions
  ['what is the difference between rsbuild and rslib', ['/guide/faq/general'], 'question'],
  ['which node version does rslib need', ['/guide/start/quick-start', '/guide/faq/general'], 'question'],
  ['why is no index.html generated', ['/config/rsbuild/html'], 'question'],
  ['why are my css files missing from dist', ['/guide/faq/exceptions', '/guide/advanced/css'], 'question'],
  ['can I use webpack plugins', ['/guide/faq/general'], 'question'],
  ['plugin sets output.minify but nothing changes', ['/guide/faq/features'], 'question'],
  ['should my library target web or node', ['/guide/solution/', '/config/rsbuild/output'], 'question'],
  ['what does bundleless mean', ['/guide/start/glossary', '/config/lib/bundle'], 'question'],
  ['which options can only be set inside a lib entry', ['/config/lib/', '/guide/basic/configure-rslib'], 'question'],
  ['which rsbuild options does rslib support', ['/config/rsbuild/'], 'question'],
  ['is rslib MIT licensed', ['/guide/faq/general'], 'question'],

  // typos
  ['storybok', ['/guide/advanced/storybook'], 'typo'],
  ['declaraton files', ['/guide/advanced/dts', '/config/lib/dts'], 'typo'],
  ['enviroment variables', ['/guide/advanced/env-vars'], 'typo'],
  ['modul federation', ['/guide/advanced/module-federation'], 'typo'],
  ['extenal helpers', ['/config/lib/external-helpers'], 'typo'],
  ['sytnax es5', ['/config/lib/syntax', '/guide/advanced/output-compatibility'], 'typo'],
  ['monorpeo', ['/guide/advanced/monorepo'], 'typo'],

  // words the pages do not use for the thing
  ['typings', ['/guide/advanced/dts', '/config/lib/dts'], 'synonym'],
  ['vitest', ['/guide/advanced/rstest'], 'synonym'],
  ['bundle analyzer', ['/guide/advanced/rsdoctor'], 'synonym'],
  ['dotenv', ['/guide/advanced/env-vars'], 'synonym'],
  ['code splitting', ['/config/rsbuild/split-chunks'], 'synonym'],
  ['micro frontend', ['/guide/advanced/module-federation'], 'synonym'],
  ['CSP nonce', ['/config/rsbuild/security'], 'synonym'],
];

/** @type {Array<[string, string[], string]>} */
export const chineseCases = [
  // topic words
  ['类型声明', ['/zh/guide/advanced/dts', '/zh/config/lib/dts'], 'concept'],
  ['环境变量', ['/zh/guide/advanced/env-vars'], 'concept'],
  ['模块联邦', ['/zh/guide/advanced/module-federation'], 'concept'],
  ['语法降级', ['/zh/guide/advanced/output-compatibility', '/zh/config/lib/syntax'], 'concept'],
  ['拆包', ['/zh/config/rsbuild/split-chunks'], 'concept'],
  ['路径别名', ['/zh/config/rsbuild/resolve', '/zh/guide/basic/typescript'], 'concept'],
  ['装饰器', ['/zh/guide/basic/typescript', '/zh/config/rsbuild/source'], 'concept'],
  ['日志级别', ['/zh/config/rsbuild/log-level'], 'concept'],
  ['静态资源', ['/zh/guide/advanced/assets'], 'concept'],
  ['文档站', ['/zh/guide/advanced/rspress', '/zh/guide/advanced/module-doc'], 'concept'],

  // words other than the site's term
  ['微前端', ['/zh/guide/advanced/module-federation'], 'alt-term'],
  ['构建缓存', ['/zh/config/rsbuild/performance'], 'alt-term'],
  ['打包分析', ['/zh/guide/advanced/rsdoctor'], 'alt-term'],
  ['单测', ['/zh/guide/advanced/rstest'], 'alt-term'],
  ['依赖外置', ['/zh/guide/advanced/third-party-deps'], 'alt-term'],
  ['产物后缀 mjs cjs', ['/zh/config/lib/auto-extension'], 'alt-term'],
  ['AI 助手', ['/zh/guide/start/ai'], 'alt-term'],
  ['配置总览', ['/zh/config/'], 'alt-term'],
  ['1.0 不兼容改动', ['/zh/guide/basic/upgrade-rslib'], 'alt-term'],

  // tasks
  ['产物顶部加版权声明', ['/zh/config/lib/banner', '/zh/guide/faq/features'], 'task'],
  ['关闭代码压缩', ['/zh/guide/faq/features', '/zh/config/rsbuild/output'], 'task'],
  ['从 tsup 迁移', ['/zh/guide/migration/tsup'], 'task'],
  ['脚手架创建项目', ['/zh/guide/start/quick-start'], 'task'],
  ['保留源码目录结构', ['/zh/guide/faq/features', '/zh/config/lib/bundle'], 'task'],
  ['打包成单文件可执行程序', ['/zh/config/lib/experiments'], 'task'],

  // Chinese mixed with English names
  ['polyfill 怎么加', ['/zh/guide/advanced/output-compatibility'], 'mixed'],
  ['umdName 全局变量名', ['/zh/config/lib/umd-name'], 'mixed'],
  ['watch 模式', ['/zh/guide/basic/cli'], 'mixed'],
  ['less 预处理器', ['/zh/guide/advanced/css'], 'mixed'],
  ['require is not defined 报错', ['/zh/guide/faq/exceptions'], 'mixed'],
  ['__dirname 未定义', ['/zh/guide/faq/exceptions', '/zh/config/lib/shims'], 'mixed'],
  ['React 组件库', ['/zh/guide/solution/react'], 'mixed'],
  ['mf-dev 跨域', ['/zh/config/rsbuild/server'], 'mixed'],
  ['同时输出 esm 和 cjs', ['/zh/guide/basic/output-format'], 'mixed'],
  ['web 还是 node 目标环境', ['/zh/guide/solution/', '/zh/config/rsbuild/output'], 'mixed'],
  ['SVG 转 React 组件', ['/zh/guide/advanced/svgr-files'], 'mixed'],
];
