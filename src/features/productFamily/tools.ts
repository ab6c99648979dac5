/**
 * The Rstack family: the product-family dropdown in the top bar and the tool stack on
 * the landing page. Logos are drawn for this site and live in static/, so
 * neither list makes a request to another host.
 */
import type {ToolLink, ToolLinkGroup} from '@site/src/features/productFamily/toolLinks';

/** The organisation behind the tools; the dropdown's header links here. */
export const webInfra = {name: 'Web Infra', url: 'https://github.com/web-infra-dev'} as const;

const rspack = {
  name: 'Rspack',
  logo: '/img/tools/rspack.svg',
  url: 'https://rspack.rs/zh/',
  urlEn: 'https://rspack.rs/',
} as const;
const rsbuild = {
  name: 'Rsbuild',
  logo: '/img/tools/rsbuild.svg',
  url: 'https://rsbuild.rs/zh/',
  urlEn: 'https://rsbuild.rs/',
} as const;
const rspress = {
  name: 'Rspress',
  logo: '/img/tools/rspress.svg',
  url: 'https://rspress.rs/zh/',
  urlEn: 'https://rspress.rs/',
} as const;
const rslib = {
  name: 'Rslib',
  logo: '/img/logo.svg',
  url: 'https://rslib.rs/zh/',
  urlEn: 'https://rslib.rs/',
} as const;
const rsdoctor = {
  name: 'Rsdoctor',
  logo: '/img/tools/rsdoctor.svg',
  url: 'https://rsdoctor.rs/zh/',
  urlEn: 'https://rsdoctor.rs/',
} as const;

/** The six cards of the product-family dropdown: short, one-line roles. */
export const productFamily: readonly ToolLinkGroup[] = [
  {
    title: 'Rstack 工具链',
    titleEn: 'The Rstack toolchain',
    links: [
      {...rspack, desc: '基于 Rust 的打包工具', descEn: 'Rust-based bundler'},
      {...rsbuild, desc: '由 Rspack 驱动的构建工具', descEn: 'Build tool powered by Rspack'},
      {...rspress, desc: '静态站点生成器', descEn: 'Static site generator', logoScale: 1.05},
      {...rslib, desc: '库开发工具', descEn: 'Library development tool'},
      {...rsdoctor, desc: '构建分析工具', descEn: 'Build analyser', logoScale: 0.95},
      {
        name: 'awesome-rspack',
        desc: 'Rspack 相关资源精选',
        descEn: 'Curated Rspack resources',
        logo: '/img/tools/awesome-rspack.svg',
        url: 'https://github.com/web-infra-dev/awesome-rspack',
      },
    ],
  },
];

/** The five cards of the landing page's tool stack: a sentence each. */
export const toolStack: readonly ToolLink[] = [
  {
    ...rspack,
    desc: '用 Rust 编写的高性能 JavaScript 打包工具，API 与 webpack 兼容。',
    descEn: 'A fast JavaScript bundler written in Rust, with an API compatible with webpack.',
  },
  {
    ...rsbuild,
    desc: '基于 Rspack 的构建工具，默认配置即可上手，开发体验顺畅。',
    descEn: 'A build tool on top of Rspack that works out of the box and keeps development smooth.',
  },
  {
    ...rspress,
    desc: '基于 Rsbuild 和 MDX 的静态站点生成器，适合搭建文档站点。',
    descEn: 'A static site generator built on Rsbuild and MDX, made for documentation sites.',
  },
  {
    ...rsdoctor,
    desc: '一站式构建分析工具，把构建过程和产物直观地呈现出来。',
    descEn: 'A one-stop build analyser that shows what happens during a build and what it produces.',
  },
  {
    ...rslib,
    desc: '基于 Rsbuild 的库开发工具，用于开发工具库和 UI 组件库。',
    descEn: 'A library development tool built on Rsbuild, for utility libraries and UI components.',
  },
];
