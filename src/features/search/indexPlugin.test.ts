import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {buildSearchIndex} from './engine/index.mjs';
import {searchIndex} from './engine/search.mjs';
import {createRequire} from 'node:module';
import {CODE_MARK, documentsWithoutIndex, indexFileName, MANIFEST_FILE, shapeSearchIndex, SUMMARY_WEIGHT, synonymRules, writeSearchIndexes} from './indexPlugin.mjs';
import {MANIFEST_FILE as CLIENT_MANIFEST_FILE} from './searchIndex';

// A small index in the layout @easyops-cn/docusaurus-search-local writes: one entry per
// document type (title, heading, description, keywords, content), each with a lunr index.
const lunrIndex = {version: '2.3.9', fields: ['t'], fieldVectors: [['t/1', [0, 1.2]]], invertedIndex: [['modul', {_index: 0, t: {'1': {position: [[0, 6]]}}}]], pipeline: ['stemmer']};
const pluginIndex = (contentText = 'Module Federation lets applications share code at run time.') => [
  {
    documents: [
      {i: 1, t: 'Module Federation', u: '/guide/advanced/module-federation', b: ['Guide', 'Advanced']},
      {i: 5, t: 'Glossary', u: '/guide/start/glossary', b: ['Guide', 'Getting Started']},
    ],
    index: lunrIndex,
  },
  {documents: [{i: 2, t: 'Requirements', u: '/guide/advanced/module-federation', h: '#requirements', p: 1}], index: lunrIndex},
  {documents: [{i: 1, t: 'Share code between applications at run time.', s: 'Module Federation', u: '/guide/advanced/module-federation', p: 1}], index: lunrIndex},
  {documents: [{i: 1, t: 'MF, micro frontends', s: 'Module Federation', u: '/guide/advanced/module-federation', p: 1}], index: lunrIndex},
  {
    documents: [
      {i: 3, t: contentText, s: 'Module Federation', u: '/guide/advanced/module-federation', h: '', p: 1},
      {i: 4, t: `Install the plugin first.${CODE_MARK}npm add @module-federation/rsbuild-plugin`, s: 'Requirements', u: '/guide/advanced/module-federation', h: '#requirements', p: 1},
    ],
    index: lunrIndex,
  },
];

describe('documentsWithoutIndex', () => {
  it("is the plugin's buildIndex: the documents of each type, a missing type as none, and no lunr index", () => {
    const require = createRequire(import.meta.url);
    const plugin = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js');
    expect(plugin.buildIndex).toBe(documentsWithoutIndex);
    const title = [{i: 1, t: 'Guide', u: '/guide'}];
    // eslint-disable-next-line no-sparse-arrays
    expect(documentsWithoutIndex([title, , []])).toEqual([
      {documents: title, index: null},
      {documents: [], index: null},
      {documents: [], index: null},
    ]);
  });
});

describe('shapeSearchIndex', () => {
  const shaped = shapeSearchIndex(pluginIndex(), {synonyms: [{from: ['mf'], to: ['module federation']}], summaryPages: [/\/glossary$/]});

  it('keeps the documents as the plugin wrote them, descriptions and keywords too, without the lunr index', () => {
    expect(shaped).toHaveLength(7);
    for (const entry of shaped) expect(Object.keys(entry).filter((k) => k !== 'synonyms')).toEqual(['documents']);
    expect(shaped[1].documents).toEqual(pluginIndex()[1].documents);
    expect(shaped[2].documents).toEqual(pluginIndex()[2].documents);
    expect(shaped[3].documents).toEqual(pluginIndex()[3].documents);
    expect(shaped[4].documents[0]).toEqual(pluginIndex()[4].documents[0]);
  });

  it("puts a section's code into a document of its own, after the synonyms", () => {
    const section = {s: 'Requirements', u: '/guide/advanced/module-federation', h: '#requirements', p: 1, i: 4};
    expect(shaped[4].documents[1]).toEqual({...section, t: 'Install the plugin first.'});
    expect(shaped[6].documents).toEqual([{...section, t: 'npm add @module-federation/rsbuild-plugin'}]);
    // A section of code only has no text document.
    const codeOnly = pluginIndex();
    codeOnly[4].documents[1].t = `${CODE_MARK}npm add x`;
    expect(shapeSearchIndex(codeOnly)[4].documents).toHaveLength(1);
  });

  it("reads each section's code blocks, line by line, out of its text (the plugin's parse, patched)", () => {
    const {parse} = createRequire(import.meta.url)('@easyops-cn/docusaurus-search-local/dist/server/server/utils/parse.js');
    const line = (text: string) => `<span class="token-line">${text}<br></span>`;
    const block = (lines: string[], title = '') => `<div class="theme-code-block">${title}<pre><code>${lines.map(line).join('')}</code></pre></div>`;
    const html = `<html><head><meta name="description" content="Add a licence comment."></head><body><article><header><h1>lib.banner</h1></header>
      <p>Text at the top.</p>${block(['export default {', "  banner: {js: '/*! MIT */'},", '};'], '<div class="codeBlockTitle_x">rslib.config.ts</div>')}
      <h2><a class="hash-link" href="#example">#</a>Example</h2><p>More.</p>${block(["banner: {js: '/*! MIT */'},", "banner: {js: '/*! MIT */'},"])}
      </article></body></html>`;
    const page = parse(html, 'docs', '/config/lib/banner', {ignoreCssSelectors: []});
    expect(page.description).toBe('Add a licence comment.');
    // Lines without a letter or digit (`};`) and repeats within a section are left out.
    expect(page.sections.map((s: {content: string}) => s.content)).toEqual([
      `Text at the top.${CODE_MARK}rslib.config.ts\nexport default {\nbanner: {js: '/*! MIT */'},`,
      `More.${CODE_MARK}banner: {js: '/*! MIT */'},`,
    ]);
  });

  it('reads a folder tree (features/fileTree) once, as the lines of its hidden code block, not its drawn list', () => {
    const {parse} = createRequire(import.meta.url)('@easyops-cn/docusaurus-search-local/dist/server/server/utils/parse.js');
    const html = `<html><body><article><header><h1>lib.banner</h1></header><p>The output:</p>
      <div class="language-text codeBlockContainer_x theme-code-block" data-file-tree=""><div class="codeBlockContent_x">
        <pre hidden class="language-text"><code><span class="token-line">dist/</span><span class="token-line">└── index.js        ← js banner</span></code></pre>
        <ul><li><span><svg aria-hidden="true"><path d="M0 0"/></svg><span>dist/</span></span><ul><li><span><svg aria-hidden="true"></svg><span>index.js</span><span>js banner</span></span></li></ul></li></ul>
      </div></div></article></body></html>`;
    const page = parse(html, 'docs', '/config/lib/banner', {ignoreCssSelectors: []});
    expect(page.sections.map((s: {content: string}) => s.content)).toEqual([`The output:${CODE_MARK}dist/\n└── index.js ← js banner`]);
  });

  it('a hit in code is found with the words of its line, weighed below the same words in prose', () => {
    const index = buildSearchIndex(shaped as never);
    const [hit] = searchIndex(index, 'rsbuild-plugin');
    expect(hit).toMatchObject({type: 6, document: {t: 'npm add @module-federation/rsbuild-plugin', h: '#requirements'}});
    const prose = pluginIndex('Add @module-federation/rsbuild-plugin to the project.');
    const both = buildSearchIndex(shapeSearchIndex(prose) as never);
    expect(searchIndex(both, 'rsbuild-plugin').map((r) => r.type).slice(0, 2)).toEqual([4, 6]);
  });

  it('gives summary pages a lower weight and carries the synonyms', () => {
    expect(shaped[0].documents).toEqual([
      {i: 1, t: 'Module Federation', u: '/guide/advanced/module-federation', b: ['Guide', 'Advanced']},
      {i: 5, t: 'Glossary', u: '/guide/start/glossary', b: ['Guide', 'Getting Started'], r: SUMMARY_WEIGHT},
    ]);
    expect(shaped[5].synonyms).toEqual([{from: ['mf'], to: ['module federation']}]);
  });

  it('is what the worker reads back into the documents the plugin wrote', () => {
    const index = buildSearchIndex(shaped as never);
    const [section] = searchIndex(index, 'install plugin');
    expect(section.document).toMatchObject({t: 'Install the plugin first.', s: 'Requirements', u: '/guide/advanced/module-federation', h: '#requirements'});
    expect(searchIndex(index, 'mf')[0].document.u).toBe('/guide/advanced/module-federation');
  });

  it('refuses a file that is not the plugin\'s', () => {
    expect(() => shapeSearchIndex({} as never)).toThrow(/array/);
  });
});

describe('synonymRules', () => {
  it('reads groups both ways and one-way entries one way, lower-cased, dropping what is malformed', () => {
    expect(
      synonymRules({
        groups: [['D.TS', ' typings '], ['alone'], 'not a list', [3, 'x', '']],
        oneWay: [{from: ['Types'], to: ['declaration files']}, {from: [], to: ['x']}, null],
      }),
    ).toEqual([
      {from: ['d.ts', 'typings'], to: ['d.ts', 'typings']},
      {from: ['types'], to: ['declaration files']},
    ]);
    expect(synonymRules(null)).toEqual([]);
  });

  it('reads the site\'s synonyms.json', () => {
    const rules = synonymRules(JSON.parse(fs.readFileSync(path.join(__dirname, 'synonyms.json'), 'utf8')));
    expect(rules.length).toBeGreaterThan(10);
    expect(rules.some((rule) => rule.from.includes('d.ts') && rule.to.includes('类型声明文件'))).toBe(true);
  });
});

describe('the served index file', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });
  /** A build folder with the plugin's file in it, as its postBuild leaves it (two languages). */
  function builtSite(contentText?: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rslib-search-index-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'zh'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'search-index.json'), JSON.stringify(pluginIndex(contentText)));
    // As the plugin writes it in our build: no lunr index (documentsWithoutIndex).
    fs.writeFileSync(path.join(dir, 'zh', 'search-index.json'), JSON.stringify(pluginIndex('模块联邦').map(({documents}) => ({documents, index: null}))));
    return dir;
  }
  const manifestOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as {index: string};

  it('is named by a hash of its final content, and the manifest beside it names it', () => {
    const dir = builtSite();
    const written = writeSearchIndexes(dir, {});
    expect(written.map((file) => path.relative(dir, path.dirname(file))).sort()).toEqual(['', 'zh']);
    for (const folder of [dir, path.join(dir, 'zh')]) {
      const {index} = manifestOf(folder);
      expect(index).toMatch(/^search-index-[0-9a-f]{8}\.json$/);
      const content = fs.readFileSync(path.join(folder, index), 'utf8');
      expect(indexFileName(content)).toBe(index);
      // The plugin's own file is gone: only the named one is served.
      expect(fs.readdirSync(folder).filter((name) => name.startsWith('search-index'))).toEqual([index]);
    }
    expect(manifestOf(dir).index).not.toBe(manifestOf(path.join(dir, 'zh')).index);
  });

  it('gets a new name when its content changes, from the pages or from how the index is shaped', () => {
    const first = builtSite();
    writeSearchIndexes(first, {});
    const sameAgain = builtSite();
    writeSearchIndexes(sameAgain, {});
    expect(manifestOf(sameAgain).index).toBe(manifestOf(first).index);

    const otherText = builtSite('Module Federation shares code between builds.');
    writeSearchIndexes(otherText, {});
    const otherShape = builtSite();
    writeSearchIndexes(otherShape, {synonyms: [{from: ['mf'], to: ['module federation']}]});
    const names = new Set([first, otherText, otherShape].map((dir) => manifestOf(dir).index));
    expect(names.size).toBe(3);
  });

  it('leaves a file alone that is already ours (another language built earlier)', () => {
    const dir = builtSite();
    writeSearchIndexes(dir, {});
    const before = manifestOf(dir).index;
    expect(writeSearchIndexes(dir, {synonyms: [{from: ['x'], to: ['y']}]})).toEqual([]);
    expect(manifestOf(dir).index).toBe(before);
  });

  it('is looked up by the page under the same manifest name', () => {
    expect(CLIENT_MANIFEST_FILE).toBe(MANIFEST_FILE);
  });
});
