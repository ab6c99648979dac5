import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import {site} from './src/data/site';
import {prismDark, prismLight} from './src/data/prismThemes';
import remarkEnglishOnlyLinks from './plugins/remark-english-only-links.mjs';
import {parseTopBarShow, type TopBarSettings} from './src/utils/topBar';
import overviewDataPlugin from './plugins/overview-data';
import earlyPageState from './plugins/early-page-state';
import {colorModeOptions, type SiteBehaviour} from './src/utils/siteBehaviour';

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

  themeConfig: {
    image: 'img/og-image.svg',
    // Light, dark or auto (following the system); always light when dark mode is off.
    colorMode: colorModeOptions(behaviour.darkMode),
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    // Read by the wrapped Navbar (src/theme/Navbar); it replaces `navbar.hideOnScroll`.
    topBar: {show: topBarShow} satisfies TopBarSettings,
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
