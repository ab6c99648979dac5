export const DEFERRED_SCRIPT: RegExp;
export const LOADER: string;
export function loaderTag(sources: readonly string[]): string;
export function paintFirst(html: string): string;
