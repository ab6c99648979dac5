import type {LlmsTxtSection} from './llmsTxtSections.mjs';

/** `sections`: how llms.txt is divided, from the sidebars (see llmsTxtSections.mjs); without them the plugin's folders stay. */
export type LlmsTxtData = {siteTitle: string; siteDescription: string; siteUrl: string; runOnPostBuild: boolean; sections?: LlmsTxtSection[]};
export function llmsTxtOptions(data: LlmsTxtData): Record<string, unknown>;
export const LLMS_TXT_POST_BUILD_PROPS: readonly ['outDir', 'siteDir', 'generatedFilesDir', 'siteConfig', 'routes'];
