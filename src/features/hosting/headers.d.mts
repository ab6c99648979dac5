export const IMMUTABLE: string;
export function cacheControlFor(pathname: string): string;
export function securityHeaders(options?: {scriptHashes?: readonly string[]; connectOrigins?: readonly string[]}): Record<string, string>;
