import {fileURLToPath} from 'node:url';
import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import {editUrl, site} from './src/shared/data/site';
import {customMediaPostcss} from './src/shared/utils/breakpoints';
import {LLMS_TXT_POST_BUILD_PROPS, llmsTxtOptions, type LlmsTxtData} from './src/features/agents/llmsTxtOptions.mjs';
import {llmsTxtSections, translatedLabels} from './src/features/agents/llmsTxtSections.mjs';
import sidebars from './sidebars';
import {localeStaticDir, SOCIAL_CARD, SOCIAL_CARD_ALT, socialCardFile} from './src/features/hosting/socialCard.mjs';
import {DEFAULT_LOCALE, DEFAULT_LOCALE_ONLY_FOLDERS, LOCALES} from './src/shared/utils/urlPaths.mjs';
import {codeTheme} from './src/features/codeBlocks/palettes';
import codeBlocksPlugin from './src/features/codeBlocks/plugin';
import performancePlugin from './src/features/performance/plugin';
import {PAGE_TEMPLATE} from './src/features/performance/paintFirst';
import hostingPlugin from './src/features/hosting/plugin';
import {inPostBuildStage} from './src/shared/build/postBuildOrder.mjs';
import {postBuildInWorker} from './src/shared/build/postBuildWorker.mjs';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import sitemapPlugin from '@docusaurus/plugin-sitemap';
import remarkEnglishOnlyLinks from './src/features/language/remarkEnglishOnlyLinks.mjs';
import {parseFrontMatterFor} from './src/features/language/englishOnlyDocs.mjs';
import remarkTranslationNotice from './src/features/translationStatus/remarkNotice.mjs';
import translationStatus from './src/features/translationStatus/plugin';
import {parseTopBarShow, type TopBarSettings} from './src/features/topBar/topBar';
import overviewDataPlugin from './src/features/overview/overviewDataPlugin';
import remarkOverview from './src/features/overview/remarkOverview.mjs';
import codeTypesPlugin from './src/features/codeTypes/plugin.mjs';
import remarkTwoslash from './src/features/codeTypes/remarkTwoslash.mjs';
import remarkFileTree from './src/features/fileTree/remarkFileTree.mjs';
import appearancePlugin from './src/features/appearance/plugin';
import {colorModeOptions} from './src/features/appearance/colorMode';
import pageLayoutPlugin from './src/features/pageLayout/plugin';
import notFoundPlugin from './src/features/notFound/plugin';
import type {SiteBehaviour} from './src/shared/utils/siteBehaviour';
import type {SearchIndexOptions} from './src/features/search/indexPlugin.mjs';
import type {SearchThemeConfig} from './src/features/search/logic/types';

// Each locale is built on its own; this tells us which one we are building.
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';

// When the top bar is shown (always / scroll / never). RSLIB_TOP_BAR_SHOW overrides it
// for a build; the end-to-end tests use that to build the other two modes.
const topBarShow = parseTopBarShow(process.env.RSLIB_TOP_BAR_SHOW, 'always');

// RSLIB_LLMS_TXT=off leaves out /llms.txt and the Markdown twins of the pages: making them is
// the longest post-build step (in a worker thread, beside the search index). For quick builds;
// the test suite's copies of the site use it.
const writeLlmsTxt = process.env.RSLIB_LLMS_TXT !== 'off';
// The top bar's documentation items; llms.txt names its sections after them and the sidebars.
const guideNavItem = {type: 'doc', docId: 'guide/start/index', label: 'Guide', position: 'left', activeBaseRegex: '^(/zh)?/guide/'} as const;
const configNavItem = {type: 'doc', docId: 'config/index', label: 'Config', position: 'left', activeBaseRegex: '^(/zh)?/config/'} as const;
const llmsTxtData: LlmsTxtData = {
  siteTitle: site.title,
  siteDescription: site.description[locale === 'zh' ? 'zh' : 'en'],
  siteUrl: site.url,
  runOnPostBuild: writeLlmsTxt,
  // Sections named like the sidebars in this language ("## Guide", "### Getting Started"; 指南, 开始).
  sections: llmsTxtSections(sidebars, {navbar: [guideNavItem, configNavItem], ...translatedLabels(fileURLToPath(new URL('.', import.meta.url)), locale)}),
};
// RSLIB_PRECOMPRESS=on adds brotli and gzip copies of the text files, for a host that serves
// such copies but does not compress by itself. Netlify, Cloudflare Pages and the preview server
// compress on their own, so the build leaves them out (they took a third of a cold build).
const precompress = process.env.RSLIB_PRECOMPRESS === 'on';

// The remote search service, when the build uses one, is the only other origin a page calls.
const searchRemoteEndpoint = process.env.SEARCH_REMOTE_ENDPOINT;

// Switches, read by the theme through `customFields.behaviour`.
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
  baseUrl: site.baseUrl,
  // The banner checks `window.docusaurus` at DOMContentLoaded, which is before our pages load
  // their scripts (they paint first: features/performance); the base URL is fixed anyway.
  baseUrlIssueBanner: false,
  // Docusaurus's page template, with the scripts loaded after the first paint (features/performance).
  ssrTemplate: PAGE_TEMPLATE,
  trailingSlash: undefined,
  organizationName: 'web-infra-dev',
  projectName: 'rslib',

  // Shared files, and the files of this language only (its social card), so each card is in
  // the build once.
  staticDirectories: ['static', localeStaticDir(locale)],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  // Rspack, SWC and Lightning CSS (v4 turns `faster` on by default).
  future: {v4: true},
  // v4 namespaces localStorage keys per site; keep the plain `theme` and
  // `docusaurus.tab.<group>` keys that stored preferences and the tests rely on.
  storage: {namespace: false},

  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    mdx1Compat: {headingIds: true, comments: false, admonitions: false},
    // The JavaScript API is documented in English only: in other languages its pages are drafts
    // (no /zh/api pages, and left out of every version's sidebars).
    parseFrontMatter: parseFrontMatterFor(locale),
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
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
          editUrl,
          // Links to English-only pages (api/) still work from Chinese pages.
          beforeDefaultRemarkPlugins: [[remarkEnglishOnlyLinks, {enabled: locale !== DEFAULT_LOCALE, prefixes: [...DEFAULT_LOCALE_ONLY_FOLDERS]}]],
          // `overview: true` pages get their overview, with its data, at the start of their text;
          // a Chinese page whose English changed since its translation says so above it
          // (features/overview, features/translationStatus). A folder listing drawn with
          // box-drawing characters shows as a tree (features/fileTree). Blocks marked `twoslash`
          // get the types of their names (features/codeTypes).
          remarkPlugins: [remarkOverview, remarkFileTree, [remarkTranslationNotice, {enabled: locale !== DEFAULT_LOCALE}], remarkTwoslash],
          showLastUpdateTime: true,
          breadcrumbs: true,
        },
        blog: false,
        pages: {},
        theme: {customCss: './src/css/custom.css'},
        // Added below, as one of the ordered post-build steps.
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  // What runs after the build is ordered: files made from the pages (search index, sitemap,
  // llms.txt), then host files, then compression (src/shared/build/postBuildOrder.mjs).
  plugins: [
    overviewDataPlugin,
    codeBlocksPlugin,
    // The types of the examples marked `twoslash`, all computed before the pages are bundled.
    codeTypesPlugin,
    // How a page starts on a phone: bundles split and staged, route chunks listed (features/performance).
    performancePlugin,
    // `_headers`, `_redirects` and the compressed copies (features/hosting).
    hostingPlugin({
      siteBaseUrl: site.baseUrl,
      // A relative endpoint is on this site's own origin.
      connectOrigins: searchRemoteEndpoint && URL.canParse(searchRemoteEndpoint) ? [new URL(searchRemoteEndpoint).origin] : [],
      precompress,
    }),
    [inPostBuildStage('derived', sitemapPlugin), {changefreq: 'weekly', priority: 0.5}],
    // Inline scripts that run before the first paint, right after Docusaurus's theme script:
    // a garbage stored theme counts as auto, `?navbar=0`... hide parts, and the language of the
    // address is marked for the 404 page a host may serve anywhere.
    appearancePlugin({darkMode: behaviour.darkMode}),
    pageLayoutPlugin,
    notFoundPlugin,
    // Chinese pages are rebuilt when their English page or the translation lock changes.
    translationStatus({enabled: locale !== DEFAULT_LOCALE}),
    // Breakpoints are written once (src/shared/utils/breakpoints.ts); CSS names them `(--sidebar-drawer)`.
    () => ({
      name: 'custom-media',
      configurePostCss(options) {
        options.plugins.push(customMediaPostcss);
        // The PostCSS plugins are all set here, so postcss-loader need not look for a config file
        // (it searched 28 file names in every stylesheet's folder: about half a second per language).
        options.config = false;
        // For our CSS, Docusaurus's postcss-preset-env only adds vendor prefixes, which Lightning CSS
        // does again when it minifies for the same browserslist; without it the CSS differs by a
        // few prefixes and each language builds about half a second sooner. Docusaurus lists it
        // as `[its resolved path, options]`.
        options.plugins = options.plugins.filter((plugin) => !(Array.isArray(plugin) && /[\\/]postcss-preset-env[\\/]/.test(String(plugin[0]))));
        return options;
      },
    }),
    // For coding agents: /llms.txt, /llms-full.txt and a Markdown twin of every doc page
    // (`/guide/start/quick-start.md`), per language, made from the built HTML. Making them is
    // the longest post-build step, so it runs in a worker thread, beside the search index and
    // the sitemap on the main thread (src/features/agents/llmsTxtWorker.mjs).
    [
      inPostBuildStage(
        'derived',
        writeLlmsTxt
          ? postBuildInWorker(llmsTxtPlugin, {
              worker: new URL('./src/features/agents/llmsTxtWorker.mjs', import.meta.url),
              data: llmsTxtData,
              props: LLMS_TXT_POST_BUILD_PROPS,
              // In a build (not the dev server, which never calls postBuild), the worker loads
              // the plugin while the pages are bundled and rendered.
              startEarly: process.env.NODE_ENV === 'production',
            })
          : llmsTxtPlugin,
      ),
      llmsTxtOptions(llmsTxtData),
    ],
  ],

  clientModules: [
    './src/features/language/languageRedirect.client.ts',
    './src/features/pageLayout/interfaceParts.client.ts',
    './src/features/navigation/navigation.client.ts',
    './src/features/docContent/imageZoom.client.ts',
    './src/features/docContent/scrollableTables.client.ts',
    './src/features/performance/prefetchBudget.client.ts',
    './src/features/docContent/tabs.client.ts',
    './src/features/overview/filter.client.ts',
    './src/features/navigation/articleLinks.client.ts',
    './src/features/codeBlocks/buttons.client.ts',
    './src/features/codeTypes/popups.client.ts',
    './src/features/codeBlocks/preloadOnNavigation.client.ts',
  ],

  customFields: {behaviour},

  // Search: `@easyops-cn/docusaurus-search-local` reads every built page into a title, its
  // headings and the text of each section; src/features/search/indexPlugin.mjs reshapes that
  // into one index file per language and version, named by a hash of its content, which our
  // worker (src/features/search/engine) searches. src/theme/SearchBar replaces the plugin's
  // dropdown with our dialog.
  themes: [
    [
      './src/features/search/indexPlugin.mjs',
      {
        language: [...LOCALES],
        // Our wrapper names the file by its final content (and writes a manifest beside it).
        hashed: false,
        docsRouteBasePath: '/',
        indexBlog: false,
        indexPages: false,
        // The page-type test pages under /tests/ (noindex) stay out of the index too.
        ignoreFiles: [/^tests\//],
        // Everything a page says is indexed (paragraphs, lists, tables, inline code, the meta
        // description: what the page is for; code blocks, apart from the text: indexPlugin.mjs),
        // but not: tab labels, the page's controls (Copy page, the overview's filter) and the
        // overview on the config pages, a copy of other pages' titles and headings.
        ignoreCssSelectors: [
          // Page chrome inside the text (the translation-status notice under a title).
          '[data-search-ignore]',
          '[role="tablist"]',
          '[data-markdown="skip"]',
          'section[class^="overview_"]',
        ],
        // The glossary summarises pages that should rank above it.
        summaryPages: [/\/guide\/start\/glossary$/],
      } satisfies SearchIndexOptions,
    ],
  ],

  themeConfig: {
    // Link previews: a PNG card per language (scripts/social-cards.mjs); SVG previews are not shown.
    image: socialCardFile(locale),
    metadata: [
      {property: 'og:image:type', content: 'image/png'},
      {property: 'og:image:width', content: String(SOCIAL_CARD.width)},
      {property: 'og:image:height', content: String(SOCIAL_CARD.height)},
      {property: 'og:image:alt', content: SOCIAL_CARD_ALT[locale === 'zh' ? 'zh' : 'en']},
      {name: 'twitter:image:alt', content: SOCIAL_CARD_ALT[locale === 'zh' ? 'zh' : 'en']},
    ],
    // Light, dark or auto (following the system); always light when dark mode is off.
    colorMode: colorModeOptions(behaviour.darkMode),
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    // Read by the wrapped Navbar (src/theme/Navbar); it replaces `navbar.hideOnScroll`.
    topBar: {show: topBarShow} satisfies TopBarSettings,
    // The search dialog uses the local index unless a remote service is configured:
    // set SEARCH_REMOTE_ENDPOINT at build time, or write {endpoint, searchIndexes} here.
    search: {
      remote: searchRemoteEndpoint ? {endpoint: searchRemoteEndpoint, searchIndexes: ['rslib']} : null,
    } satisfies SearchThemeConfig,
    navbar: {
      title: site.logoText,
      // No alt text: the title beside the logo already names the site (axe: image-redundant-alt).
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: false,
      items: [
        {type: 'custom-productFamily', position: 'left', trigger: 'hover'},
        guideNavItem,
        configNavItem,
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
      // One theme for both colour modes: its colours are custom properties that
      // features/codeBlocks sets per mode, so a block's HTML never depends on the reader.
      theme: codeTheme,
      darkTheme: codeTheme,
      // prism-react-renderer already ships js, jsx, ts, tsx, json, yaml, markdown, css and markup;
      // the grammars here are added to the highlighter chunk that client-side navigations load.
      additionalLanguages: ['bash', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
