export function docRelativePath(filePath: string): string | null;
export function englishOnlyRoute(fromDoc: string, url: string, prefixes: string[]): string | null;
declare function remarkEnglishOnlyLinks(options?: {enabled?: boolean; prefixes?: string[]}): (tree: unknown, file: {path?: string}) => void;
export default remarkEnglishOnlyLinks;
