import type http from 'node:http';
export function createPreviewHandler(options: {dir: string}): http.RequestListener;
export function startPreviewServer(options: {dir: string; port?: number; host?: string}): Promise<http.Server>;
