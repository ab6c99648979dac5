// Search index export (for a remote service) and reuse (a returning reader does not download
// the index again).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {expect, test} from './fixtures/test';
import {createPreviewHandler} from '../../src/features/hosting/previewServer.mjs';
import {VISITED_STORAGE_KEY} from '../../src/features/language/languageRedirect';

const ROOT = path.resolve(__dirname, '../..');

test('npm run search:export writes every page of each language as a search document', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rslib-search-export-'));
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/search-export.mjs'), '--out', out], {cwd: ROOT, stdio: 'pipe'});
    for (const [lang, prefix, title] of [['en', '', 'Quick start'], ['zh', '/zh', '快速上手']] as const) {
      const docs = JSON.parse(fs.readFileSync(path.join(out, `${lang}.json`), 'utf8')) as Record<string, unknown>[];
      expect(docs.length).toBeGreaterThan(40);
      for (const doc of docs) {
        expect(Object.keys(doc).sort()).toEqual(['content', 'domain', 'id', 'routePath', 'title', 'toc']);
        expect(doc.domain).toBe('https://rslib.rs');
        expect(String(doc.routePath).startsWith(`${prefix}/`)).toBe(true);
        expect(String(doc.routePath)).not.toMatch(/\/tests\//);
      }
      const quickStart = docs.find((doc) => doc.routePath === `${prefix}/guide/start/quick-start`)!;
      expect(quickStart.title).toBe(title);
      expect(String(quickStart.content).length).toBeGreaterThan(500);
      expect(quickStart.toc).toEqual(expect.arrayContaining([expect.objectContaining({id: 'requirements', depth: 2}), expect.objectContaining({id: 'templates', depth: 3})]));
    }
  } finally {
    fs.rmSync(out, {recursive: true, force: true});
  }
});

test.describe('a returning reader', () => {
  let server: http.Server;
  let origin = '';
  const indexRequests: string[] = [];

  test.beforeAll(async () => {
    const handler = createPreviewHandler({dir: path.join(ROOT, 'build')});
    server = http.createServer((req, res) => {
      if (/search-index-[^/]*\.json/.test(req.url ?? '')) indexRequests.push(req.url!);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('searches on a second page without downloading the index again', async ({browser}) => {
    const context = await browser.newContext({
      storageState: {cookies: [], origins: [{origin, localStorage: [{name: VISITED_STORAGE_KEY, value: '1'}]}]},
    });
    const page = await context.newPage();
    const search = async (query: string) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill(query);
      await expect(page.locator('[data-search-state] [role="option"][href]').first()).toBeVisible();
    };
    await page.goto(`${origin}/guide/start/quick-start`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await search('bundle');
    expect(indexRequests).toHaveLength(1);
    // A new page load: the browser keeps the hashed index (immutable), the worker reads it from there.
    await page.goto(`${origin}/guide/basic/cli`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await search('format');
    expect(indexRequests).toHaveLength(1);
    await context.close();
  });
});
