// Runs the real `docusaurus write-translations --locale zh` on a throwaway copy of the site,
// with a marker prefix for new messages: any message it had to add, or any message still equal
// to its English text, is a label a Chinese reader would see in English.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const MARK = '@@UNTRANSLATED@@ ';
// Messages that are the same in both languages on purpose: names of products and places.
const SAME_IN_BOTH = /^(Rslib|Rsbuild|Rspack|Rspress|Rsdoctor|Rstest|GitHub|X|Discord|npm|Node\.js|React|Vue|Svelte|Solid|TypeScript|Storybook|Module Federation|Modern\.js Module|Web Workers|WebAssembly|tsup|tsc|esbuild|Rollup|Web Infra|awesome-rspack|Rsbuild Config|Rspack Config|JavaScript API|[a-z][A-Za-z.]*|lib\.[A-Za-z]+|[A-Z]{2,5})$/;

let copy: string;
let output = '';

function writeTranslations(cwd: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'write-translations', '--locale', 'zh', '--messagePrefix', MARK],
      {cwd, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, FORCE_COLOR: '0'}},
    );
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', resolve);
  });
}

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? jsonFiles(full) : entry.name.endsWith('.json') ? [full] : [];
  });
}

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rslib-translations-'));
  for (const entry of ['package.json', 'docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'versions.json', 'docs', 'i18n', 'src', 'static', 'static-locales', 'versioned_docs', 'versioned_sidebars']) {
    if (fs.existsSync(path.join(root, entry))) fs.cpSync(path.join(root, entry), path.join(copy, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const code = await writeTranslations(copy);
  if (code !== 0) throw new Error(`write-translations failed:\n${output}`);
}, 180_000);

afterAll(() => {
  if (copy) fs.rmSync(copy, {recursive: true, force: true});
});

describe('Chinese translations', () => {
  it('need nothing added by write-translations', () => {
    const added = jsonFiles(path.join(copy, 'i18n/zh')).flatMap((file) => {
      const entries = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>);
      return entries.filter(([, v]) => v.message.startsWith(MARK)).map(([key]) => `${path.relative(copy, file)}: ${key}`);
    });
    expect(added).toEqual([]);
  });

  it('leave no English label in the Chinese UI', () => {
    const english = jsonFiles(path.join(root, 'i18n/zh')).flatMap((file) => {
      const entries = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>);
      return entries
        .filter(([, v]) => {
          const text = v.message.replace(/\{\w+\}/g, '').trim(); // placeholders are not words
          return /[A-Za-z]{3,}/.test(text) && !/[\u4e00-\u9fff]/.test(text) && !SAME_IN_BOTH.test(text);
        })
        .map(([key, v]) => `${path.relative(root, file)}: ${key} = ${v.message}`);
    });
    expect(english).toEqual([]);
  });

  it('use ids of our own namespaces, each with a description, for every string of ours', () => {
    const upstream = new Set(
      fs
        .readdirSync(path.join(root, 'node_modules/@docusaurus/theme-translations/locales/base'))
        .flatMap((file) => Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@docusaurus/theme-translations/locales/base', file), 'utf8')))),
    );
    // The search plugin's own strings, for its components that ours replace.
    const searchPlugin = /^theme\.Search(Bar|Page)\./;
    const code = JSON.parse(fs.readFileSync(path.join(root, 'i18n/zh/code.json'), 'utf8')) as Record<string, {message: string; description?: string}>;
    const ours = Object.entries(code).filter(([id]) => !upstream.has(id) && !searchPlugin.test(id));
    expect(ours.length).toBeGreaterThan(20);
    expect(ours.filter(([id]) => id.startsWith('theme.')).map(([id]) => id)).toEqual([]);
    expect(ours.filter(([, {description}]) => !description?.trim()).map(([id]) => id)).toEqual([]);
  });
});
