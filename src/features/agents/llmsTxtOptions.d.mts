export type LlmsTxtData = {siteTitle: string; siteDescription: string; siteUrl: string; runOnPostBuild: boolean};
export function llmsTxtOptions(data: LlmsTxtData): Record<string, unknown>;
export const LLMS_TXT_POST_BUILD_PROPS: readonly ['outDir', 'siteDir', 'generatedFilesDir', 'siteConfig', 'routes'];
