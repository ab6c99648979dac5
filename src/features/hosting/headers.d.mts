export const IMMUTABLE: string;
export function immutableFolders(): string[];
export const CONTENT_TYPES: Readonly<Record<string, string>>;
export function contentTypeOf(file: string): string;
export function hostTypedExtensions(): string[];
export function securityHeaders(options?: {scriptHashes?: readonly string[]; connectOrigins?: readonly string[]}): Record<string, string>;
