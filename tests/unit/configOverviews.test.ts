// The overview pages of the config reference link every option page, in both languages: the
// configuration overview links all of them, the lib and Rsbuild overviews those of their folder.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const languages = {en: 'docs/config', zh: 'i18n/zh/docusaurus-plugin-content-docs/current/config'} as const;

/** The option pages of a folder (`lib` or `rsbuild`), without its overview. */
function optionPages(dir: string, folder: 'lib' | 'rsbuild'): string[] {
  return fs
    .readdirSync(path.join(root, dir, folder))
    .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
    .sort();
}

/** The relative `.mdx` link targets of a page, without anchors. */
export function linkTargets(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/\]\((\.{1,2}\/[^)#\s]+\.mdx)(?:#[^)]*)?\)/g)].map((m) => m[1]));
}

describe('linkTargets', () => {
  it('reads relative mdx links and drops anchors', () => {
    expect([...linkTargets('[a](./lib/format.mdx) [b](../rsbuild/output.mdx#outputtarget) [c](https://rsbuild.rs/x.mdx)')]).toEqual([
      './lib/format.mdx',
      '../rsbuild/output.mdx',
    ]);
  });
});

describe.each(Object.entries(languages))('config overviews (%s)', (_language, dir) => {
  const read = (page: string) => linkTargets(fs.readFileSync(path.join(root, dir, page), 'utf8'));

  it('the configuration overview links every option page', () => {
    const links = read('index.mdx');
    const missing = (['lib', 'rsbuild'] as const).flatMap((folder) => optionPages(dir, folder).map((file) => `./${folder}/${file}`)).filter((target) => !links.has(target));
    expect(missing).toEqual([]);
  });

  it.each(['lib', 'rsbuild'] as const)('the %s overview links every page of its folder', (folder) => {
    const links = read(`${folder}/index.mdx`);
    const missing = optionPages(dir, folder)
      .map((file) => `./${file}`)
      .filter((target) => !links.has(target));
    expect(missing).toEqual([]);
  });
});
