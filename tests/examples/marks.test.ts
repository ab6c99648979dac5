// A page that marks a block with build="id" promises that the block is built; this test holds
// the pages to it: every marked block, in either language, has a describeExample in this folder.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {extractConfigSnippets, markdownFiles} from '../../src/shared/utils/snippets.mjs';
import {repoRoot} from './harness';

function markedBlocks(): string[] {
  const roots = [path.join(repoRoot, 'docs'), path.join(repoRoot, 'i18n/zh/docusaurus-plugin-content-docs/current')];
  return roots.flatMap((root) =>
    markdownFiles(root).flatMap((file) => {
      const page = path.relative(root, file).replace(/\.mdx?$/, '').split(path.sep).join('/');
      return extractConfigSnippets(fs.readFileSync(file, 'utf8'))
        .filter((s) => s.build)
        .map((s) => `${page}#${s.build}`);
    }),
  );
}

function testedBlocks(): Set<string> {
  const here = import.meta.dirname;
  const pairs = new Set<string>();
  for (const name of fs.readdirSync(here).filter((n) => n.endsWith('.test.ts'))) {
    const text = fs.readFileSync(path.join(here, name), 'utf8');
    for (const m of text.matchAll(/page:\s*['"]([^'"]+)['"],\s*(?:\/\/[^\n]*\n\s*)?block:\s*['"]([^'"]+)['"]/g)) {
      pairs.add(`${m[1]}#${m[2]}`);
    }
  }
  return pairs;
}

test('every block marked build="..." has a test that builds it', () => {
  const tested = testedBlocks();
  const untested = [...new Set(markedBlocks())].filter((key) => !tested.has(key));
  expect(untested).toEqual([]);
});
