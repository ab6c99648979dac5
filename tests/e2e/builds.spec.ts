import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures/test';
import {copySite, docusaurus, useBuiltCopy} from './fixtures/siteCopy';

// These tests build modified copies of the site, so they run once (not per theme) and serially.
test.describe.configure({mode: 'serial', timeout: 300_000});

test.describe('a site with two docs versions', () => {
  const copy = useBuiltCopy('versioned', {
    prepare: async (dir) => {
      const cut = await docusaurus(dir, ['docs:version', '1.0']);
      expect(cut.status, cut.output).toBe(0);
    },
  });

  test('shows the version menu and serves the unreleased docs under /next/', async ({page}) => {
    await page.goto(`${copy.origin}/guide/start/`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const menu = page.locator('nav.navbar .dropdown').filter({hasText: '1.0'});
    await expect(menu).toBeVisible();
    await menu.hover();
    const next = menu.getByRole('link', {name: 'Next'});
    await expect(next).toHaveAttribute('href', '/next/guide/start/');
    await next.click();
    await expect(page).toHaveURL(/\/next\/guide\/start\/$/);
    await expect(page.locator('article h1')).toBeVisible();

    const response = await page.request.get(`${copy.origin}/next/guide/start/quick-start`);
    expect(response.status()).toBe(200);
  });
});

const brokenLinkCases = [
  {name: 'a link to a page that does not exist', link: '[the missing page](/guide/no-such-page)', report: /broken links[\s\S]*no-such-page/},
  {name: 'a link to a heading that does not exist', link: '[a lost heading](./quick-start.mdx#no-such-heading)', report: /broken anchors[\s\S]*no-such-heading/},
  {name: 'a Markdown link to a missing file', link: '[a missing file](./no-such-file.mdx)', report: /no-such-file\.mdx/},
];

test.describe('the build refuses broken links', () => {
  for (const [index, {name, link, report}] of brokenLinkCases.entries()) {
    test(`${name} fails the build`, async () => {
      const dir = copySite(`broken-link-${index}`);
      fs.appendFileSync(path.join(dir, 'docs/guide/start/glossary.mdx'), `\n\nSee ${link}.\n`);
      const build = await docusaurus(dir, ['build', '--locale', 'en']);
      expect(build.status).not.toBe(0);
      expect(build.output).toMatch(report);
    });
  }
});
