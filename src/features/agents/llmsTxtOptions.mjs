// The options of `@signalwire/docusaurus-plugin-llms-txt` for a language's build, made from plain
// data. Plain JS so that both the config and the worker thread that makes the files
// (llmsTxtWorker.mjs) make the same options: the rehype and remark plugins in them cannot be
// sent to a worker, so each side makes them from the same data.
import rehypeCleanDocHtml, {remarkCodeFenceMeta} from './rehypeCleanDocHtml.mjs';

/**
 * @param {{siteTitle: string, siteDescription: string, siteUrl: string, runOnPostBuild: boolean}} data
 *   (the data may also carry `sections`, which the worker uses after the plugin: llmsTxtSections.mjs)
 */
export function llmsTxtOptions({siteTitle, siteDescription, siteUrl, runOnPostBuild}) {
  return {
    siteTitle,
    siteDescription,
    depth: 2,
    logLevel: 0,
    onRouteError: 'throw',
    runOnPostBuild,
    content: {
      enableMarkdownFiles: true,
      enableLlmsFullTxt: true,
      relativePaths: false,
      includePages: false,
      includeVersionedDocs: true,
      // The page-type fixtures under /tests/ are not documentation.
      // The landing page is not documentation.
      excludeRoutes: ['/', '/zh/', '/tests/**', '/zh/tests/**', '/search', '/zh/search', '/404', '/zh/404'],
      // The plugin groups pages by folder; the worker then writes llms.txt again with the
      // sidebars' sections and labels (llmsTxtSections.mjs), so no route rules here.
      contentSelectors: ['.theme-doc-markdown', 'article'],
      beforeDefaultRehypePlugins: [[rehypeCleanDocHtml, {siteUrl}]],
      // Code blocks keep their title as the fence meta (```ts title="rslib.config.ts").
      beforeDefaultRemarkPlugins: [remarkCodeFenceMeta],
    },
  };
}

/** The props of the plugin's `postBuild` that it reads (the worker gets only these). */
export const LLMS_TXT_POST_BUILD_PROPS = /** @type {const} */ (['outDir', 'siteDir', 'generatedFilesDir', 'siteConfig', 'routes']);
