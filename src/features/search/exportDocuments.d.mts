export interface TocEntry {
  text: string;
  id: string;
  depth: number;
}
export interface SearchDocument {
  id: string;
  title: string;
  content: string;
  toc: TocEntry[];
  routePath: string;
  domain: string;
}
export function searchDocuments(
  searchIndex: Array<{documents: unknown[]}>,
  options: {lang: string; domain?: string; headingDepth?: (routePath: string, id: string) => number},
): SearchDocument[];
