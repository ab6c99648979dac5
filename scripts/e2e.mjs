#!/usr/bin/env node
// Runs the Playwright suite against the built site, after making sure a browser exists.
//   node scripts/e2e.mjs [playwright test args...]
import {spawnSync} from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {findBrowser} from './find-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!fs.existsSync(path.join(root, 'build/index.html')) || !fs.existsSync(path.join(root, 'build/zh/index.html'))) {
  console.error('e2e: build/ is missing or has only one language. Run "npm run build" first.');
  process.exit(1);
}

let browser;
try {
  browser = await findBrowser({headlessShell: true});
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`e2e: using ${browser}`);

/** A port no other process listens on now, so that two runs on one machine never collide. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// The site under test is served on E2E_PORT (playwright.config.ts); a free one unless it is set.
const port = process.env.E2E_PORT ?? String(await freePort());
console.log(`e2e: serving the build on port ${port}`);
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  {stdio: 'inherit', cwd: root, env: {...process.env, CHROMIUM_PATH: browser, E2E_PORT: port}},
);
process.exit(result.status ?? 1);
