export function loaderScript(sources: readonly string[]): string;
export function paintFirst(html: string): string;
