// The worker thread that writes llms.txt, llms-full.txt and the Markdown twins (see
// src/shared/build/postBuildWorker.mjs): it makes the llms.txt plugin as Docusaurus does (options
// validated by the plugin's `validateOptions`) and runs its `postBuild`, then writes llms.txt again
// with the sidebars' sections when the data has them (llmsTxtSections.mjs). The plugin is loaded
// before the job comes, as the worker may be started before the pages are built.
import {createRequire} from 'node:module';
import {loadFreshModule} from '@docusaurus/utils';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {servePostBuild} from '../../shared/build/postBuildWorker.mjs';
import {llmsTxtOptions} from './llmsTxtOptions.mjs';
import {rewriteLlmsTxtFiles} from './llmsTxtSections.mjs';

const require = createRequire(import.meta.url);

// The plugin's modules import each other without file extensions, which Node's own loader
// refuses; Docusaurus loads the config (and so the plugin) with this loader.
const createPlugin = await loadFreshModule(require.resolve('@signalwire/docusaurus-plugin-llms-txt'));

await servePostBuild(async ({data, props}) => {
  const raw = llmsTxtOptions(data);
  const options = createPlugin.validateOptions ? createPlugin.validateOptions({validate: normalizePluginOptions, options: raw}) : {...raw, id: raw.id ?? 'default'};
  const plugin = await createPlugin({siteDir: props.siteDir, outDir: props.outDir, siteConfig: props.siteConfig}, options);
  await plugin.postBuild(props);
  if (data.sections) rewriteLlmsTxtFiles(props.outDir, data.sections, {siteUrl: data.siteUrl, baseUrl: props.siteConfig?.baseUrl});
});
