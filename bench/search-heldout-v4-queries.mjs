// Held-out query set v4 for the Rslib docs site search.
//
// How it was written: blind to the search engine, its synonym map, its
// results and every earlier query set. The author read only the documentation
// pages (docs/, i18n/zh/docusaurus-plugin-content-docs/current/) and
// sidebars.ts, then wrote each query the way a JavaScript developer would type
// it into a docs search box: option names in several spellings, tasks in plain
// words, one-word topics, questions, pasted error fragments, typos, alternate
// terms the pages do not use, and identifiers that appear only in code
// examples. For every case the acceptable routes are the page a maintainer
// would want shown first; a second route is listed only where two pages answer
// the query equally well. Chinese cases only use pages that exist in both
// trees (the API pages are English only).
//
// Held out: run it once per engine change to measure, never tune on it. If a
// case looks wrong, fix it in a new version of the set rather than adjusting
// the engine to it.
//
// Each case is [query, acceptable routes, kind], where kind is one of
// option, task, concept, error, question, typo, synonym, mixed, alt-term, code.

/** @type {Array<[string, string[], string]>} */
export const englishCases = [
  // Option names, in the spellings people type
  ['output.target', ['/config/rsbuild/output'], 'option'],
  ['autoExtension', ['/config/lib/auto-extension'], 'option'],
  ['umdName', ['/config/lib/umd-name'], 'option'],
  ['dts.bundle', ['/config/lib/dts'], 'option'],
  ['html.template', ['/config/rsbuild/html'], 'option'],
  ['source define', ['/config/rsbuild/source'], 'option'],
  ['outBase', ['/config/lib/out-base'], 'option'],
  ['logLevel silent', ['/config/rsbuild/log-level'], 'option'],
  ['dev.watchFiles', ['/config/rsbuild/dev'], 'option'],
  ['resolve.alias', ['/config/rsbuild/resolve'], 'option'],
  ['tools.rspack', ['/config/rsbuild/tools'], 'option'],
  ['experiments.exe', ['/config/lib/experiments'], 'option'],
  ['server.publicDir', ['/config/rsbuild/server'], 'option'],
  ['security.sri', ['/config/rsbuild/security'], 'option'],
  ['redirect.dts.extension', ['/config/lib/redirect'], 'option'],
  ['footer', ['/config/lib/footer'], 'option'],
  ['isolatedModules', ['/guide/basic/typescript'], 'option'],
  ['createRslib', ['/api/javascript-api/core'], 'option'],
  ['RslibConfig type', ['/api/javascript-api/types'], 'option'],

  // Tasks in plain words
  ['library that runs in both node and the browser', ['/guide/solution'], 'task'],
  ['ship type declarations with my package', ['/guide/advanced/dts', '/config/lib/dts'], 'task'],
  ['stop bundling dependencies into my library', ['/guide/advanced/third-party-deps', '/config/lib/auto-external'], 'task'],
  ['strip console.log calls from the build', ['/config/rsbuild/performance'], 'task'],
  ['make output run on older browsers', ['/guide/advanced/output-compatibility', '/config/lib/syntax'], 'task'],
  ['put a license comment at the top of every file', ['/config/lib/banner', '/guide/faq/features'], 'task'],
  ['publish esm and commonjs from the same package', ['/guide/basic/output-format'], 'task'],
  ['keep react out of my component bundle', ['/guide/solution/react'], 'task'],
  ['build only one of the outputs', ['/config/lib/id', '/guide/faq/features'], 'task'],
  ['copy a folder of templates into dist', ['/guide/faq/features', '/config/rsbuild/output'], 'task'],
  ['inline small icons as base64', ['/guide/advanced/assets', '/config/rsbuild/output'], 'task'],
  ['turn svg icons into react components', ['/guide/advanced/svgr-files'], 'task'],
  ['run part of my library off the main thread', ['/guide/advanced/web-workers'], 'task'],
  ['build a cli with a shebang', ['/guide/faq/features', '/guide/solution/nodejs'], 'task'],
  ['migrate from modern.js module', ['/guide/migration/modernjs-module'], 'task'],
  ['documentation site with live component previews', ['/guide/advanced/module-doc'], 'task'],

  // One-word topics and concepts
  ['watch', ['/guide/basic/cli'], 'concept'],
  ['sass', ['/guide/advanced/css'], 'concept'],
  ['monorepo', ['/guide/advanced/monorepo'], 'concept'],
  ['polyfill', ['/guide/advanced/output-compatibility'], 'concept'],
  ['decorators', ['/config/rsbuild/source', '/guide/basic/typescript'], 'concept'],
  ['json', ['/guide/advanced/json-files'], 'concept'],
  ['sourcemaps', ['/config/rsbuild/output'], 'concept'],
  ['rslib features overview', ['/guide/start/features'], 'concept'],
  ['configuration overview', ['/config'], 'concept'],

  // Pasted error-message fragments
  ['require is not defined in ES module scope', ['/guide/faq/exceptions'], 'error'],
  ['Glob pattern is not supported when "bundle" is "true"', ['/guide/faq/exceptions', '/guide/basic/cli'], 'error'],
  ['Unsupported platform: web-worker', ['/config/lib/syntax', '/guide/advanced/web-workers'], 'error'],
  ['The following libs are not found', ['/config/lib/id', '/guide/basic/cli'], 'error'],
  ["Cannot read properties of undefined (reading 'MODE')", ['/guide/advanced/env-vars'], 'error'],
  ['Unknown file extension ".wasm"', ['/config/lib/wasm'], 'error'],
  ['ReferenceError: global is not defined', ['/config/lib/umd-name'], 'error'],
  ['JavaScript parse error: Expected ident', ['/guide/faq/features'], 'error'],
  ['Both performance.chunkSplit and splitChunks are set', ['/config/rsbuild/split-chunks', '/config/rsbuild/performance'], 'error'],
  ['api-extractor only support entry of Record<string, string> type', ['/config/lib/dts'], 'error'],

  // Typos (one letter wrong or missing)
  ['extrnalHelpers', ['/config/lib/external-helpers'], 'typo'],
  ['bundlless', ['/config/lib/bundle'], 'typo'],
  ['webassemby', ['/guide/advanced/wasm'], 'typo'],
  ['module federaton', ['/guide/advanced/module-federation'], 'typo'],
  ['envirnment variables', ['/guide/advanced/env-vars'], 'typo'],
  ['quik start', ['/guide/start/quick-start'], 'typo'],

  // Alternate terms and synonyms the pages do not use
  ['uglify output', ['/config/rsbuild/output'], 'alt-term'],
  ['standalone binary for my cli', ['/config/lib/experiments'], 'alt-term'],
  ['bundle size analyzer', ['/guide/advanced/rsdoctor'], 'alt-term'],
  ['changelog before upgrading', ['/guide/basic/upgrade-rslib'], 'alt-term'],
  ['code splitting', ['/config/rsbuild/split-chunks'], 'alt-term'],
  ['tsconfig path mapping', ['/guide/basic/typescript', '/config/rsbuild/resolve'], 'synonym'],

  // Identifiers and values seen in code examples
  ['withRslibConfig', ['/guide/advanced/rstest'], 'code'],
  ['libIndex', ['/guide/advanced/storybook'], 'code'],
  ['rollup-plugin-dts', ['/guide/migration/rollup'], 'code'],
  ['tsc-alias', ['/guide/migration/tsc'], 'code'],
  ['noExternal', ['/guide/migration/tsup'], 'code'],
  ["packages: 'external'", ['/guide/migration/esbuild'], 'code'],
  ['llms-full.txt', ['/guide/start/ai'], 'code'],
  ['rsbuild-plugin-dts', ['/guide/start/npm-packages'], 'code'],
  ['__rslib_import_meta_url__', ['/config/lib/shims'], 'code'],
  ['babel-preset-solid', ['/guide/solution/solid'], 'code'],
  ['svelte2tsx', ['/guide/solution/svelte'], 'code'],
  ['cacheDigest', ['/config/rsbuild/performance'], 'code'],
  ['mixedImport', ['/guide/advanced/svgr-files'], 'code'],
  ['vue-tsc', ['/guide/solution/vue'], 'code'],

  // Questions
  ['why is my css missing from dist', ['/guide/faq/exceptions', '/guide/advanced/css'], 'question'],
  ['how do I keep "use client" in the output', ['/guide/faq/features'], 'question'],
  ['does rslib support vue 2', ['/guide/solution/vue', '/guide/faq/features'], 'question'],
  ['which node version does rslib require', ['/guide/faq/general', '/guide/start/quick-start'], 'question'],
  ['can I use webpack plugins', ['/guide/faq/general'], 'question'],
  ['how is rslib different from tsup', ['/guide/faq/general', '/guide/migration/tsup'], 'question'],
  ['what does rslib inspect write', ['/guide/basic/cli'], 'question'],
  ['what does tree shaking mean', ['/guide/start/glossary'], 'question'],
  ['what is rslib', ['/guide/start', '/guide/faq/general'], 'question'],
  ['which rsbuild defaults does rslib change', ['/config/rsbuild'], 'question'],
  ['which options can be shared at the top level', ['/config/lib', '/guide/basic/configure-rslib'], 'question'],
  ['where do built files end up in dist', ['/guide/basic/output-structure'], 'question'],
  ['which config file names does rslib look for', ['/guide/basic/configure-rslib'], 'question'],

  // Mixed: option names combined with a symptom or a comparison
  ['moduleFederation option vs mf format', ['/config/rsbuild/module-federation'], 'mixed'],
  ['d.ts files end up in dist/src', ['/guide/faq/exceptions', '/guide/basic/output-structure'], 'mixed'],
  ['autoExternal peerDependencies', ['/config/lib/auto-external'], 'mixed'],
];

/** @type {Array<[string, string[], string]>} */
export const chineseCases = [
  // 配置项名与中文混合
  ['format 配置', ['/zh/config/lib/format'], 'mixed'],
  ['umd 全局变量名', ['/zh/config/lib/umd-name'], 'mixed'],
  ['logLevel 配置', ['/zh/config/rsbuild/log-level'], 'mixed'],
  ['inspect --verbose 参数', ['/zh/guide/basic/cli'], 'mixed'],
  ['环境变量 PUBLIC_ 前缀', ['/zh/guide/advanced/env-vars'], 'mixed'],
  ['monorepo 共享配置', ['/zh/guide/advanced/monorepo', '/zh/guide/basic/configure-rslib'], 'mixed'],
  ['create-rslib 模板', ['/zh/guide/start/quick-start'], 'mixed'],
  ['sourcemap 怎么开', ['/zh/config/rsbuild/output'], 'mixed'],
  ['redirect 导入路径改写', ['/zh/config/lib/redirect'], 'mixed'],
  ['outBase 目录结构', ['/zh/config/lib/out-base'], 'mixed'],
  ['import.meta.url 在 cjs 中', ['/zh/config/lib/shims'], 'mixed'],
  ['moduleFederation 配置项', ['/zh/config/rsbuild/module-federation'], 'mixed'],

  // 任务与问题
  ['怎么保留源码目录结构', ['/zh/guide/faq/features', '/zh/config/lib/bundle'], 'task'],
  ['去掉 console.log', ['/zh/config/rsbuild/performance'], 'task'],
  ['依赖不想被打包进产物', ['/zh/guide/advanced/third-party-deps', '/zh/config/lib/auto-external'], 'task'],
  ['兼容旧浏览器', ['/zh/guide/advanced/output-compatibility', '/zh/config/lib/syntax'], 'task'],
  ['添加版权注释', ['/zh/config/lib/banner', '/zh/guide/faq/features'], 'task'],
  ['不压缩产物', ['/zh/guide/faq/features', '/zh/config/rsbuild/output'], 'task'],
  ['从 tsup 迁移', ['/zh/guide/migration/tsup'], 'task'],
  ['Vue 组件库', ['/zh/guide/solution/vue'], 'task'],
  ['json 文件打包', ['/zh/guide/advanced/json-files'], 'task'],
  ['升级到 1.x', ['/zh/guide/basic/upgrade-rslib'], 'task'],
  ['用 Rspress 写文档', ['/zh/guide/advanced/rspress', '/zh/guide/advanced/module-doc'], 'task'],
  ['怎么只构建其中一个产物', ['/zh/guide/faq/features', '/zh/config/lib/id'], 'question'],
  ['esbuild 脚本怎么迁移', ['/zh/guide/migration/esbuild'], 'question'],
  ['css 没有输出', ['/zh/guide/faq/exceptions', '/zh/guide/advanced/css'], 'question'],
  ['Node.js 版本要求', ['/zh/guide/faq/general', '/zh/guide/start/quick-start'], 'question'],
  ['什么是 Rslib', ['/zh/guide/start', '/zh/guide/faq/general'], 'question'],
  ['html 配置不生效', ['/zh/config/rsbuild/html'], 'question'],

  // 主题与概念
  ['ESM 和 CommonJS 双格式包', ['/zh/guide/basic/output-format'], 'concept'],
  ['热更新', ['/zh/config/rsbuild/dev'], 'concept'],
  ['路径别名', ['/zh/config/rsbuild/resolve', '/zh/guide/basic/typescript'], 'concept'],
  ['单文件可执行程序', ['/zh/config/lib/experiments'], 'concept'],
  ['静态资源 图片 字体', ['/zh/guide/advanced/assets'], 'concept'],
  ['Tailwind CSS', ['/zh/guide/advanced/css'], 'concept'],
  ['web worker', ['/zh/guide/advanced/web-workers'], 'concept'],
  ['子资源完整性 SRI', ['/zh/config/rsbuild/security'], 'concept'],

  // 页面不用的说法
  ['打包体积分析', ['/zh/guide/advanced/rsdoctor'], 'alt-term'],
  ['单测', ['/zh/guide/advanced/rstest'], 'alt-term'],
  ['react 作为对等依赖', ['/zh/guide/solution/react'], 'alt-term'],
  ['mf-dev 跨域', ['/zh/config/rsbuild/server'], 'alt-term'],

  // 粘贴的报错
  ['__dirname is not defined in ES module scope', ['/zh/guide/faq/exceptions'], 'error'],
  ['Expect "lib" field to be a non-empty array', ['/zh/guide/faq/exceptions', '/zh/config/lib/index'], 'error'],
  ['Failed to resolve tsconfig file', ['/zh/guide/faq/exceptions'], 'error'],
  ['The following ids are duplicated', ['/zh/guide/faq/exceptions', '/zh/config/lib/id'], 'error'],

  // 错别字
  ['类型申明文件', ['/zh/guide/advanced/dts', '/zh/config/lib/dts'], 'typo'],
  ['模快联邦', ['/zh/guide/advanced/module-federation'], 'typo'],
  ['autoExtention 扩展名', ['/zh/config/lib/auto-extension'], 'typo'],
  ['splitChunk 配置', ['/zh/config/rsbuild/split-chunks'], 'typo'],

  // 代码示例中的标识符
  ['pluginSvgr 用法', ['/zh/guide/advanced/svgr-files'], 'code'],
  ['svelte2tsx 生成类型', ['/zh/guide/solution/svelte'], 'code'],
  ['@swc/helpers 依赖', ['/zh/config/lib/external-helpers'], 'code'],
  ['storybook-addon-rslib 配置', ['/zh/guide/advanced/storybook'], 'code'],
  ['AGENTS.md 怎么写', ['/zh/guide/start/ai'], 'code'],
];
