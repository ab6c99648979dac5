// An independent validation set for the site search, written without looking at the tuning set
// (bench/search-relevance-queries.mjs), the e2e recall fixture or the synonym map. Each case is
// [query as a reader would type it, acceptable pages (the pages where the answer really is), kind].
// The acceptable pages were chosen by reading docs/ and the Chinese pages. Its misses have been
// read while tuning (2026-11-26, 2026-12-02), so it is a tuning set: the bench writes them.
//
//   npm run bench:relevance -- --queries bench/search-validation-queries.mjs
//
// Kinds: option-* (an option name in some spelling), task, error (a pasted message), question,
// typo, synonym (a word the pages do not use for the thing), abbrev, concept, alt-term (a Chinese
// word other than the one in i18n/zh/TERMS.md).

/** @type {Array<[string, string[], string]>} */
export const englishCases = [
  // Option names in several spellings
  ['umd-name', ['/config/lib/umd-name'], 'option-kebab'],
  ['auto extension', ['/config/lib/auto-extension'], 'option-spaced'],
  ['externalhelpers', ['/config/lib/external-helpers'], 'option-joined'],
  ['dts.abortOnError', ['/config/lib/dts', '/guide/advanced/dts'], 'option-path'],
  ['bundledPackages', ['/config/lib/dts', '/guide/advanced/dts'], 'option-camel'],
  ['clean dist path', ['/config/rsbuild/output'], 'option-spaced'],
  ['experimentalDecorators', ['/config/rsbuild/source', '/guide/basic/typescript'], 'option-camel'],
  ['css modules class names', ['/guide/advanced/css', '/config/rsbuild/output'], 'option-spaced'],
  ['createRslib', ['/api/javascript-api/core'], 'option-camel'],
  ['merge rslib config', ['/api/javascript-api/core', '/guide/basic/configure-rslib', '/guide/advanced/monorepo', '/config/lib/'], 'option-spaced'],

  // Tasks
  ['ship esm and cjs', ['/guide/basic/output-format', '/guide/faq/features', '/config/lib/auto-extension', '/guide/solution/nodejs'], 'task'],
  ['exclude react from bundle', ['/guide/advanced/third-party-deps', '/guide/solution/react', '/config/rsbuild/output', '/guide/faq/exceptions', '/config/lib/auto-external'], 'task'],
  ['add license header to output files', ['/config/lib/banner', '/guide/faq/features'], 'task'],
  ['disable minification', ['/guide/faq/features', '/config/rsbuild/output'], 'task'],
  ['keep use client directive', ['/guide/faq/features', '/config/lib/banner', '/guide/solution/react'], 'task'],
  ['generate d.ts', ['/guide/advanced/dts', '/config/lib/dts'], 'task'],
  ['tsconfig paths alias', ['/guide/basic/typescript', '/config/rsbuild/resolve', '/guide/advanced/dts'], 'task'],
  ['add polyfills for old browsers', ['/guide/advanced/output-compatibility', '/config/rsbuild/output'], 'task'],
  ['downgrade to es5', ['/config/lib/syntax', '/guide/advanced/output-compatibility'], 'task'],
  ['import svg as react component', ['/guide/advanced/svgr-files'], 'task'],
  ['import yaml', ['/guide/advanced/json-files'], 'task'],
  ['define global constants', ['/config/rsbuild/source', '/guide/faq/features', '/guide/advanced/env-vars'], 'task'],
  ['publish a cli with bin field', ['/guide/faq/features', '/guide/solution/nodejs'], 'task'],
  ['see final rspack config', ['/guide/basic/cli', '/guide/basic/configure-rslib', '/config/lib/', '/config/rsbuild/'], 'task'],
  ['upgrade from 0.x', ['/guide/basic/upgrade-rslib'], 'task'],
  ['build only the cjs output', ['/config/lib/id', '/guide/faq/features', '/guide/basic/cli'], 'task'],
  ['bundle types into one file', ['/config/lib/dts', '/guide/advanced/dts'], 'task'],
  ['add .js extension to imports', ['/config/lib/redirect', '/guide/basic/output-structure', '/guide/migration/tsc'], 'task'],
  ['remove console.log', ['/config/rsbuild/performance'], 'task'],
  ['import.meta.url in cjs', ['/config/lib/shims'], 'task'],

  // Error messages and symptoms, pasted
  ['ReferenceError: __dirname is not defined in ES module scope', ['/guide/faq/exceptions', '/config/lib/shims'], 'error'],
  ['SyntaxError: Cannot use import statement outside a module', ['/guide/faq/exceptions'], 'error'],
  ['@microsoft/api-extractor is required when dts.bundle is set to true', ['/guide/faq/exceptions', '/config/lib/dts'], 'error'],
  ['Could not find any entry module', ['/guide/faq/exceptions'], 'error'],
  ['css not generated', ['/guide/faq/exceptions', '/guide/advanced/css'], 'error'],

  // Questions
  ['can I use webpack plugins', ['/guide/faq/general', '/config/rsbuild/tools'], 'question'],
  ['minimum node version', ['/guide/faq/general', '/guide/start/quick-start'], 'question'],
  ['rsbuild vs rslib', ['/guide/faq/general', '/guide/start/'], 'question'],

  // Typos
  ['bundelless', ['/config/lib/bundle', '/guide/basic/output-structure'], 'typo'],
  ['declaraton files', ['/guide/advanced/dts', '/config/lib/dts'], 'typo'],
  ['browserlist', ['/config/lib/syntax', '/guide/advanced/output-compatibility'], 'typo'],

  // Words the pages do not use for the thing, abbreviations
  ['rebuild on file change', ['/guide/faq/features', '/guide/basic/cli', '/guide/start/quick-start'], 'synonym'],
  ['switch from tsup', ['/guide/migration/tsup'], 'synonym'],
  ['micro frontend', ['/guide/advanced/module-federation', '/guide/basic/output-format', '/config/rsbuild/module-federation'], 'synonym'],
  ['vitest', ['/guide/advanced/rstest'], 'synonym'],
  ['hide build logs', ['/config/rsbuild/log-level'], 'synonym'],
  ['keep folder structure', ['/guide/faq/features', '/config/lib/bundle', '/guide/basic/output-structure', '/config/lib/out-base'], 'synonym'],
  ['code splitting', ['/config/rsbuild/split-chunks', '/guide/migration/tsup'], 'synonym'],
  ['hot reload', ['/config/rsbuild/dev'], 'synonym'],
  ['peer deps', ['/guide/advanced/third-party-deps', '/config/lib/auto-external', '/config/rsbuild/output', '/guide/solution/react'], 'abbrev'],
];

/** @type {Array<[string, string[], string]>} */
export const chineseCases = [
  // Words other than the site's term (i18n/zh/TERMS.md lists them as forms to avoid)
  ['声明文件', ['/zh/guide/advanced/dts', '/zh/config/lib/dts'], 'alt-term'],
  ['排除依赖', ['/zh/guide/advanced/third-party-deps', '/zh/config/rsbuild/output', '/zh/config/lib/auto-external'], 'alt-term'],
  ['输出格式', ['/zh/guide/basic/output-format', '/zh/config/lib/format'], 'alt-term'],
  ['监听模式', ['/zh/guide/basic/cli', '/zh/guide/faq/features', '/zh/guide/start/quick-start'], 'alt-term'],
  ['第三方依赖', ['/zh/guide/advanced/third-party-deps'], 'alt-term'],
  ['对等依赖', ['/zh/guide/advanced/third-party-deps', '/zh/config/lib/auto-external', '/zh/guide/solution/react'], 'alt-term'],
  ['构建缓存', ['/zh/config/rsbuild/performance', '/zh/guide/faq/exceptions'], 'alt-term'],
  ['懒编译', ['/zh/config/rsbuild/dev'], 'alt-term'],
  ['AI 助手', ['/zh/guide/start/ai'], 'alt-term'],
  ['工作区', ['/zh/guide/advanced/monorepo'], 'alt-term'],
  ['源码映射', ['/zh/config/rsbuild/output'], 'alt-term'],

  // Tasks
  ['生成 d.ts', ['/zh/guide/advanced/dts', '/zh/config/lib/dts'], 'task'],
  ['不把 react 打包进产物', ['/zh/guide/advanced/third-party-deps', '/zh/guide/solution/react', '/zh/guide/faq/exceptions', '/zh/config/rsbuild/output', '/zh/config/lib/auto-external'], 'task'],
  ['同时输出 esm 和 cjs', ['/zh/guide/basic/output-format', '/zh/guide/faq/features', '/zh/config/lib/auto-extension', '/zh/guide/solution/nodejs'], 'task'],
  ['关闭代码压缩', ['/zh/guide/faq/features', '/zh/config/rsbuild/output'], 'task'],
  ['读取 .env 文件', ['/zh/guide/advanced/env-vars', '/zh/guide/basic/configure-rslib'], 'task'],
  ['添加版权声明', ['/zh/config/lib/banner', '/zh/guide/faq/features'], 'task'],
  ['从 tsup 迁移过来', ['/zh/guide/migration/tsup'], 'task'],
  ['兼容旧浏览器', ['/zh/guide/advanced/output-compatibility', '/zh/config/lib/syntax'], 'task'],
  ['复制静态文件到 dist', ['/zh/guide/faq/features', '/zh/config/rsbuild/output', '/zh/guide/advanced/assets'], 'task'],
  ['开发命令行工具', ['/zh/guide/faq/features', '/zh/guide/solution/nodejs'], 'task'],
  ['从 0.x 升级', ['/zh/guide/basic/upgrade-rslib'], 'task'],
  ['去掉 console', ['/zh/config/rsbuild/performance'], 'task'],
  ['打包体积分析', ['/zh/guide/advanced/rsdoctor'], 'task'],
  ['定义全局常量', ['/zh/config/rsbuild/source', '/zh/guide/faq/features', '/zh/guide/advanced/env-vars'], 'task'],
  ['保留目录结构', ['/zh/guide/faq/features', '/zh/config/lib/bundle', '/zh/guide/basic/output-structure', '/zh/config/lib/out-base'], 'task'],

  // Concepts and symptoms
  ['热更新', ['/zh/config/rsbuild/dev'], 'concept'],
  ['微前端', ['/zh/guide/advanced/module-federation', '/zh/guide/basic/output-format', '/zh/config/rsbuild/module-federation'], 'synonym'],
  ['找不到入口文件', ['/zh/guide/faq/exceptions'], 'error'],
  ['端口被占用', ['/zh/config/rsbuild/server'], 'error'],
];

/** A tuning set now: the bench writes its misses. */
export const isHeldOut = () => false;
