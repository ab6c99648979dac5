export function rewritePages(dir: string): {pages: number};
