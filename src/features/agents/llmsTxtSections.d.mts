export type LlmsTxtSection = {label: string; folder: string; docs: string[]; sections: LlmsTxtSection[]};
export type SidebarItemLike = {type: string; id?: string; label?: string; link?: {type: string; id?: string}; items?: readonly SidebarItemLike[]};
export function docRoute(id: string): string;
export function llmsTxtSections(
  sidebars: Record<string, readonly SidebarItemLike[] | undefined>,
  labels: {navbar: ReadonlyArray<{docId?: string; label?: string}>; categoryLabel?: (sidebarId: string, label: string) => string; navbarLabel?: (label: string) => string},
): LlmsTxtSection[];
export function rewriteLlmsTxt(original: string, sections: LlmsTxtSection[], site: {siteUrl: string; baseUrl?: string}): string;
export function translatedLabels(siteDir: string, locale: string): {categoryLabel: (sidebarId: string, label: string) => string; navbarLabel: (label: string) => string};
export function rewriteLlmsTxtFiles(outDir: string, sections: LlmsTxtSection[], site: {siteUrl: string; baseUrl?: string}): void;
