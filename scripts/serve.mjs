#!/usr/bin/env node
// Serves the built site as a host would (src/features/hosting/previewServer.mjs).
//
//   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {startPreviewServer} from '../src/features/hosting/previewServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: options} = parseArgs({options: {port: {type: 'string'}, host: {type: 'string'}, dir: {type: 'string'}}});
const port = Number(options.port ?? process.env.PORT ?? 3000);
const host = options.host ?? '127.0.0.1';
const dir = path.resolve(root, options.dir ?? 'build');

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve: no built site in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}

const server = await startPreviewServer({dir, port, host});
const address = server.address();
console.log(`Serving ${path.relative(root, dir) || '.'} at http://${host}:${typeof address === 'object' && address ? address.port : port}/`);
// Compress every text file now, so the first visits get compressed answers without waiting.
const warming = Date.now();
server.warm().then(
  () => console.log(`Compressed the text files in ${((Date.now() - warming) / 1000).toFixed(1)} s`),
  (error) => console.error(`serve: compressing ahead failed (${error.message}); files are compressed on first request instead`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
