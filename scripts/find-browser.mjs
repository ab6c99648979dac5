// Finds a Chromium for the end-to-end tests, in this order: $CHROMIUM_PATH, Playwright's
// own download, the system Chromium. On a Debian machine where we are root and none is
// found, installs Debian's `chromium` and `fonts-noto-cjk` (Playwright cannot download
// its browser on networks that only reach package registries).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

const HOW_TO = `No Chromium found for the end-to-end tests. Do one of:
  - Debian/Ubuntu: sudo apt-get install -y chromium fonts-noto-cjk
  - npx playwright install chromium   (needs access to Playwright's download host)
  - export CHROMIUM_PATH=/path/to/chrome`;

async function playwrightBrowser() {
  try {
    const {chromium} = await import('@playwright/test');
    const p = chromium.executablePath();
    return p && fs.existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

function aptInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.log('e2e: installing chromium and fonts-noto-cjk with apt-get ...');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {stdio: 'inherit', env});
  return true;
}

/** @returns {Promise<string>} the browser's executable path; throws with instructions when none. */
export async function findBrowser({install = true} = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.\n${HOW_TO}`);
  }
  const found = (await playwrightBrowser()) ?? SYSTEM_PATHS.find((p) => fs.existsSync(p));
  if (found) return found;
  if (install && aptInstall()) {
    const installed = SYSTEM_PATHS.find((p) => fs.existsSync(p));
    if (installed) return installed;
  }
  throw new Error(HOW_TO);
}
