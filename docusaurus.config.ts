import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import {site} from './src/data/site';
import {prismDark, prismLight} from './src/data/prismThemes';
import remarkEnglishOnlyLinks from './plugins/remark-english-only-links.mjs';
import {parseTopBarShow, type TopBarSettings} from './src/utils/topBar';
import overviewDataPlugin from './plugins/overview-data';
import earlyPageState from './plugins/early-page-state';
import {colorModeOptions, type SiteBehaviour} from './src/utils/siteBehaviour';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import type {SearchThemeConfig} from './src/utils/search/types';

// Each locale is built on its own; this tells us which one we are building.
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';

// When the top bar is shown (always / scroll / never). RSLIB_TOP_BAR_SHOW overrides it
// for a build; the end-to-end tests use that to build the other two modes.
const topBarShow = parseTopBarShow(process.env.RSLIB_TOP_BAR_SHOW, 'always');

// Switches of spec 4 and 5, read by the theme through `customFields.behaviour`.
const behaviour = {
  darkMode: true,
  appearanceAnimation: true,
  localeRedirect: 'auto',
} satisfies SiteBehaviour;

const config = {
  title: site.title,
  tagline: site.description.en,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: '/',
  trailingSlash: undefined,
  organizationName: 'web-infra-dev',
  projectName: 'rslib',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  // Rspack, SWC and Lightning CSS (v4 turns `faster` on by default).
  future: {v4: true},
  // v4 namespaces localStorage keys per site; keep the plain `theme` and
  // `docusaurus.tab.<group>` keys that the spec and the tests rely on.
  storage: {namespace: false},

  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    mdx1Compat: {headingIds: true, comments: false, admonitions: false},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en'},
      zh: {label: '简体中文', htmlLang: 'zh-CN'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          // The JavaScript API is documented in English only: no /zh/api pages.
          exclude: locale === 'zh' ? ['api/**'] : [],
          editUrl: ({locale: pageLocale, docPath}) =>
            `${site.docsRepoBaseUrl}/${pageLocale === 'zh' ? 'zh' : 'en'}/${docPath}`,
          // Links to English-only pages (api/) still work from Chinese pages.
          beforeDefaultRemarkPlugins: [[remarkEnglishOnlyLinks, {enabled: locale !== 'en', prefixes: [...site.defaultLocaleOnlyFolders]}]],
          showLastUpdateTime: true,
          breadcrumbs: true,
        },
        blog: false,
        pages: {},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [overviewDataPlugin, earlyPageState({darkMode: behaviour.darkMode})],

  clientModules: [
    './src/clientModules/languageRedirect.ts',
    './src/clientModules/interfaceParts.ts',
    './src/clientModules/navigation.ts',
    './src/clientModules/imageZoom.ts',
  ],

  customFields: {behaviour},

  // Search: `@easyops-cn/docusaurus-search-local` builds one index per language and version
  // (hash in the file name); plugins/search-index.mjs wraps it to trim the file, and
  // src/theme/SearchBar replaces its dropdown with our dialog.
  themes: [
    [
      './plugins/search-index.mjs',
      {
        language: ['en', 'zh'],
        hashed: 'filename',
        docsRouteBasePath: '/',
        // Every folder of pages, so that an edit in any language changes the hash.
        docsDir: ['docs', 'versioned_docs', 'i18n/zh/docusaurus-plugin-content-docs'],
        indexBlog: false,
        indexPages: false,
        // The page-type test pages under /tests/ (noindex) stay out of the index too.
        ignoreFiles: [/^tests\//],
        // No typo tolerance. In Chinese an edit distance of 1 matches any word that shares a
        // character (打包 would find 打开, 打印, 打算), and it doubles the queries each search
        // runs (bench/search.mjs: p95 37 ms with it, 18 ms without). Spellings readers often
        // use are mapped in src/theme/SearchPanel/searchHooks.ts instead.
        fuzzyMatchingDistance: 0,
        // What a reader finds a page by: titles, every heading, and the paragraph that opens
        // each section. Code, tab labels, the meta description (a copy of the first
        // paragraph) and the body of long sections would double the index for little gain.
        ignoreCssSelectors: [
          '.theme-code-block',
          '[role="tablist"]',
          'meta[name="description"]',
          '.markdown > :not(h1, h2, h3, h4, h5, h6, header, :is(h1, h2, h3, h4, header) + p)',
        ],
      } satisfies SearchLocalOptions,
    ],
  ],

  themeConfig: {
    image: 'img/og-image.svg',
    // Light, dark or auto (following the system); always light when dark mode is off.
    colorMode: colorModeOptions(behaviour.darkMode),
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    // Read by the wrapped Navbar (src/theme/Navbar); it replaces `navbar.hideOnScroll`.
    topBar: {show: topBarShow} satisfies TopBarSettings,
    // The search dialog uses the local index unless a remote service is configured (spec 7):
    // set SEARCH_REMOTE_ENDPOINT at build time, or write {endpoint, searchIndexes} here.
    search: {
      remote: process.env.SEARCH_REMOTE_ENDPOINT ? {endpoint: process.env.SEARCH_REMOTE_ENDPOINT, searchIndexes: ['rslib']} : null,
    } satisfies SearchThemeConfig,
    navbar: {
      title: site.logoText,
      // No alt text: the title beside the logo already names the site (axe: image-redundant-alt).
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: false,
      items: [
        {type: 'custom-productFamily', position: 'left', trigger: 'hover'},
        {type: 'doc', docId: 'guide/start/index', label: 'Guide', position: 'left', activeBaseRegex: '^(/zh)?/guide/'},
        {type: 'doc', docId: 'config/index', label: 'Config', position: 'left', activeBaseRegex: '^(/zh)?/config/'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'custom-socialLinks', position: 'right', className: 'navbar-social-links'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Guide', to: '/guide/start/'},
            {label: 'Config', to: '/config/'},
            {label: 'Quick Start', to: '/guide/start/quick-start'},
          ],
        },
        {
          title: 'Community',
          items: site.socialLinks.map(({label, href}) => ({label, href})),
        },
      ],
      copyright: `Rslib is released under the MIT License. Copyright © 2024-present ByteDance Inc.`,
    },
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      additionalLanguages: ['bash', 'diff', 'json', 'scss', 'yaml'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
