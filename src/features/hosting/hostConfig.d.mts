export const OLD_DOMAIN: string;
export const HOST_FILES: readonly ['_headers', '_redirects'];
export function notFoundRoutes(): {path: string; page: string}[];
export function inlineScriptHashes(html: string): string[];
export function headersFile(options: {scriptHashes: readonly string[]; connectOrigins?: readonly string[]}): string;
export function redirectsFile(): string;
export interface HeaderBlock {
  pattern: string;
  headers: Record<string, string>;
}
export function parseHeadersFile(text: string): HeaderBlock[];
export function headersFor(blocks: HeaderBlock[], pathname: string): Record<string, string>;
