#!/usr/bin/env node
// Serves the built site as a host would (src/features/hosting/previewServer.mjs).
//
//   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {startPreviewServer} from '../src/features/hosting/previewServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const host = option('host', '127.0.0.1');
const dir = path.resolve(root, option('dir', 'build'));

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve: no built site in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}

const server = await startPreviewServer({dir, port, host});
const address = server.address();
console.log(`Serving ${path.relative(root, dir) || '.'} at http://${host}:${typeof address === 'object' && address ? address.port : port}/`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
