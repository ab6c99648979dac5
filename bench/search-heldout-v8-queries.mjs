// Held-out query set v8 for the Rslib docs site search.
//
// How it was written: from sidebars.ts, the English pages under docs/ and the Chinese pages under
// i18n/zh/docusaurus-plugin-content-docs/current/ only (front matter, headings and body text, test
// pages skipped). Queries were written by hand as a reader of a library build tool would type them:
// half-remembered option names, tasks and problems in the reader's own words, pasted error lines,
// questions, typos, terms from tsup, Rollup, esbuild, tsc and webpack, and identifiers from the
// examples. Each expected route was checked against the page files. The search engine, its
// synonym lists, the benches, earlier query sets and their results were never opened or run.
//
// Run once blind on 2026-12-02 (figures in bench/RESULTS.md, "A fresh set, a second judge"), then
// read: a tuning set since.
//
// Each case is [query, acceptable routes, kind], where kind is one of
// option, task, concept, error, question, typo, synonym, mixed, alt-term, code.

/** @type {Array<[string, string[], string]>} */
export const englishCases = [
  // option: half-remembered option names and option paths
  ['umdname', ['/config/lib/umd-name'], 'option'],
  ['lib.externalHelpers', ['/config/lib/external-helpers'], 'option'],
  ['dts.bundle', ['/config/lib/dts', '/guide/advanced/dts'], 'option'],
  ['dts.abortOnError', ['/config/lib/dts'], 'option'],
  ['redirect.js.path', ['/config/lib/redirect'], 'option'],
  ['shims.esm.require', ['/config/lib/shims'], 'option'],
  ['output.autoExternal.exclude', ['/config/lib/auto-external', '/config/rsbuild/output', '/guide/advanced/third-party-deps'], 'option'],
  ['cleanDistPath keep', ['/config/rsbuild/output'], 'option'],
  ['legalComments inline', ['/config/rsbuild/output', '/guide/faq/features'], 'option'],
  ['source.decorators version', ['/config/rsbuild/source', '/guide/basic/typescript'], 'option'],
  ['resolve.conditionNames', ['/config/rsbuild/resolve'], 'option'],
  ['tools.bundlerChain', ['/config/rsbuild/tools'], 'option'],
  ['dev.watchFiles', ['/config/rsbuild/dev'], 'option'],
  ['outbase', ['/config/lib/out-base'], 'option'],
  ['experiments.exe targets', ['/config/lib/experiments'], 'option'],
  ['cssModules.localIdentName', ['/guide/advanced/css', '/config/rsbuild/output'], 'option'],
  ['banner.dts', ['/config/lib/banner'], 'option'],
  ['auto-external', ['/config/lib/auto-external'], 'option'],
  ['--log-level', ['/config/rsbuild/log-level', '/guide/basic/cli'], 'option'],
  ['splitChunks cacheGroups', ['/config/rsbuild/split-chunks'], 'option'],

  // task: what the reader wants to do, in their own words
  ['make the output smaller', ['/guide/faq/features', '/config/rsbuild/output'], 'task'],
  ['ship types with my package', ['/guide/advanced/dts', '/config/lib/dts'], 'task'],
  ['keep the folder structure instead of one big file', ['/config/lib/bundle', '/guide/faq/features', '/guide/basic/output-structure'], 'task'],
  ['publish both esm and commonjs from one package', ['/guide/basic/output-format'], 'task'],
  ['load my library from a cdn with a script tag', ['/config/lib/umd-name', '/guide/basic/output-format'], 'task'],
  ['stop react from being bundled into my library', ['/guide/advanced/third-party-deps', '/guide/solution/react', '/guide/faq/exceptions'], 'task'],
  ['inline a dependency even though it is listed in dependencies', ['/guide/advanced/third-party-deps', '/guide/faq/exceptions', '/config/lib/auto-external'], 'task'],
  ['make my library work in older browsers', ['/guide/advanced/output-compatibility', '/config/lib/syntax'], 'task'],
  ['add a copyright comment at the top of every file', ['/config/lib/banner', '/guide/faq/features'], 'task'],
  ['remove console.log calls from the build', ['/config/rsbuild/performance'], 'task'],
  ['build only the commonjs output', ['/config/lib/id', '/guide/basic/cli', '/guide/faq/features'], 'task'],
  ['rebuild automatically when I save a file', ['/guide/basic/cli', '/guide/faq/features'], 'task'],
  ['see the final rspack config that rslib generates', ['/guide/basic/cli', '/config/rsbuild/'], 'task'],
  ['turn svg icons into react components', ['/guide/advanced/svgr-files'], 'task'],
  ['plugin that changes the config differently for esm and cjs', ['/guide/faq/features', '/config/rsbuild/plugins'], 'task'],
  ['run heavy work off the main thread in my library', ['/guide/advanced/web-workers'], 'task'],
  ['import a .wasm file in my library', ['/guide/advanced/wasm', '/config/lib/wasm'], 'task'],
  ['replace a version constant at build time', ['/config/rsbuild/source', '/guide/faq/features'], 'task'],
  ['put the declaration files in a separate types folder', ['/config/lib/dts'], 'task'],
  ['ship a binary that runs without node installed', ['/config/lib/experiments'], 'task'],
  ['build a command line tool with a bin field', ['/guide/faq/features', '/guide/solution/nodejs'], 'task'],
  ['document my components with live previews', ['/guide/advanced/module-doc', '/guide/advanced/rspress'], 'task'],
  ['write unit tests for my library', ['/guide/advanced/rstest'], 'task'],
  ['find out why my bundle is so big', ['/guide/advanced/rsdoctor'], 'task'],
  ['develop and preview components in isolation', ['/guide/advanced/storybook'], 'task'],
  ['share one base config across packages in a workspace', ['/guide/advanced/monorepo'], 'task'],
  ['keep scss files as source in the published package', ['/guide/faq/features'], 'task'],
  ['copy a folder of templates into dist', ['/guide/faq/features', '/config/rsbuild/output'], 'task'],
  ['change the output folder name', ['/config/rsbuild/output', '/guide/basic/output-structure'], 'task'],
  ['generate source maps for debugging', ['/config/rsbuild/output'], 'task'],
  ['run the federation remote dev server on another port', ['/config/rsbuild/server'], 'task'],
  ['embed small images as base64 in the js', ['/guide/advanced/assets', '/config/rsbuild/output'], 'task'],
  ['import a text file as a string', ['/guide/advanced/assets', '/guide/migration/esbuild'], 'task'],
  ['create a new library project from a template', ['/guide/start/quick-start'], 'task'],
  ['let claude or cursor read the rslib docs', ['/guide/start/ai'], 'task'],
  ['generate types for svelte components', ['/guide/solution/svelte'], 'task'],
  ['decide between a browser and a node setup for my library', ['/guide/solution/'], 'task'],
  ['run a build from my own node script', ['/api/javascript-api/core'], 'task'],
  ['quieter build output in ci', ['/config/rsbuild/log-level'], 'task'],
  ['put code shared by two entries into one chunk', ['/config/rsbuild/split-chunks'], 'task'],
  ['fix import paths that point at .ts files in bundleless output', ['/config/lib/redirect'], 'task'],
  ['my css files are missing from dist', ['/guide/faq/exceptions', '/guide/advanced/css'], 'task'],
  ['use a different tsconfig for the build', ['/config/rsbuild/source', '/guide/basic/typescript'], 'task'],
  ['only ship the json fields that are actually used', ['/guide/advanced/json-files'], 'task'],
  ['stop helper functions being copied into every output file', ['/config/lib/external-helpers'], 'task'],
  ['inject css into the page at runtime instead of a separate file', ['/guide/advanced/css', '/config/rsbuild/output'], 'task'],
  ['read values from a .env file', ['/guide/advanced/env-vars', '/guide/basic/configure-rslib'], 'task'],
  ['convert my rollup.config.mjs to rslib', ['/guide/migration/rollup'], 'task'],

  // concept: one-word topics and ideas
  ['bundleless', ['/config/lib/bundle', '/guide/start/glossary', '/guide/basic/output-structure'], 'concept'],
  ['dual package', ['/guide/basic/output-format', '/guide/start/glossary'], 'concept'],
  ['externals', ['/guide/advanced/third-party-deps', '/guide/start/glossary', '/config/rsbuild/output'], 'concept'],
  ['tree shaking', ['/guide/start/glossary'], 'concept'],
  ['polyfills', ['/guide/advanced/output-compatibility'], 'concept'],
  ['persistent cache', ['/config/rsbuild/performance'], 'concept'],
  ['isolated declarations', ['/config/lib/dts', '/guide/advanced/dts'], 'concept'],
  ['project references', ['/guide/advanced/dts', '/config/lib/dts'], 'concept'],
  ['subresource integrity', ['/config/rsbuild/security'], 'concept'],
  ['single executable application', ['/config/lib/experiments'], 'concept'],

  // error: pasted error messages or parts of them
  ['ReferenceError: require is not defined in ES module scope', ['/guide/faq/exceptions', '/config/lib/shims'], 'error'],
  ['__dirname is not defined in ES module scope', ['/guide/faq/exceptions', '/config/lib/shims'], 'error'],
  ['SyntaxError: Cannot use import statement outside a module', ['/guide/faq/exceptions'], 'error'],
  ['Error [ERR_MODULE_NOT_FOUND]: Cannot find module dist/locales.js', ['/guide/faq/exceptions'], 'error'],
  ['@microsoft/api-extractor is required when dts.bundle is set to true', ['/guide/faq/exceptions'], 'error'],
  ['When using "umd" format, "bundle" must be set to "true"', ['/guide/faq/exceptions'], 'error'],
  ['Glob pattern is not supported when "bundle" is "true"', ['/guide/faq/exceptions', '/guide/basic/cli'], 'error'],
  ['should be used with @module-federation/rsbuild-plugin', ['/guide/faq/exceptions'], 'error'],
  ['lib.autoExternal is deprecated, use output.autoExternal instead', ['/config/lib/auto-external', '/guide/faq/exceptions'], 'error'],
  ['ReferenceError: global is not defined umd', ['/config/lib/umd-name'], 'error'],
  ['Unsupported platform: web-worker', ['/guide/advanced/web-workers', '/config/lib/syntax'], 'error'],
  ['Unable to analyze the export', ['/guide/advanced/dts', '/config/lib/dts', '/guide/faq/exceptions'], 'error'],
  ["TypeError: Cannot read properties of undefined (reading 'MODE')", ['/guide/advanced/env-vars'], 'error'],
  ['[E1001:Warn:DUPLICATE-PACKAGE] Multiple packages of ms found', ['/guide/advanced/rsdoctor'], 'error'],

  // question: full questions
  ['how do I keep comments in the output?', ['/guide/faq/features'], 'question'],
  ['which node version does rslib need', ['/guide/faq/general', '/guide/start/quick-start'], 'question'],
  ['should I use rsbuild or rslib for my web app', ['/guide/faq/general'], 'question'],
  ['can I use webpack plugins in rslib?', ['/guide/faq/general', '/config/rsbuild/tools'], 'question'],
  ['why does my modifyRsbuildConfig change have no effect', ['/guide/faq/features'], 'question'],
  ['how do I exclude test files from the build', ['/config/rsbuild/source', '/guide/faq/features'], 'question'],
  ['how does rslib decide between .mjs and .cjs', ['/config/lib/auto-extension'], 'question'],
  ['what changed from rslib 0.x to 1.0', ['/guide/basic/upgrade-rslib'], 'question'],
  ['can rslib generate an html page for my library', ['/config/rsbuild/html'], 'question'],
  ['which rsbuild options still matter for a library build?', ['/config/rsbuild/'], 'question'],
  ['how do top level options and lib items merge', ['/config/lib/', '/guide/basic/configure-rslib'], 'question'],
  ['what is the difference between bundle and bundleless mode', ['/config/lib/bundle', '/guide/start/glossary', '/guide/basic/output-structure'], 'question'],
  ['how is rslib related to rsbuild and rspack', ['/guide/faq/general', '/guide/start/'], 'question'],
  ['where can I find every config option', ['/config/'], 'question'],

  // typo: misspelled words and names
  ['bundelless mode', ['/config/lib/bundle', '/guide/basic/output-structure'], 'typo'],
  ['declration files', ['/guide/advanced/dts', '/config/lib/dts'], 'typo'],
  ['umdNmae', ['/config/lib/umd-name'], 'typo'],
  ['autoExtention', ['/config/lib/auto-extension'], 'typo'],
  ['modul federation', ['/guide/advanced/module-federation'], 'typo'],
  ['tailwnd css', ['/guide/advanced/css'], 'typo'],
  ['webassmbly', ['/guide/advanced/wasm'], 'typo'],
  ['monorpeo', ['/guide/advanced/monorepo'], 'typo'],

  // synonym: other words for the same thing
  ['typings', ['/guide/advanced/dts', '/config/lib/dts'], 'synonym'],
  ['uglify output', ['/config/rsbuild/output', '/guide/faq/features'], 'synonym'],
  ['transpile down to es5', ['/config/lib/syntax', '/guide/advanced/output-compatibility'], 'synonym'],
  ['code splitting', ['/config/rsbuild/split-chunks', '/guide/migration/tsup'], 'synonym'],
  ['license preamble', ['/config/lib/banner'], 'synonym'],
  ['release notes changelog', ['/guide/basic/upgrade-rslib'], 'synonym'],
  ['path mapping @/ imports', ['/config/rsbuild/resolve', '/guide/basic/typescript'], 'synonym'],

  // alt-term: words from tsup, Rollup, esbuild, tsc, webpack
  ['tsup noExternal', ['/guide/migration/tsup', '/config/lib/auto-external'], 'alt-term'],
  ['cjsInterop', ['/guide/migration/tsup'], 'alt-term'],
  ['esbuild platform neutral', ['/guide/migration/esbuild'], 'alt-term'],
  ['preserveModules', ['/guide/migration/rollup', '/config/lib/bundle'], 'alt-term'],
  ['rollup output.globals', ['/guide/migration/rollup', '/config/lib/umd-name'], 'alt-term'],
  ['rollup-plugin-dts', ['/guide/migration/rollup', '/config/lib/dts'], 'alt-term'],
  ['rootDir', ['/config/lib/out-base', '/guide/migration/tsc', '/guide/faq/exceptions'], 'alt-term'],
  ['importHelpers tslib', ['/config/lib/external-helpers', '/guide/migration/tsc'], 'alt-term'],
  ['module-tools buildPreset', ['/guide/migration/modernjs-module'], 'alt-term'],
  ["esbuild drop ['console']", ['/guide/migration/esbuild', '/config/rsbuild/performance'], 'alt-term'],
  ['webpack library name umd', ['/config/lib/umd-name'], 'alt-term'],
  ['jest happy-dom', ['/guide/advanced/rstest'], 'alt-term'],

  // code: identifiers and values seen in examples
  ["'use client'", ['/guide/faq/features', '/config/lib/banner'], 'code'],
  ['import.meta.dirname', ['/config/lib/shims', '/guide/solution/nodejs'], 'code'],
  ['createRslib', ['/api/javascript-api/core'], 'code'],
  ['mergeRslibConfig', ['/api/javascript-api/core', '/guide/advanced/monorepo'], 'code'],
  ["import Icon from './icon.svg?react'", ['/guide/advanced/svgr-files'], 'code'],
  ['new Worker(new URL', ['/guide/advanced/web-workers'], 'code'],
  ['@rslib/core/types', ['/api/javascript-api/types', '/guide/basic/typescript'], 'code'],
  ['__webpack_public_path__', ['/guide/faq/features'], 'code'],
  ['pluginModuleFederation', ['/guide/advanced/module-federation', '/guide/basic/output-format'], 'code'],
  ['modifyEnvironmentConfig', ['/guide/faq/features', '/config/rsbuild/plugins'], 'code'],
  ['llms.txt', ['/guide/start/ai'], 'code'],
  ['DEBUG=rslib', ['/config/rsbuild/log-level', '/guide/basic/cli'], 'code'],

  // mixed: option names inside a plain-words request
  ['output.target web so css is emitted', ['/guide/faq/exceptions', '/config/rsbuild/output', '/guide/advanced/css'], 'mixed'],
  ['bundle false and redirect scss imports to css', ['/config/lib/redirect', '/guide/advanced/css'], 'mixed'],
  ['format umd with react as external', ['/config/lib/umd-name'], 'mixed'],
  ['dts bundle fails with re-exports', ['/config/lib/dts', '/guide/advanced/dts', '/guide/faq/exceptions'], 'mixed'],
  ['source.define process.env.NODE_ENV in a library', ['/guide/advanced/env-vars'], 'mixed'],
];

/** @type {Array<[string, string[], string]>} */
export const chineseCases = [
  // task
  ['如何同时输出 esm 和 cjs', ['/zh/guide/basic/output-format'], 'task'],
  ['怎么生成 d.ts 类型文件', ['/zh/guide/advanced/dts', '/zh/config/lib/dts'], 'task'],
  ['不想把 react 打进包里', ['/zh/guide/advanced/third-party-deps', '/zh/guide/solution/react', '/zh/guide/faq/exceptions'], 'task'],
  ['保持源码目录结构输出，不要打成一个文件', ['/zh/config/lib/bundle', '/zh/guide/faq/features'], 'task'],
  ['去掉产物里的 console.log', ['/zh/config/rsbuild/performance'], 'task'],
  ['关闭代码压缩', ['/zh/guide/faq/features', '/zh/config/rsbuild/output'], 'task'],
  ['给每个文件顶部加上版权声明', ['/zh/config/lib/banner', '/zh/guide/faq/features'], 'task'],
  ['兼容低版本浏览器', ['/zh/guide/advanced/output-compatibility', '/zh/config/lib/syntax'], 'task'],
  ['只构建其中一个 lib', ['/zh/config/lib/id', '/zh/guide/basic/cli', '/zh/guide/faq/features'], 'task'],
  ['改完代码自动重新构建', ['/zh/guide/basic/cli', '/zh/guide/faq/features'], 'task'],
  ['查看最终生成的 rspack 配置', ['/zh/guide/basic/cli', '/zh/config/rsbuild/'], 'task'],
  ['把 svg 图标转成 react 组件', ['/zh/guide/advanced/svgr-files'], 'task'],
  ['组件库里用 tailwind', ['/zh/guide/advanced/css'], 'task'],
  ['把静态文件复制到 dist 目录', ['/zh/guide/faq/features', '/zh/config/rsbuild/output'], 'task'],
  ['写一个命令行工具发布到 npm', ['/zh/guide/faq/features', '/zh/guide/solution/nodejs'], 'task'],
  ['打包成不需要安装 node 就能运行的可执行文件', ['/zh/config/lib/experiments'], 'task'],
  ['给组件库搭一个文档站', ['/zh/guide/advanced/rspress', '/zh/guide/advanced/module-doc'], 'task'],
  ['给库写单元测试', ['/zh/guide/advanced/rstest'], 'task'],
  ['monorepo 里多个包共用一份基础配置', ['/zh/guide/advanced/monorepo'], 'task'],
  ['构建时把版本号常量替换进去', ['/zh/config/rsbuild/source', '/zh/guide/faq/features'], 'task'],
  ['小图片内联成 base64', ['/zh/guide/advanced/assets', '/zh/config/rsbuild/output'], 'task'],
  ['从零创建一个组件库项目', ['/zh/guide/start/quick-start'], 'task'],
  ['让 AI 编程助手读懂 rslib 文档', ['/zh/guide/start/ai'], 'task'],
  ['在库里用 web worker 跑耗时计算', ['/zh/guide/advanced/web-workers'], 'task'],
  ['构建日志太多了，只想看报错', ['/zh/config/rsbuild/log-level'], 'task'],
  ['二次构建太慢怎么提速', ['/zh/config/rsbuild/performance'], 'task'],
  ['两个入口共用的代码抽成公共 chunk', ['/zh/config/rsbuild/split-chunks'], 'task'],
  ['类型文件单独输出到 types 目录', ['/zh/config/lib/dts'], 'task'],
  ['把多个 d.ts 合并成一个文件', ['/zh/config/lib/dts', '/zh/guide/advanced/dts'], 'task'],
  ['通过 script 标签直接引入我的库', ['/zh/config/lib/umd-name', '/zh/guide/basic/output-format'], 'task'],
  ['产物里的 css 文件不见了', ['/zh/guide/faq/exceptions', '/zh/guide/advanced/css'], 'task'],
  ['类型声明跑到 dist/src 下面了', ['/zh/guide/faq/exceptions'], 'task'],
  ['分析产物里为什么有重复的依赖', ['/zh/guide/advanced/rsdoctor'], 'task'],

  // question
  ['Rslib 和 Rsbuild 有什么区别', ['/zh/guide/faq/general', '/zh/guide/start/'], 'question'],
  ['Rslib 支持哪些 Node.js 版本？', ['/zh/guide/faq/general', '/zh/guide/start/quick-start'], 'question'],
  ['bundleless 是什么', ['/zh/config/lib/bundle', '/zh/guide/start/glossary'], 'question'],
  ['什么是双格式包', ['/zh/guide/start/glossary', '/zh/guide/basic/output-format'], 'question'],
  ['Rslib 能用 webpack 插件吗', ['/zh/guide/faq/general', '/zh/config/rsbuild/tools'], 'question'],
  ['Rslib 可以用于生产环境吗', ['/zh/guide/faq/general'], 'question'],
  ['为什么 modifyRsbuildConfig 修改不生效', ['/zh/guide/faq/features'], 'question'],
  ['autoExtension 是怎么决定用 .mjs 还是 .cjs 的', ['/zh/config/lib/auto-extension'], 'question'],
  ['Rslib 和 tsup 相比有什么优势', ['/zh/guide/faq/general'], 'question'],
  ['Rslib 能生成 html 页面吗', ['/zh/config/rsbuild/html'], 'question'],
  ['如何保留 use client 指令', ['/zh/guide/faq/features', '/zh/config/lib/banner'], 'question'],
  ['如何在产物中保留注释？', ['/zh/guide/faq/features'], 'question'],
  ['lib 里的配置和顶层配置是怎么合并的', ['/zh/config/lib/', '/zh/guide/basic/configure-rslib'], 'question'],
  ['tree shaking 是什么', ['/zh/guide/start/glossary'], 'question'],

  // mixed: Chinese with option names
  ['output.target 设置成 web', ['/zh/config/rsbuild/output'], 'mixed'],
  ['autoExternal 排除某个依赖', ['/zh/config/lib/auto-external', '/zh/guide/advanced/third-party-deps'], 'mixed'],
  ['externalHelpers 有什么用', ['/zh/config/lib/external-helpers'], 'mixed'],
  ['dts 类型报错不中断构建', ['/zh/config/lib/dts', '/zh/guide/faq/exceptions'], 'mixed'],
  ['source.entry 排除测试文件', ['/zh/config/rsbuild/source', '/zh/guide/faq/features'], 'mixed'],
  ['umdName 全局变量名', ['/zh/config/lib/umd-name'], 'mixed'],
  ['tools.rspack 添加 loader', ['/zh/config/rsbuild/tools'], 'mixed'],
  ['mf-dev 跨域 cors 配置', ['/zh/config/rsbuild/server'], 'mixed'],
  ['moduleFederation 配置和 mf 格式有什么区别', ['/zh/config/rsbuild/module-federation'], 'mixed'],
  ['redirect 改写样式引用路径', ['/zh/config/lib/redirect', '/zh/guide/advanced/css'], 'mixed'],
  ['esm 产物里用 __dirname', ['/zh/config/lib/shims', '/zh/guide/faq/exceptions'], 'mixed'],

  // option
  ['lib.outBase', ['/zh/config/lib/out-base'], 'option'],
  ['lib.wasm', ['/zh/config/lib/wasm'], 'option'],
  ['dev.hmr', ['/zh/config/rsbuild/dev'], 'option'],
  ['security.nonce', ['/zh/config/rsbuild/security'], 'option'],
  ['resolve.alias', ['/zh/config/rsbuild/resolve'], 'option'],

  // error
  ['require is not defined in ES module scope 怎么解决', ['/zh/guide/faq/exceptions', '/zh/config/lib/shims'], 'error'],
  ['报错 Cannot use import statement outside a module', ['/zh/guide/faq/exceptions'], 'error'],
  ['Failed to resolve tsconfig file 报错', ['/zh/guide/faq/exceptions'], 'error'],
  ['提示 lib.autoExternal is deprecated', ['/zh/config/lib/auto-external', '/zh/guide/faq/exceptions'], 'error'],
  ['The following ids are duplicated', ['/zh/guide/faq/exceptions', '/zh/config/lib/id'], 'error'],

  // alt-term
  ['从 tsup 迁移', ['/zh/guide/migration/tsup'], 'alt-term'],
  ['rollup 的 preserveModules 对应什么配置', ['/zh/guide/migration/rollup', '/zh/config/lib/bundle'], 'alt-term'],
  ['原来用 tsc 编译的项目怎么迁移', ['/zh/guide/migration/tsc'], 'alt-term'],
  ['modern.js module-tools 迁移', ['/zh/guide/migration/modernjs-module'], 'alt-term'],

  // concept
  ['模块联邦', ['/zh/guide/advanced/module-federation'], 'concept'],
  ['持久化缓存', ['/zh/config/rsbuild/performance'], 'concept'],
  ['语法降级', ['/zh/guide/advanced/output-compatibility', '/zh/config/lib/syntax'], 'concept'],
  ['静态资源处理', ['/zh/guide/advanced/assets'], 'concept'],

  // typo
  ['类型申明文件', ['/zh/guide/advanced/dts', '/zh/config/lib/dts'], 'typo'],
  ['环境变亮', ['/zh/guide/advanced/env-vars'], 'typo'],

  // synonym
  ['压缩混淆', ['/zh/config/rsbuild/output', '/zh/guide/faq/features'], 'synonym'],
  ['路径别名', ['/zh/config/rsbuild/resolve', '/zh/guide/basic/typescript'], 'synonym'],
];

/** A tuning set now: the bench writes its misses. */
export const isHeldOut = () => false;
