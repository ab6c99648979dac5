import fs from 'node:fs';
import path from 'node:path';
import type {ChildProcess} from 'node:child_process';
import {expect, test} from '@playwright/test';
import {copySite, docusaurus, serve} from './fixtures/siteCopy';

// Builds a copy of the site with dark mode switched off, so it runs once and on its own.
test.describe.configure({mode: 'serial', timeout: 300_000});

test.describe('a site with dark mode disabled @once', () => {
  const port = Number(process.env.E2E_PORT ?? 4173) + 8;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    const dir = copySite('light-only');
    const configFile = path.join(dir, 'docusaurus.config.ts');
    const config = fs.readFileSync(configFile, 'utf8');
    expect(config).toContain('darkMode: true,');
    fs.writeFileSync(configFile, config.replace('darkMode: true,', 'darkMode: false,'));
    const build = docusaurus(dir, ['build', '--locale', 'en']);
    expect(build.status, build.output).toBe(0);
    server = await serve(path.join(dir, 'build'), port);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test.use({colorScheme: 'dark'});

  test('is always light, with no toggle, whatever the system or storage says', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(`http://127.0.0.1:${port}/guide/start/?docusaurus-theme=dark`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('nav.navbar').getByRole('button', {name: /dark and light mode/})).toHaveCount(0);
    await page.waitForTimeout(300);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
