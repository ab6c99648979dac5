// Folder listings drawn as trees (src/features/fileTree): a nested list with icons and muted
// comments, readable without scripts, copied as the text the page's source has, in the twin
// and the search index once as that text.
import {axeViolations} from './fixtures/axe';
import {sourceCodeBlocks, sourceOfRoute} from './fixtures/codeBlocks';
import {expect, test, type Locator, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';
import {CODE, CONTENT} from '../../src/features/search/engine/index.mjs';

const PAGES = [
  // Comments after `←`, a title-less block.
  {url: '/config/lib/banner', name: 'toast.d.ts', comment: 'css banner', onlyInTree: 'css banner'},
  // Nested folders, Chinese comments after a wide gap.
  {url: '/zh/guide/advanced/monorepo', name: 'rslib.base.ts', comment: '共享的默认配置', onlyInTree: 'tsconfig.base.json'},
];

/** The first listing of a page's source, as written. */
function sourceListing(url: string): string {
  const file = sourceOfRoute(url);
  const listing = file && sourceCodeBlocks(file).find((block) => block.value.includes('├── '));
  if (!listing) throw new Error(`no listing in the source of ${url}`);
  return listing.value;
}

const treeOf = (page: Page) => page.locator('article [data-file-tree]').first();

/** What a reader sees of the tree: it is a list of as many items as the listing has lines, with an icon each. */
async function expectDrawnTree(tree: Locator, source: string, {name, comment}: {name: string; comment: string}) {
  const lines = source.split('\n');
  const list = tree.getByRole('list').first();
  await expect(list).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(lines.length);
  // The root holds the rest, one level of list per level of the drawing.
  await expect(list.locator(':scope > li > ul > li')).toHaveCount(lines.slice(1).filter((line) => /^[├└]/.test(line)).length);
  await expect(tree.locator('li svg[aria-hidden="true"]')).toHaveCount(lines.length);
  // Folders and files have different icons: the root is a folder, `name` a file.
  const iconOf = (item: Locator) => item.locator('svg').first().locator('path').getAttribute('d');
  const folderIcon = await iconOf(list.getByRole('listitem').first());
  const file = list.getByRole('listitem').filter({hasText: name}).last();
  expect(await iconOf(file)).not.toBe(folderIcon);
  // The name is in the code font; the comment is shown, in another colour.
  const nameText = file.getByText(name, {exact: true});
  await expect(nameText).toBeVisible();
  expect(await nameText.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
  const commentText = list.getByText(comment, {exact: true}).first();
  await expect(commentText).toBeVisible();
  const colour = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
  expect(await colour(commentText)).not.toBe(await colour(nameText));
  // The source text itself (box-drawing and all) is not shown.
  await expect(tree.locator('pre')).toBeHidden();
  expect(await tree.innerText()).not.toContain('├');
}

for (const entry of PAGES) {
  test.describe(`file tree on ${entry.url}`, () => {
    test('shows as a list with icons and comments', async ({page, consoleErrors}) => {
      await openHydrated(page, entry.url);
      await expectDrawnTree(treeOf(page), sourceListing(entry.url), entry);
      expect(consoleErrors).toEqual([]);
    });

    test('copy gives the listing exactly as written', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openHydrated(page, entry.url);
      const tree = treeOf(page);
      await tree.hover();
      const button = tree.locator('button[data-code-button="copy"]');
      await button.click();
      await expect(button).toHaveAttribute('data-copied', 'true');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sourceListing(entry.url));
    });

    test('axe finds no violations in the tree @theme', async ({page, colorScheme}) => {
      await openHydrated(page, entry.url);
      // The audit is of the colour theme the project asks for.
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme === 'dark' ? 'dark' : 'light');
      await treeOf(page).hover();
      expect(await axeViolations(page, 'article [data-file-tree]')).toEqual([]);
    });

    test.describe('without JavaScript', () => {
      test.use({javaScriptEnabled: false});
      test('the tree is drawn by the server', async ({page}) => {
        await page.goto(entry.url);
        await expectDrawnTree(treeOf(page), sourceListing(entry.url), entry);
        // No copy button that would do nothing.
        await expect(treeOf(page).locator('button[data-code-button="copy"]')).toBeHidden();
      });
    });

    test('the Markdown twin and the search index have the listing once, as text', async ({request}) => {
      const source = sourceListing(entry.url);
      const twin = await (await request.get(`${entry.url}.md`)).text();
      expect(twin.split(`\`\`\`text\n${source}\n\`\`\``)).toHaveLength(2);
      expect(twin).not.toContain('<svg');

      const prefix = entry.url.startsWith('/zh/') ? '/zh' : '';
      const manifest = await (await request.get(`${prefix}/search-manifest.json`)).json();
      const index: Array<{documents: Array<{t: string; u: string}>}> = await (await request.get(`${prefix}/${manifest.index}`)).json();
      const ofPage = (type: number) => index[type]!.documents.filter((doc) => doc.u === entry.url).map((doc) => doc.t);
      // Each line as the index keeps code lines: trimmed, spaces collapsed.
      const lines = source.split('\n').map((line) => line.trim().replace(/\s+/g, ' '));
      const code = ofPage(CODE).join('\n').split('\n');
      for (const line of new Set(lines)) expect(code.filter((l) => l === line), line).toHaveLength(1);
      // Not a second time from the drawn list, in the section's text (the prose says other things).
      expect(ofPage(CONTENT).join('\n')).not.toContain(entry.onlyInTree);
    });
  });
}

test('a tree on a page reached by a link (drawn by React) is the same, and copies', async ({page, context, consoleErrors}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const entry = PAGES[0]!;
  await openHydrated(page, '/config/lib/format');
  await page.locator(`nav a[href="${entry.url}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${entry.url}$`));
  const tree = treeOf(page);
  await expectDrawnTree(tree, sourceListing(entry.url), entry);
  await tree.hover();
  await tree.locator('button[data-code-button="copy"]').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sourceListing(entry.url));
  expect(consoleErrors).toEqual([]);
});

test.describe('tree blocks on the test page', () => {
  test('a ```tree block is drawn with its title, and fits a phone without scrolling sideways', async ({page}) => {
    await page.setViewportSize({width: 320, height: 700});
    await openHydrated(page, '/tests/doc');
    const tree = treeOf(page);
    await expect(tree.locator('[class^="codeBlockTitle"]')).toHaveText('dist/');
    await expect(tree.getByRole('listitem')).toHaveCount(5);
    await expect(tree.getByText('its declarations', {exact: true})).toBeVisible();
    expect(await tree.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('a ```tree block that is not a listing stays a plain code block', async ({page}) => {
    await openHydrated(page, '/tests/doc');
    const plain = page.locator('article div.language-tree:not([data-file-tree])');
    await expect(plain).toHaveCount(1);
    await expect(plain.locator('pre')).toBeVisible();
    await expect(plain.locator('.token-line')).toHaveText(['dist/', '', '└── index.js']);
  });
});
