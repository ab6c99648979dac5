import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import os from 'node:os';
import {markedBlocks} from './plugin.mjs';
import remarkTwoslash, {errorLine, wantsTypes} from './remarkTwoslash.mjs';
import {computeTypesOfBlocks, type BlockTypes} from './twoslash.mjs';
import {parseCodeTypes, plainDefault, segmentLine, sharedPopups, type CodeTypes} from './types';
import {placement} from './popups';

const FIXTURE = fileURLToPath(new URL('./fixtures/typed.mdx', import.meta.url));
const page = fs.readFileSync(FIXTURE, 'utf8');

/** The code nodes of a page after the plugin, as the MDX pipeline hands them on. */
async function typedBlocks(value: string) {
  const blocks: Array<{value: string; meta?: string; data?: {hProperties?: Record<string, string>}}> = [];
  const collect = () => (tree: {children: any[]}) => void blocks.push(...tree.children.filter((node) => node.type === 'code'));
  await compile({path: FIXTURE, value}, {remarkPlugins: [remarkTwoslash, collect]});
  return blocks;
}

describe('remarkTwoslash', () => {
  it('gives a marked block the declared type and doc of each option, and cuts its notations', async () => {
    const [typed, plain] = await typedBlocks(page);
    expect(typed.value).not.toContain('^?');
    expect(typed.value).toContain("lib: [{ format: 'esm' }],");
    const types = parseCodeTypes(typed.data?.hProperties?.twoslash) as CodeTypes;
    const format = types.hovers.find((hover) => hover.text.includes('format'));
    // What a reader needs to write the option, not the literal TypeScript narrowed it to.
    expect(format?.text).toBe("(property) LibConfig.format?: Format\ntype Format = 'esm' | 'cjs' | 'umd' | 'mf' | 'iife'");
    expect(format?.docs).toMatch(/format/i);
    expect(format?.defaultValue).toBe("`'esm'`");
    expect(format).toMatchObject({line: 3, character: 10, length: 6});
    // `defineConfig` in the call keeps its declared signature and doc.
    const call = types.hovers.find((hover) => hover.line === 2);
    expect(call?.text).toMatch(/^\(alias\) function defineConfig</);
    expect(call?.docs).toMatch(/autocomplete/);
    // The `// ^?` query is answered on the line of the name it points at.
    expect(types.queries).toEqual([expect.objectContaining({line: 3, character: 10, text: format?.text})]);
    // An unmarked block is left alone.
    expect(plain.value).toContain('// ^?');
    expect(plain.data?.hProperties?.twoslash).toBeUndefined();
  }, 60_000);

  it("fails the build with the page and line when an option's type is wrong", async () => {
    const broken = page.replace("format: 'esm'", "format: 'es'");
    const line = broken.split('\n').findIndex((text) => text.includes("format: 'es'")) + 1;
    await expect(typedBlocks(broken)).rejects.toThrow(`${path.basename(FIXTURE)}:${line}`);
    await expect(typedBlocks(broken)).rejects.toThrow(/not assignable to type 'Format/);
  }, 60_000);

  it('reads the word twoslash in the meta of JS and TS blocks only', () => {
    expect(wantsTypes({type: 'code', lang: 'ts', meta: 'title="a.ts" twoslash'})).toBe(true);
    expect(wantsTypes({type: 'code', lang: 'tsx', meta: 'twoslash'})).toBe(true);
    expect(wantsTypes({type: 'code', lang: 'bash', meta: 'twoslash'})).toBe(false);
    expect(wantsTypes({type: 'code', lang: 'ts', meta: 'title="twoslash.ts"'})).toBe(false);
    expect(wantsTypes({type: 'code', lang: 'ts', meta: null})).toBe(false);
  });

  it("names the error's line, or the fence's when the error has no offset", () => {
    const node = {value: 'a\nb\nc', position: {start: {line: 10}}};
    expect(errorLine(node, new Error('[2322] 4 - Type'))).toBe(13);
    expect(errorLine(node, new Error('Unknown inline compiler flags'))).toBe(10);
  });
});

describe('computeTypesOfBlocks', () => {
  it('types blocks compiled together as if each were alone', async () => {
    const blocks = [
      {lang: 'ts', code: "import type { Format } from '@rslib/core';\n// ---cut---\nconst format: Format = 'esm';\n//    ^?"},
      {lang: 'js', code: '#!/usr/bin/env node\nconst format = 42;\nformat.toFixed();'},
      {lang: 'ts', code: "// @errors: 2391\nfunction build(): void;\n// ---cut---\nconst format = 'cjs';"},
    ];
    const [first, second, third] = (await computeTypesOfBlocks(blocks)) as BlockTypes[];
    // Each block keeps its own cut and its own names: the same `format` is a module's own.
    expect(first.code).toBe("const format: Format = 'esm';");
    expect(first.queries).toEqual([expect.objectContaining({line: 0, character: 6, text: 'const format: Format'})]);
    expect(second.code).toBe('#!/usr/bin/env node\nconst format = 42;\nformat.toFixed();');
    expect(second.hovers.find((hover) => hover.line === 2 && hover.character === 7)?.text).toMatch(/^\(method\) Number\.toFixed/);
    expect(third.code).toBe("const format = 'cjs';");
    expect(third.hovers).toEqual([expect.objectContaining({line: 0, character: 6, text: 'const format: "cjs"'})]);
  }, 60_000);

  it('fails only the block with an error it does not declare, naming its offset', async () => {
    const code = "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ format: 'es' }] });";
    const [wrong, right, flagged] = await computeTypesOfBlocks([
      {lang: 'ts', code},
      {lang: 'ts', code: code.replace("'es'", "'esm'")},
      {lang: 'ts', code: `// @strict: false\n${code}`},
    ]);
    expect(wrong).toBeInstanceOf(Error);
    expect((wrong as Error).message).toMatch(new RegExp(`^\\[2769\\] ${code.indexOf('format: ')} - No overload matches`));
    expect((wrong as Error).message).toMatch(/Type '"es"' is not assignable to type 'Format/);
    expect((wrong as Error).message).toContain('// @errors: 2769');
    expect((right as BlockTypes).hovers.length).toBeGreaterThan(0);
    // A compiler flag would change every block of the program: refused, calmly.
    expect((flagged as Error).message).toMatch(/@strict is not supported in a typed block/);
  }, 60_000);
});

describe('markedBlocks', () => {
  it('finds the marked JS and TS blocks of the docs, their versions and translations', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'code-types-'));
    const page = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), text);
    };
    page('docs/a.mdx', '```ts twoslash\nconst a = 1;\n```\n\n```ts\nconst plain = 1;\n```\n');
    page('versioned_docs/version-1/b.md', '- list\n\n  ```js title="b.js" twoslash\n  const b = 2;\n  ```\n');
    page('i18n/zh/docusaurus-plugin-content-docs/current/a.mdx', '```ts twoslash\n// 中文\nconst a = 1;\n```\n');
    page('src/pages/c.mdx', '```ts twoslash\nconst c = 3;\n```\n');
    try {
      expect(markedBlocks(site).map(({lang, code}) => [lang, code]).sort()).toEqual([
        ['js', 'const b = 2;'],
        ['ts', '// 中文\nconst a = 1;'],
        ['ts', 'const a = 1;'],
      ]);
    } finally {
      fs.rmSync(site, {recursive: true, force: true});
    }
  });
});

describe('segmentLine', () => {
  const token = (content: string, type = 'plain') => ({types: [type], content});

  it('wraps a name that is one token, and one cut across tokens', () => {
    const line = [token('  '), token('format', 'property'), token(': '), token("'esm'", 'string')];
    expect(segmentLine(line, [{start: 2, end: 8, hover: 0}])).toEqual([
      {tokens: [token('  ')]},
      {tokens: [token('format', 'property')], hover: 0},
      {tokens: [token(': '), token("'esm'", 'string')]},
    ]);
    expect(segmentLine([token('import { defineConfig }')], [{start: 9, end: 21, hover: 3}])).toEqual([
      {tokens: [token('import { ')]},
      {tokens: [token('defineConfig')], hover: 3},
      {tokens: [token(' }')]},
    ]);
  });

  it('keeps every character once, whatever the ranges', () => {
    const line = [token('abc'), token('def'), token('g')];
    const ranges = [{start: 5, end: 40, hover: 1}, {start: 1, end: 4, hover: 0}];
    const segments = segmentLine(line, ranges);
    expect(segments.flatMap((s) => s.tokens.map((t) => t.content)).join('')).toBe('abcdefg');
    expect(segments.map((s) => s.hover)).toEqual([undefined, 0, undefined, 1]);
    expect(segmentLine([], ranges)).toEqual([]);
  });
});

describe('parseCodeTypes', () => {
  it('keeps well-formed entries and refuses anything else calmly', () => {
    const hover = {line: 0, character: 1, length: 2, text: 'x: number'};
    expect(parseCodeTypes(JSON.stringify({hovers: [hover, {line: 'a'}], queries: []}))).toEqual({hovers: [hover], queries: []});
    expect(parseCodeTypes('{not json')).toBeUndefined();
    expect(parseCodeTypes(JSON.stringify({hovers: []}))).toBeUndefined();
    expect(parseCodeTypes(undefined)).toBeUndefined();
    expect(parseCodeTypes(42)).toBeUndefined();
  });

  it('shows a default without its backticks', () => {
    expect(plainDefault("`'esm'`")).toBe("'esm'");
    expect(plainDefault('true')).toBe('true');
  });
});

describe('placement', () => {
  const view = {width: 400, height: 800};
  it('goes under the name, inside the window', () => {
    expect(placement({left: 20, top: 100, bottom: 120}, {width: 200, height: 100}, view)).toEqual({left: 20, top: 124});
    expect(placement({left: 350, top: 100, bottom: 120}, {width: 200, height: 100}, view)).toEqual({left: 192, top: 124});
    expect(placement({left: 0, top: 100, bottom: 120}, {width: 600, height: 100}, view)).toEqual({left: 8, top: 124});
  });
  it('goes over the name when there is no room below', () => {
    expect(placement({left: 20, top: 700, bottom: 720}, {width: 200, height: 100}, view)).toEqual({left: 20, top: 596});
    // No room either side: under it, where the reader scrolls.
    expect(placement({left: 20, top: 60, bottom: 80}, {width: 200, height: 780}, view)).toEqual({left: 20, top: 84});
  });
});

describe('sharedPopups', () => {
  it('points names that show the same thing at one popup', () => {
    const info = (text: string, docs?: string) => ({line: 0, character: 0, length: 1, text, ...(docs && {docs})});
    expect(sharedPopups([info('a'), info('b'), info('a'), info('a', 'doc'), info('b')])).toEqual([0, 1, 0, 3, 1]);
    expect(sharedPopups([])).toEqual([]);
  });
});
