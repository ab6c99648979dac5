// Fixed queries for bench/search.mjs: what readers of a library build tool type, 50 per language.
// Some find many pages, some few, some none; the same list every run so figures compare.
export const englishQueries = [
  'module federation', 'storybook', 'declaration files', 'umdName', 'autoExternal',
  'shims', 'banner', 'footer', 'bundleless', 'tsup',
  'esbuild', 'rollup', 'monorepo', 'css modules', 'static assets',
  'quick start', 'glossary', 'command line', 'typescript', 'upgrade',
  'output format', 'react', 'nodejs', 'peerDependencies', 'browserslist',
  'externalHelpers', 'redirect', 'createRslib', 'loadConfig', 'dts bundle',
  'iife', 'resolve alias', 'source entry', 'tools rspack', 'distPath',
  '@rslib/core', 'modern.js module', 'rspress', 'polyfill', 'exceptions',
  'watch mode', 'tsconfig path', 'syntax es2015', 'minify', 'sourcemap',
  'dual package', 'import.meta.url', '__dirname', 'plugin react', 'no such thing here',
];

export const chineseQueries = [
  '模块联邦', '打包', '产物格式', '声明文件', '类型声明',
  '快速上手', '名词解释', '三方依赖', '升级', '命令行',
  '静态资源', '样式', '兼容', '垫片', '重定向',
  '构建', '配置', '迁移', '入口', '输出目录',
  '外部化', '依赖', '插件', '浏览器', '运行时',
  '监听模式', '压缩', '源码映射', '别名', '环境变量',
  '双包', '全局变量', '组件库', '单仓多包', '常见问题',
  '产物结构', '默认值', '目标环境', '语法降级', '辅助函数',
  'umd 格式', 'esm 产物', 'cjs 模块', 'dts 打包', 'react 组件',
  'storybook 配置', 'tsup 迁移', 'rsbuild 插件', 'node 内置模块', '不存在的词语',
];
