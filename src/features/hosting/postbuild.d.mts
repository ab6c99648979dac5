export function writeHostFiles(dir: string, options?: {connectOrigins?: readonly string[]}): {scriptHashes: number};
export function precompress(dir: string): Promise<{files: number}>;
