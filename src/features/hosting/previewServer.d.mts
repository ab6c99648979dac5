import type http from 'node:http';
/**
 * The server's request listener; `warm()` compresses every text file ahead of the first requests;
 * `clientError` answers Node's parse errors (the server's `clientError` event); `answerRaw` writes
 * an answer with the site's headers on a connection and closes it.
 */
export type PreviewHandler = http.RequestListener & {
  warm: () => Promise<void>;
  clientError: (error: Error & {code?: string}, socket: import('node:stream').Duplex) => void;
  answerRaw: (socket: import('node:stream').Duplex, status: number, extra?: Record<string, string>) => void;
};
export function isHashedAsset(relativePath: string): boolean;
export function byteRange(header: string | undefined, size: number): string | null;
export function createPreviewHandler(options: {dir: string}): PreviewHandler;
export function startPreviewServer(options: {dir: string; port?: number; host?: string}): Promise<http.Server & {warm: () => Promise<void>}>;
