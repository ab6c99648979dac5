// Finds a Chromium for the end-to-end tests and the benches, in this order: $CHROMIUM_PATH,
// Playwright's own download, the system Chromium. On a Debian machine where we are root and none
// is found, installs Debian's `chromium` and `fonts-noto-cjk` (Playwright cannot download its
// browser on networks that only reach package registries).
//
// The end-to-end tests ask for the headless shell (`{headlessShell: true}`): the same engine
// without the browser's own interface, which Playwright itself prefers for headless runs. It
// costs far less CPU per page, and on a 2-core machine the suite is bound by CPU. Debian ships
// it as `chromium-headless-shell`; it is installed beside `chromium` when it is missing.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];

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

function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.log(`e2e: installing ${packages.join(', ')} with apt-get ...`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  try {
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {stdio: 'inherit', env});
    return true;
  } catch (error) {
    console.warn(`e2e: apt-get could not install ${packages.join(', ')}: ${error.message}`);
    return false;
  }
}

/** Debian's headless shell, installed when missing and possible; null when it cannot be had. */
function headlessShell(install) {
  const found = () => HEADLESS_SHELL_PATHS.find((p) => fs.existsSync(p)) ?? null;
  if (found()) return found();
  // Only beside Debian's own chromium, so both come from the same release.
  if (install && fs.existsSync('/usr/bin/chromium') && aptInstall(['chromium-headless-shell'])) return found();
  return null;
}

/**
 * @param {{install?: boolean, headlessShell?: boolean}} [options]
 * @returns {Promise<string>} the browser's executable path; throws with instructions when none.
 */
export async function findBrowser({install = true, headlessShell: wantsShell = false} = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.\n${HOW_TO}`);
  }
  const fromPlaywright = await playwrightBrowser();
  if (fromPlaywright) return fromPlaywright;
  const exists = (p) => fs.existsSync(p);
  if (install && !SYSTEM_PATHS.some(exists)) aptInstall(['chromium', ...(wantsShell ? ['chromium-headless-shell'] : []), 'fonts-noto-cjk']);
  const found = (wantsShell ? headlessShell(install) : null) ?? SYSTEM_PATHS.find(exists);
  if (found) return found;
  throw new Error(HOW_TO);
}
