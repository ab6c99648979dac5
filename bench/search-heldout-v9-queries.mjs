// Held-out query set v9 for the Rslib docs site search.
//
// How it was written: read sidebars.ts and the English and Chinese .mdx pages (front matter, headings, body text),
// then wrote queries the way readers of a library build tool would type them, mostly in their own words, and
// checked each route against a page file. Never opened src/, tests/, other query sets, the search engine or its synonyms.
//
// Each case is [query, acceptable routes, kind], where kind is one of
// option, task, concept, error, question, typo, synonym, mixed, alt-term, code.

/** @type {Array<[string, string[], string]>} */
export const englishCases = [
  // option: names half-remembered, as paths or with a value
  ['lib.dts.bundle', ['/config/lib/dts', '/guide/advanced/dts'], 'option'],
  ['autoextension false', ['/config/lib/auto-extension'], 'option'],
  ['externalhelpers', ['/config/lib/external-helpers'], 'option'],
  ['redirect js path alias', ['/config/lib/redirect'], 'option'],
  ['shims esm require', ['/config/lib/shims'], 'option'],
  ['outbase', ['/config/lib/out-base'], 'option'],
  ['tsconfigPath', ['/config/rsbuild/source', '/guide/basic/typescript'], 'option'],
  ['legalComments inline', ['/config/rsbuild/output', '/guide/faq/features'], 'option'],
  ['experiments.exe', ['/config/lib/experiments'], 'option'],
  ['aliasStrategy prefer-alias', ['/config/rsbuild/resolve'], 'option'],
  ['dts tsgo', ['/config/lib/dts', '/guide/advanced/dts'], 'option'],
  ['wasm mode compile', ['/config/lib/wasm'], 'option'],
  ['dataUriLimit', ['/config/rsbuild/output', '/guide/advanced/assets'], 'option'],
  ['splitchunks cacheGroups', ['/config/rsbuild/split-chunks'], 'option'],
  ['output.target node web', ['/config/rsbuild/output'], 'option'],
  ['footer js css dts', ['/config/lib/footer'], 'option'],

  // task: what the reader wants to do, in their own words
  ['stop react from being bundled', ['/guide/advanced/third-party-deps', '/guide/solution/react'], 'task'],
  ['ship both esm and commonjs builds', ['/guide/basic/output-format'], 'task'],
  ['generate type declarations for my package', ['/guide/advanced/dts', '/config/lib/dts'], 'task'],
  ['add a copyright comment at the top of each file', ['/config/lib/banner', '/guide/faq/features'], 'task'],
  ['disable minify', ['/guide/faq/features', '/config/rsbuild/output'], 'task'],
  ['make a node cli with a shebang', ['/guide/faq/features', '/guide/solution/nodejs'], 'task'],
  ['build just one of the lib entries', ['/guide/faq/features', '/config/lib/id', '/guide/basic/cli'], 'task'],
  ['use scss in my component library', ['/guide/advanced/css'], 'task'],
  ['strip console.log calls from the build', ['/config/rsbuild/performance'], 'task'],
  ['publish a vue 3 ui library', ['/guide/solution/vue'], 'task'],
  ['add storybook to an existing library', ['/guide/advanced/storybook'], 'task'],
  ['test my library with a test runner', ['/guide/advanced/rstest'], 'task'],
  ['find out why my output is so big and which packages got bundled', ['/guide/advanced/rsdoctor'], 'task'],
  ['share one base config across workspace packages', ['/guide/advanced/monorepo'], 'task'],
  ['print the final rspack config', ['/guide/basic/cli'], 'task'],
  ['migrate my config from 0.x to v1', ['/guide/basic/upgrade-rslib'], 'task'],
  ['scaffold a new library', ['/guide/start/quick-start'], 'task'],
  ['point my coding agent at the docs', ['/guide/start/ai'], 'task'],
  ['load a .wasm binary in my package', ['/guide/advanced/wasm'], 'task'],
  ['api reference site generated from typescript', ['/guide/advanced/rspress', '/guide/advanced/module-doc'], 'task'],
  ['make the build output less noisy', ['/config/rsbuild/log-level'], 'task'],
  ['change the port of the mf dev server', ['/config/rsbuild/server'], 'task'],
  ['pick a setup for a utility vs component library', ['/guide/solution/'], 'task'],

  // error: pasted lines, whole or partial
  ['ReferenceError: require is not defined in ES module scope, you can use import instead', ['/guide/faq/exceptions'], 'error'],
  ['__dirname is not defined in ES module scope', ['/guide/faq/exceptions', '/config/lib/shims'], 'error'],
  ['SyntaxError: Cannot use import statement outside a module', ['/guide/faq/exceptions'], 'error'],
  ['api-extractor is required when dts.bundle is set to true', ['/guide/faq/exceptions'], 'error'],
  ['error "bundle" must be set to "true" umd', ['/guide/faq/exceptions'], 'error'],
  ['Glob pattern "src/**" is not supported when "bundle" is "true"', ['/guide/faq/exceptions', '/guide/basic/cli'], 'error'],
  ['error   The following libs are not found', ['/guide/basic/cli'], 'error'],
  ['error   Unsupported platform: web-worker', ['/config/lib/syntax', '/guide/advanced/web-workers'], 'error'],
  ['The following ids are duplicated: "cjs". Please change the "lib.id" to be unique.', ['/guide/faq/exceptions', '/config/lib/id'], 'error'],
  ['warn lib.autoExternal is deprecated, use output.autoExternal instead', ['/config/lib/auto-external', '/guide/faq/exceptions'], 'error'],
  ["Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/dist/locales.js'", ['/guide/faq/exceptions'], 'error'],
  ["TypeError: Cannot read properties of undefined (reading 'MODE')", ['/guide/advanced/env-vars'], 'error'],
  ['JavaScript parse error: Expected ident', ['/guide/faq/features'], 'error'],
  ['No entry files matching src/**', ['/guide/faq/exceptions', '/config/lib/out-base'], 'error'],
  ['externalHelpers is enabled, but the @swc/helpers dependency declaration was not found', ['/guide/faq/exceptions', '/config/lib/external-helpers'], 'error'],

  // question: short questions
  ['can i use rslib in production', ['/guide/faq/general'], 'question'],
  ['what node version do i need', ['/guide/faq/general', '/guide/start/quick-start'], 'question'],
  ['why did my css disappear after build', ['/guide/faq/exceptions', '/guide/advanced/css'], 'question'],
  ['does rslib check types while building', ['/guide/basic/typescript'], 'question'],
  ['why are devDependencies inlined in the bundle', ['/guide/advanced/third-party-deps', '/guide/faq/exceptions'], 'question'],
  ['can i reuse webpack plugins', ['/guide/faq/general', '/config/rsbuild/tools'], 'question'],
  ['do i need to install rsbuild-plugin-dts', ['/guide/start/npm-packages'], 'question'],
  ['where do the .d.ts files end up', ['/guide/advanced/dts', '/guide/basic/output-structure'], 'question'],
  ['does the html config do anything for a library', ['/config/rsbuild/html'], 'question'],
  ['does subresource integrity apply to esm output', ['/config/rsbuild/security'], 'question'],
  ['which rsbuild defaults does rslib change', ['/config/rsbuild/'], 'question'],

  // concept: one-word or short topics
  ['bundleless', ['/config/lib/bundle'], 'concept'],
  ['tree shaking', ['/guide/start/glossary'], 'concept'],
  ['dual package', ['/guide/basic/output-format', '/guide/start/glossary'], 'concept'],
  ['module federation remote', ['/guide/advanced/module-federation'], 'concept'],
  ['iife', ['/config/lib/format', '/guide/basic/output-format'], 'concept'],
  ['env vars in a library', ['/guide/advanced/env-vars'], 'concept'],
  ['rstack', ['/guide/start/index'], 'concept'],
  ['what rslib can do', ['/guide/start/features'], 'concept'],

  // typo
  ['declaraton files', ['/guide/advanced/dts'], 'typo'],
  ['bundelless mode', ['/config/lib/bundle'], 'typo'],
  ['stroybook', ['/guide/advanced/storybook'], 'typo'],
  ['tailwnd', ['/guide/advanced/css'], 'typo'],
  ['soucemap', ['/config/rsbuild/output'], 'typo'],
  ['extenals', ['/guide/advanced/third-party-deps'], 'typo'],

  // synonym: the reader's word for the docs' word
  ['output folder name', ['/config/rsbuild/output', '/guide/basic/output-structure'], 'synonym'],
  ['typings', ['/guide/advanced/dts'], 'synonym'],
  ['peer deps', ['/guide/advanced/third-party-deps'], 'synonym'],
  ['uglify output', ['/guide/faq/features', '/config/rsbuild/output'], 'synonym'],
  ['downlevel to es2015', ['/config/lib/syntax', '/guide/advanced/output-compatibility'], 'synonym'],
  ['hot reload', ['/config/rsbuild/dev'], 'synonym'],
  ['list of every config option', ['/config/'], 'synonym'],

  // alt-term: words from tsup, Rollup, esbuild, tsc, webpack
  ['tsup noExternal', ['/guide/migration/tsup', '/guide/advanced/third-party-deps'], 'alt-term'],
  ['preserveModules', ['/config/lib/bundle', '/guide/migration/rollup'], 'alt-term'],
  ["esbuild platform: 'neutral'", ['/guide/migration/esbuild'], 'alt-term'],
  ['rollup-plugin-dts', ['/guide/advanced/dts', '/guide/migration/rollup'], 'alt-term'],
  ['tsc compilerOptions mapping', ['/guide/migration/tsc'], 'alt-term'],
  ['DefinePlugin', ['/config/rsbuild/source'], 'alt-term'],
  ['cjsInterop', ['/guide/migration/tsup'], 'alt-term'],
  ['rollup output.globals', ['/guide/migration/rollup'], 'alt-term'],
  ['module-tools buildPreset', ['/guide/migration/modernjs-module'], 'alt-term'],
  ['custom webpack config', ['/config/rsbuild/tools'], 'alt-term'],
  ['url-loader', ['/guide/advanced/assets'], 'alt-term'],
  ['rsbuild moduleFederation option vs mf format', ['/config/rsbuild/module-federation'], 'alt-term'],

  // code: identifiers and snippets from the examples
  ["import Logo from './logo.svg?react'", ['/guide/advanced/svgr-files'], 'code'],
  ["new Worker(new URL('./worker.ts', import.meta.url))", ['/guide/advanced/web-workers'], 'code'],
  ['rslib inspect --verbose', ['/guide/basic/cli'], 'code'],
  ['createRslib', ['/api/javascript-api/core'], 'code'],
  ['mergeRslibConfig', ['/api/javascript-api/core', '/guide/basic/configure-rslib'], 'code'],
  ['RslibConfig type', ['/api/javascript-api/types'], 'code'],
  ['pluginModuleFederation', ['/guide/advanced/module-federation'], 'code'],
  ['npm create rslib@latest', ['/guide/start/quick-start'], 'code'],
  ['modifyEnvironmentConfig', ['/guide/faq/features'], 'code'],
  ['__webpack_public_path__', ['/guide/faq/features'], 'code'],
  ['withRslibConfig', ['/guide/advanced/rstest'], 'code'],

  // mixed: own words plus option names
  ['dts bundle bundledPackages', ['/config/lib/dts', '/guide/advanced/dts'], 'mixed'],
  ['import.meta.url in cjs output', ['/config/lib/shims'], 'mixed'],
  ['bundleless alias rewritten to relative path', ['/config/lib/redirect', '/guide/basic/typescript'], 'mixed'],
  ["target 'web' so css gets emitted", ['/guide/advanced/css', '/guide/faq/exceptions'], 'mixed'],
  ['umd build with react as external global', ['/config/lib/umd-name'], 'mixed'],
  ['package.json exports types for import and require', ['/guide/solution/nodejs', '/guide/basic/output-format'], 'mixed'],
  ['svelte2tsx types', ['/guide/solution/svelte'], 'mixed'],
  ['solid jsx with babel-preset-solid', ['/guide/solution/solid'], 'mixed'],
  ['top-level options vs lib item override', ['/config/lib/', '/guide/basic/configure-rslib'], 'mixed'],
  ['json import tree shaken in bundle', ['/guide/advanced/json-files'], 'mixed'],
  ['plugin order lib entry plugins', ['/config/rsbuild/plugins'], 'mixed'],
];

/** @type {Array<[string, string[], string]>} */
export const chineseCases = [
  // task
  ['怎么不把 react 打进产物里', ['/zh/guide/advanced/third-party-deps', '/zh/guide/solution/react'], 'task'],
  ['同时输出 esm 和 cjs', ['/zh/guide/basic/output-format'], 'task'],
  ['生成 d.ts', ['/zh/guide/advanced/dts', '/zh/config/lib/dts'], 'task'],
  ['关闭代码压缩', ['/zh/guide/faq/features', '/zh/config/rsbuild/output'], 'task'],
  ['产物保持源码目录结构', ['/zh/config/lib/bundle', '/zh/guide/faq/features'], 'task'],
  ['给每个文件加版权注释', ['/zh/config/lib/banner', '/zh/guide/faq/features'], 'task'],
  ['兼容低版本浏览器', ['/zh/config/lib/syntax', '/zh/guide/advanced/output-compatibility'], 'task'],
  ['只构建 cjs 那一份产物', ['/zh/config/lib/id', '/zh/guide/basic/cli', '/zh/guide/faq/features'], 'task'],
  ['查看最终生成的 rspack 配置', ['/zh/guide/basic/cli'], 'task'],
  ['组件库里用 sass', ['/zh/guide/advanced/css'], 'task'],
  ['css modules 类名加前缀', ['/zh/guide/advanced/css'], 'task'],
  ['svg 转成 react 组件', ['/zh/guide/advanced/svgr-files'], 'task'],
  ['小图片转 base64 内联', ['/zh/guide/advanced/assets'], 'task'],
  ['把静态文件拷贝到 dist', ['/zh/guide/faq/features', '/zh/config/rsbuild/output'], 'task'],
  ['写一个命令行工具', ['/zh/guide/faq/features', '/zh/guide/solution/nodejs'], 'task'],
  ['打包 vue3 组件库', ['/zh/guide/solution/vue'], 'task'],
  ['构建时替换常量', ['/zh/config/rsbuild/source', '/zh/guide/faq/features'], 'task'],
  ['去掉产物里的 console', ['/zh/config/rsbuild/performance'], 'task'],
  ['分析产物体积 找重复依赖', ['/zh/guide/advanced/rsdoctor'], 'task'],
  ['给组件库写单元测试', ['/zh/guide/advanced/rstest'], 'task'],
  ['给库搭一个文档站', ['/zh/guide/advanced/rspress', '/zh/guide/advanced/module-doc'], 'task'],
  ['新建一个库项目', ['/zh/guide/start/quick-start'], 'task'],
  ['打成单个可执行文件', ['/zh/config/lib/experiments'], 'task'],

  // error
  ['require is not defined in ES module scope', ['/zh/guide/faq/exceptions'], 'error'],
  ['esm 里 __dirname 报错', ['/zh/guide/faq/exceptions', '/zh/config/lib/shims'], 'error'],
  ['umd 格式报错 bundle must be set to true', ['/zh/guide/faq/exceptions'], 'error'],
  ['Unsupported platform: web-worker 怎么办', ['/zh/config/lib/syntax', '/zh/guide/advanced/web-workers'], 'error'],
  ['开启 dts 之后类型报错构建失败', ['/zh/guide/faq/exceptions', '/zh/config/lib/dts'], 'error'],
  ['提示 Cannot find module dist/locales.js', ['/zh/guide/faq/exceptions'], 'error'],
  ['lib.autoExternal is deprecated 警告', ['/zh/config/lib/auto-external', '/zh/guide/faq/exceptions'], 'error'],

  // question
  ['打包后 css 没了', ['/zh/guide/faq/exceptions', '/zh/guide/advanced/css'], 'question'],
  ['devDependencies 为什么被打包进去了', ['/zh/guide/advanced/third-party-deps', '/zh/guide/faq/exceptions'], 'question'],
  ['路径别名打包后没转成相对路径？', ['/zh/config/lib/redirect', '/zh/guide/basic/typescript'], 'question'],
  ['rslib 要求 node 什么版本', ['/zh/guide/faq/general', '/zh/guide/start/quick-start'], 'question'],
  ['rslib 跟 rsbuild 有啥区别', ['/zh/guide/faq/general'], 'question'],
  ['能用 webpack 插件吗', ['/zh/guide/faq/general', '/zh/config/rsbuild/tools'], 'question'],
  ['modifyRsbuildConfig 改了没效果', ['/zh/guide/faq/features'], 'question'],
  ['升级到 1.0 需要改哪些配置', ['/zh/guide/basic/upgrade-rslib'], 'question'],
  ['process.env.NODE_ENV 会被替换吗', ['/zh/guide/advanced/env-vars'], 'question'],

  // concept
  ['模块联邦', ['/zh/guide/advanced/module-federation'], 'concept'],
  ['bundleless 模式', ['/zh/config/lib/bundle'], 'concept'],
  ['摇树优化', ['/zh/guide/start/glossary'], 'concept'],

  // option
  ['umd 全局变量名', ['/zh/config/lib/umd-name'], 'option'],
  ['externalHelpers', ['/zh/config/lib/external-helpers'], 'option'],
  ['dts.bundle 合并成一个类型文件', ['/zh/config/lib/dts', '/zh/guide/advanced/dts'], 'option'],
  ['splitChunks 公共 chunk', ['/zh/config/rsbuild/split-chunks'], 'option'],
  ['logLevel 静默', ['/zh/config/rsbuild/log-level'], 'option'],

  // alt-term
  ['tsup 的 noExternal 对应啥', ['/zh/guide/migration/tsup', '/zh/guide/advanced/third-party-deps'], 'alt-term'],
  ['rollup preserveModules 在 rslib 里怎么配', ['/zh/config/lib/bundle', '/zh/guide/migration/rollup'], 'alt-term'],
  ['esbuild 的 platform browser 换成什么', ['/zh/guide/migration/esbuild'], 'alt-term'],
  ['从 tsc 迁移', ['/zh/guide/migration/tsc'], 'alt-term'],
  ['module-tools buildConfig 迁移', ['/zh/guide/migration/modernjs-module'], 'alt-term'],

  // typo
  ['申明文件', ['/zh/guide/advanced/dts'], 'typo'],
  ['storybok 调试组件', ['/zh/guide/advanced/storybook'], 'typo'],

  // synonym
  ['.mjs .cjs 后缀', ['/zh/config/lib/auto-extension'], 'synonym'],
  ['大仓 多包构建顺序', ['/zh/guide/advanced/monorepo'], 'synonym'],
  ['热更新', ['/zh/config/rsbuild/dev'], 'synonym'],

  // mixed
  ['mf-dev 端口 跨域', ['/zh/config/rsbuild/server'], 'mixed'],
  ['bundleless 产物多了一层 src 目录 outBase', ['/zh/config/lib/out-base'], 'mixed'],
  ['装饰器 legacy 版本', ['/zh/config/rsbuild/source', '/zh/guide/basic/typescript'], 'mixed'],
];

/** Every case of this set is held out: run once per change, never tuned on. */
export const isHeldOut = () => true;
