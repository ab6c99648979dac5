export function writeHostFiles(dir: string, options?: {connectOrigins?: readonly string[]}): {scriptHashes: number};
export function precompress(dir: string, options?: {skip?: readonly string[]}): Promise<{files: number}>;
