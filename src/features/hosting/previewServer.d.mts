import type http from 'node:http';
/** The server's request listener; `warm()` compresses every text file ahead of the first requests. */
export type PreviewHandler = http.RequestListener & {warm: () => Promise<void>};
export function createPreviewHandler(options: {dir: string}): PreviewHandler;
export function startPreviewServer(options: {dir: string; port?: number; host?: string}): Promise<http.Server & {warm: () => Promise<void>}>;
