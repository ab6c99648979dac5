import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {afterAll, describe, expect, it} from 'vitest';
import {bodyModule, pageModule} from './mdxBodyLoader.cjs';

// The shape of what Docusaurus's MDX loader writes for a doc page (see a stored page under
// .docusaurus/rslib-mdx-pages after a build).
const compiledPage = `
export const frontMatter = {
	title: 'Page'
};
export const contentTitle = 'Page';
export {default as metadata} from './metadata.json'
export const assets = {

};

import {jsx as _jsx} from "./jsx.js";
import Shared from "./shared.js";
export const toc = [{
  "value": "First",
  "id": "first",
  "level": 2
}];
function _createMdxContent(props) {
  return _jsx("p", {children: ["The text of the page, with ", Shared, " and ", toc.length, " heading."]});
}
export default function MDXContent(props = {}) {
  return _createMdxContent(props);
}
`;

describe('a doc page\'s module and its text', () => {
  const page = pageModule(compiledPage, '!!text-loader!./page.mdx');

  it('keeps the metadata in the page and loads the text through the lazy helper', () => {
    expect(page).toContain('export const toc = [');
    expect(page).toContain('export {default as metadata}');
    expect(page).not.toContain('export default function MDXContent(');
    expect(page).toMatch(/import \{lazyMdxBody as __lazyMdxBody\} from ".*mdxBody\.ts";\nimport __pageMetadata from '\.\/metadata\.json';\nexport default __lazyMdxBody\(\(\) => import\("!!text-loader!\.\/page\.mdx"\), __pageMetadata\.permalink\);\n$/);
  });

  it('gives the text one export, the component, with the metadata as local constants', () => {
    const text = bodyModule(page);
    expect(text).toMatch(/\nexport default MDXContent;\n$/);
    expect(text.match(/^export /gm)).toEqual(['export ']);
    expect(text).toContain('const toc = [');
    expect(text).toContain('import Shared from "./shared.js";');
    expect(text).not.toContain('metadata');
    expect(text).not.toContain('__lazyMdxBody');
  });

  it('leaves a partial (no metadata) as it is', () => {
    const partial = compiledPage.replace("export {default as metadata} from './metadata.json'\n", '');
    expect(pageModule(partial, 'x')).toBe(partial);
  });

  it('stops the build when the MDX output has changed shape, naming the file to re-check', () => {
    expect(() => pageModule(compiledPage.replace('export default function MDXContent(', 'export default MDXContent;\nfunction MDXContent('), 'x')).toThrow(/mdxBodyLoader\.cjs/);
  });
});

describe('the loader in a real build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-body-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  const files: Record<string, string> = {
    'docs/page.mdx': compiledPage,
    'docs/metadata.json': '{"id": "page", "title": "Page"}',
    'docs/jsx.js': 'export const jsx = (type, props) => ({type, props});',
    'docs/shared.js': 'export default "shared";',
    'entry.js': "import * as page from './docs/page.mdx'; window.page = page;",
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  const cacheDir = path.join(dir, 'pages');
  const build = () =>
    new Promise<string[]>((resolve, reject) => {
      rspack(
        {
          mode: 'production',
          context: dir,
          entry: './entry.js',
          output: {path: path.join(dir, 'out'), chunkFilename: '[name].js'},
          // The page's .mdx is already JavaScript here; react is all the lazy helper needs.
          module: {rules: [{test: /\.mdx$/, type: 'javascript/auto', use: [{loader: path.join(__dirname, 'mdxBodyLoader.cjs'), options: {cacheDir}}]}, {test: /\.ts$/, loader: 'builtin:swc-loader', options: {jsc: {parser: {syntax: 'typescript'}}}}]},
          resolve: {modules: [path.resolve(__dirname, '../../../node_modules')], extensions: ['.ts', '.js']},
        },
        (error, stats) => {
          if (error || !stats) return reject(error);
          const {errors} = stats.toJson({all: false, errors: true});
          if (errors!.length) return reject(new Error(errors!.map((e) => e.message).join('\n')));
          resolve(fs.readdirSync(path.join(dir, 'out')).map((file) => fs.readFileSync(path.join(dir, 'out', file), 'utf8')));
        },
      );
    });

  it('puts the text in a chunk of its own, and the metadata only with the page', async () => {
    const outputs = await build();
    const withText = outputs.filter((source) => source.includes('The text of the page'));
    expect(withText).toHaveLength(1);
    // The metadata (metadata.json) is not in the text's chunk; the outline is in the page's, with the lazy text.
    expect(withText[0]).not.toMatch(/"id":\s*"page"/);
    expect(outputs.filter((source) => /"id":\s*"page"/.test(source) && source.includes('"first"') && source.includes('lazy'))).toHaveLength(1);
    expect(withText[0]).not.toContain('lazy');
  }, 30_000);

  it('builds the text again from the stored page, and refuses a stored page older than its file', async () => {
    // The page's run stores what the text's run reads; a stale copy would show an old text.
    const stored = fs.readdirSync(cacheDir);
    expect(stored).toHaveLength(1);
    fs.writeFileSync(path.join(cacheDir, stored[0]!), '// compiled from another version\n');
    const loader = (await import('./mdxBodyLoader.cjs')).default as (this: unknown, source: string) => string;
    const context = {resourcePath: path.join(dir, 'docs/page.mdx'), getOptions: () => ({part: 'body', cacheDir}), addDependency: () => {}};
    expect(() => loader.call(context, '')).toThrow(/older than the file.*npm run clear/);
  }, 30_000);
});
