import {defineConfig, devices} from '@playwright/test';
import {VISITED_STORAGE_KEY} from './src/features/language/languageRedirect';

// scripts/e2e.mjs sets E2E_PORT to a free port; 4173 only when Playwright is started by hand.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH;

// Chromium flags for sandboxed CI machines with no network beyond package registries.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {executablePath, args: chromiumArgs},
    // A failed test keeps a trace of its actions, console and network, and a screenshot. DOM
    // snapshots and a screencast of every action cost about 40% of the suite's time; add
    // `--trace on` to a run to get them for a test under investigation.
    trace: {mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false},
    screenshot: 'only-on-failure',
    // Every test is a returning visitor. A first visit would send an en-US browser from each
    // /zh/ page to the English one; languageRedirect.spec.ts starts from empty storage. The
    // copies that some specs build are served on free ports (tests/e2e/fixtures/siteCopy.ts),
    // which mark their visitors with `asReturningVisitor`.
    storageState: {
      cookies: [],
      origins: [{origin: `http://127.0.0.1:${PORT}`, localStorage: [{name: VISITED_STORAGE_KEY, value: '1'}]}],
    },
  },
  projects: [
    {name: 'light', use: {...devices['Desktop Chrome'], colorScheme: 'light'}},
    {
      name: 'dark',
      use: {...devices['Desktop Chrome'], colorScheme: 'dark'},
      // Only what depends on the colour scheme runs twice: axe (contrast), theme behaviour,
      // code colours, theme-dependent images and the sitemap sweep. Tag such tests `@theme`.
      grep: /@theme/,
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
