// Every config reference page, English and Chinese, explains its option in at least
// MIN_PROSE_WORDS words of prose: a type line and a snippet are not a reference page.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {bodyStart, linesOutsideCode} from './mdxLines';

const root = path.resolve(import.meta.dirname, '../..');
const MIN_PROSE_WORDS = 250;
const dirs = {en: 'docs/config', zh: 'i18n/zh/docusaurus-plugin-content-docs/current/config'} as const;

/**
 * The prose of an MDX page: front matter, import/export lines, fenced code blocks, JSX tags,
 * HTML comments, heading ids and link targets are dropped. An inline code span counts as one
 * word, however many dots or dashes it has.
 */
export function proseOf(mdx: string): string {
  const lines = mdx.replace(/\r\n/g, '\n').split('\n');
  const kept = Array.from(linesOutsideCode(lines, bodyStart(lines)), ([, line]) => line);
  return kept
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/`[^`\n]+`/g, ' code ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^:::\w*.*$/gm, ' ');
}

/** Words as the language's word breaker sees them (Chinese has no spaces between words). */
export function countWords(text: string, language: 'en' | 'zh'): number {
  const segmenter = new Intl.Segmenter(language, {granularity: 'word'});
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count++;
  return count;
}

function configPages(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx') || file.endsWith('.md'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

describe('prose word count', () => {
  it('leaves out front matter, imports, code blocks, tags and link targets', () => {
    const page = [
      '---',
      'title: "lib.x"',
      'description: "many many many words here"',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      '## Heading words {#heading-id}',
      '',
      'Two words [linked text](../rsbuild/output.mdx#outputtarget) and `output.autoExternal`.',
      '',
      '```ts title="rslib.config.ts"',
      'export default defineConfig({ lib: [{ format: "esm" }] });',
      '```',
      '<Tabs groupId="x">',
      ':::tip Title words',
      '<!-- a comment -->',
    ].join('\n');
    expect(countWords(proseOf(page), 'en')).toBe(
      // "Heading words", "Two words linked text and code"; the admonition line is dropped
      2 + 2 + 2 + 1 + 1 + 0,
    );
  });

  it('counts Chinese words, not characters', () => {
    expect(countWords('为这个 `lib` 项打包依赖', 'zh')).toBeGreaterThanOrEqual(5);
    expect(countWords('为这个 `lib` 项打包依赖', 'zh')).toBeLessThan('为这个lib项打包依赖'.length);
  });

  it('finds the config pages of both languages', () => {
    expect(configPages(dirs.en)).toEqual(configPages(dirs.zh));
    expect(configPages(dirs.en)).toEqual(expect.arrayContaining(['index.mdx', 'lib/format.mdx', 'rsbuild/log-level.mdx']));
  });
});

describe.each(Object.entries(dirs) as ['en' | 'zh', string][])('config pages in %s', (language, dir) => {
  it.each(configPages(dir))(`%s has at least ${MIN_PROSE_WORDS} words of prose`, (file) => {
    const words = countWords(proseOf(fs.readFileSync(path.join(root, dir, file), 'utf8')), language);
    expect(words, `${dir}/${file}`).toBeGreaterThanOrEqual(MIN_PROSE_WORDS);
  });
});
