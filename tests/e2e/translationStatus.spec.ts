// Translation status (src/features/translationStatus): in a copy of the site where one English
// page changed after its translation, exactly that page is outdated, in `npm run i18n:status`
// and on the built Chinese page, which shows a notice at the top; every other page shows none.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {CONTENT, TITLE} from '../../src/features/search/engine/index.mjs';
import {asReturningVisitor, root, useBuiltCopy} from './fixtures/siteCopy';
import {axeViolations} from './fixtures/axe';
import {expect, test, type Page} from './fixtures/test';

// One build of both languages for the whole file: the tests run once (light and dark are both
// audited inside one test) and serially.
test.describe.configure({mode: 'serial', timeout: 300_000});

const NAME = 'translation-status';
const EDITED = 'guide/basic/cli.mdx';
const EDITED_ROUTE = '/zh/guide/basic/cli';
const NOTICE = '[data-translation-status="outdated"]';

interface Status {
  pages: {page: string; state: string; reason?: string; englishChanged?: string}[];
}

const messages = JSON.parse(fs.readFileSync(path.join(root, 'i18n/zh/code.json'), 'utf8')) as Record<string, {message: string}>;
/** The Chinese notice's words after the date, e.g. 「更新，本页译文可能尚未同步。」 */
const noticeWords = messages['translationStatus.outdated'].message.split('{date}')[1].trim();
const linkText = messages['translationStatus.readEnglish'].message;

let status: Status;
let diff = '';
let changed = '';

async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

test.describe('an English page edited after its translation', () => {
  const copy = useBuiltCopy(NAME, {
    // Both languages: the notice links to the English page.
    args: ['build'],
    prepare: (dir) => {
      const file = path.join(dir, 'docs', EDITED);
      const text = fs.readFileSync(file, 'utf8');
      const edited = text.replace('It has three commands:', 'It has three commands, each described below:');
      expect(edited).not.toBe(text);
      fs.writeFileSync(file, edited);
      // Not committed in the copy: the date of the change is the file's.
      changed = fs.statSync(file).mtime.toISOString().slice(0, 10);
      const cli = path.join(dir, 'src/features/translationStatus/cli.mjs');
      status = JSON.parse(execFileSync(process.execPath, [cli, '--json'], {cwd: dir, encoding: 'utf8'})) as Status;
      diff = execFileSync(process.execPath, [cli, EDITED], {cwd: dir, encoding: 'utf8'});
    },
  });

  test('the status has exactly that page outdated, with the English diff, and nothing missing or orphaned', () => {
    const byState = (state: string) => status.pages.filter((page) => page.state === state).map((page) => page.page);
    expect(byState('outdated')).toEqual([EDITED]);
    expect(byState('missing')).toEqual([]);
    expect(byState('orphan')).toEqual([]);
    expect(byState('up-to-date').length).toBeGreaterThan(70);
    expect(status.pages.find((page) => page.page === EDITED)).toMatchObject({reason: 'changed', englishChanged: changed});
    expect(diff).toContain('+The `@rslib/core` package installs an executable called `rslib`. It has three commands, each described below:');
    expect(diff).toMatch(/^-The `@rslib\/core` package .* It has three commands: /m);
  });

  test('the Chinese page shows the notice under its title, in the server HTML, with the date and a link to the English page', async ({page}) => {
    // In the HTML as served, before any script runs.
    const html = await (await page.request.get(`${copy.origin}${EDITED_ROUTE}`)).text();
    expect(html).toMatch(/data-translation-status="?outdated/);
    expect(html).toContain(noticeWords);

    await openHydrated(page, `${copy.origin}${EDITED_ROUTE}`);
    const notice = page.locator(NOTICE);
    await expect(notice).toHaveCount(1);
    await expect(notice).toBeVisible();
    const [year, month, day] = changed.split('-').map(Number);
    await expect(notice).toContainText(`${year}年${month}月${day}日`);
    await expect(notice).toContainText(noticeWords);
    await expect(notice.locator('time')).toHaveAttribute('datetime', changed);
    await expect(notice).toHaveAttribute('role', 'note');
    await expect(notice).toHaveAttribute('data-markdown', 'skip');
    // Right under the title, before the page's first paragraph.
    const order = await page.locator('article .markdown').evaluate((markdown, selector) => {
      const notice = markdown.querySelector(selector);
      return [notice?.previousElementSibling?.tagName, notice?.previousElementSibling?.querySelector('h1') ? 'has h1' : '', notice?.nextElementSibling?.tagName];
    }, NOTICE);
    expect(order).toEqual(['HEADER', 'has h1', 'P']);

    const link = notice.getByRole('link', {name: linkText});
    await expect(link).toHaveAttribute('href', '/guide/basic/cli');
    await expect(link).toHaveAttribute('hreflang', 'en');
    await link.click();
    await expect(page).toHaveURL(`${copy.origin}/guide/basic/cli`);
    await expect(page.locator('article h1')).toHaveText('Command line');
    await expect(page.locator(NOTICE)).toHaveCount(0);
  });

  test('the notice does not move the page: the same box with and without scripts', async ({browser}) => {
    const boxes = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({javaScriptEnabled, viewport: {width: 1280, height: 900}});
      await asReturningVisitor(context);
      const page = await context.newPage();
      await page.goto(`${copy.origin}${EDITED_ROUTE}`);
      if (javaScriptEnabled) await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      boxes.push(await page.locator(NOTICE).boundingBox());
      await context.close();
    }
    expect(boxes[0]).not.toBeNull();
    expect(boxes[1]).toEqual(boxes[0]);
  });

  test('the notice is axe-clean in the light and the dark theme, and its link is reached with Tab', async ({browser}) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({colorScheme});
      await asReturningVisitor(context);
      const page = await context.newPage();
      await openHydrated(page, `${copy.origin}${EDITED_ROUTE}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await axeViolations(page, NOTICE), colorScheme).toEqual([]);
      if (colorScheme === 'light') {
        let reached = false;
        for (let presses = 0; presses < 200 && !reached; presses++) {
          await page.keyboard.press('Tab');
          reached = await page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), NOTICE);
        }
        expect(reached).toBe(true);
        await expect(page.locator(`${NOTICE} a`)).toBeFocused();
      }
      await context.close();
    }
  });

  test('up-to-date pages show no notice, nor does a page that imports another (the glossary)', async ({page}) => {
    for (const route of ['/zh/guide/start/quick-start', '/zh/guide/start/glossary', '/zh/config/', '/guide/basic/cli']) {
      await openHydrated(page, `${copy.origin}${route}`);
      await expect(page.locator('article h1').first(), route).toBeVisible();
      await expect(page.locator(NOTICE), route).toHaveCount(0);
    }
  });

  test('the search index leaves the notice out and keeps the paragraph that opens the page', () => {
    const buildDir = path.join(root, 'tests/.tmp', NAME, 'build/zh');
    const indexFile = fs.readdirSync(buildDir).find((file) => /^search-index.*\.json$/.test(file));
    expect(indexFile).toBeDefined();
    const text = fs.readFileSync(path.join(buildDir, indexFile!), 'utf8');
    expect(text).not.toContain(noticeWords);
    expect(text).not.toContain(linkText);
    type Doc = {i: number; t: string; u: string; h?: string; p?: number; s?: string};
    const parts = JSON.parse(text) as {documents: Doc[]}[];
    const title = parts[TITLE].documents.find((doc) => doc.u === EDITED_ROUTE);
    expect(title).toBeDefined();
    const opening = parts[CONTENT].documents.filter((doc) => doc.p === title!.i && !doc.h);
    expect(opening.length, 'the opening paragraph of the outdated page is indexed').toBe(1);
    expect(opening[0].t).toContain('rslib');
  });
});
