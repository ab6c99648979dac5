import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseTerms, repoRoot, TERMS_FILE} from '../../../tests/unit/chineseTerms/terms';
import {buildSearchIndex} from './engine/index.mjs';
import {searchIndex} from './engine/search.mjs';
import {shapeSearchIndex, siteSynonymRules, synonymRules} from './indexPlugin.mjs';
import {formSpellings, regexSpellings, settledTerms, termsSynonymRules} from './termsSynonyms.mjs';

const termsMarkdown = fs.readFileSync(path.join(repoRoot, TERMS_FILE), 'utf8');

describe('regexSpellings', () => {
  it('spells out alternatives, groups and optional parts, without lookarounds', () => {
    expect(regexSpellings('监听模式|观察模式')).toEqual(['监听模式', '观察模式']);
    expect(regexSpellings('(非|不)?打包模式')).toEqual(['非打包模式', '不打包模式', '打包模式']);
    expect(regexSpellings('(?<!类型)声明文件')).toEqual(['声明文件']);
    expect(regexSpellings('(?<![A-Za-z_])CLI(?![A-Za-z_])')).toEqual(['CLI']);
    expect(regexSpellings('(?<![\\w.])d\\.ts 文件')).toEqual(['d.ts 文件']);
    expect(regexSpellings('AI ?助手')).toEqual(['AI 助手', 'AI助手']);
  });

  it('gives up on what has no literal spellings, or too many', () => {
    for (const source of ['[“”‘’]', 'a.b', 'ab+', 'a*', '\\w+', 'x{2}', '(a', 'a)', '(?<name>a)']) expect(regexSpellings(source)).toBeNull();
    expect(regexSpellings('(a|b)(c|d)(e|f)(g|h)(i|j)(k|l)')).toBeNull();
  });
});

describe('formSpellings and settledTerms', () => {
  it('reads a literal form as itself and a /regex/ form by its spellings, lower-cased', () => {
    expect(formSpellings('构建缓存')).toEqual(['构建缓存']);
    expect(formSpellings('/env mode/i')).toEqual(['env mode']);
    // One Chinese character would match everywhere.
    expect(formSpellings('您')).toEqual([]);
    expect(formSpellings('/[“”‘’]/')).toBeNull();
  });

  it('drops notes in brackets and backticks, and splits alternatives', () => {
    expect(settledTerms('按需编译（first mention: 按需编译（lazy compilation））')).toEqual(['按需编译']);
    expect(settledTerms("命令行 (Rslib's), 命令行工具 (a program)")).toEqual(['命令行', '命令行工具']);
    expect(settledTerms('bundle 模式 / bundleless 模式')).toEqual(['bundle 模式', 'bundleless 模式']);
    expect(settledTerms('`lib` 项的 id')).toEqual(['lib 项的 id']);
    expect(settledTerms('「」')).toEqual([]);
  });
});

describe('termsSynonymRules', () => {
  it('makes each line of the avoid block a one-way rule from the form to the settled term', () => {
    const {rules, skipped} = termsSynonymRules(
      ['# Terms', '', '```text terms-avoid', '# concepts', '构建缓存 => 持久化缓存', '/监听模式|观察模式/ => watch 模式', '您 => 你', '/[“”]/ => 「」', 'not a rule', '```', '', '```text', '工作区 => workspace', '```'].join('\n'),
    );
    expect(rules).toEqual([
      {from: ['构建缓存'], to: ['持久化缓存']},
      {from: ['监听模式', '观察模式'], to: ['watch 模式']},
    ]);
    expect(skipped).toEqual(['您 => 你', '/[“”]/ => 「」', 'not a rule']);
  });

  it('reads the lines TERMS.md holds, as the page check reads them: every rule with a literal spelling becomes a synonym', () => {
    const {rules, skipped} = termsSynonymRules(termsMarkdown);
    const checked = parseTerms(termsMarkdown, () => true).rules;
    expect(rules.length + skipped.length).toBe(checked.length);
    for (const rule of checked) {
      const spellings = formSpellings(rule.form);
      const made = rules.find((r) => spellings?.some((s) => r.from.includes(s)));
      const terms = settledTerms(rule.use);
      // A rule is only left out when it has nothing to search for.
      if (!made) expect(!spellings?.length || terms.length === 0 || spellings.every((s) => terms.includes(s)), rule.form).toBe(true);
      else expect(made.to).toEqual(terms);
    }
    const to = (form: string) => rules.find((r) => r.from.includes(form))?.to;
    expect(to('构建缓存')).toEqual(['持久化缓存']);
    expect(to('懒编译')).toEqual(['按需编译']);
    expect(to('工作区')).toEqual(['workspace']);
    expect(to('ai 助手')).toEqual(['编程智能体']);
    expect(to('对等依赖')).toEqual(['peer 依赖']);
  });
});

describe('the site synonyms', () => {
  it('are synonyms.json followed by the avoid list of TERMS.md, and synonyms.json alone without it', () => {
    const json = synonymRules(JSON.parse(fs.readFileSync(path.join(__dirname, 'synonyms.json'), 'utf8')));
    expect(siteSynonymRules(repoRoot)).toEqual([...json, ...termsSynonymRules(termsMarkdown).rules]);
    const warnings: string[] = [];
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'rslib-search-terms-'));
    try {
      expect(siteSynonymRules(empty, {warn: (message) => warnings.push(message)})).toEqual(json);
    } finally {
      fs.rmSync(empty, {recursive: true, force: true});
    }
    expect(warnings).toEqual([expect.stringContaining('TERMS.md')]);
  });

  it('find the page of the settled term for a reader who types the avoided form', () => {
    const plugin = [
      {documents: [{i: 1, t: '持久化缓存', u: '/zh/config/rsbuild/performance', b: ['配置']}, {i: 2, t: '构建', u: '/zh/guide/build', b: ['指南']}]},
      {documents: []},
      {documents: []},
      {documents: []},
      {documents: [{i: 3, t: '开启后，第二次启动快得多。', u: '/zh/config/rsbuild/performance', h: '', p: 1}, {i: 4, t: '构建一个库；依赖的缓存放在 node_modules 里。', u: '/zh/guide/build', h: '', p: 2}]},
    ];
    const characters = (text: string) => [...text].map((ch, i) => ({text: ch, start: i}));
    const first = (synonyms: Array<{from: string[]; to: string[]}>) => searchIndex(buildSearchIndex(shapeSearchIndex(plugin, {synonyms}) as never), '构建缓存', {segment: characters})[0].document.u;
    expect(first(siteSynonymRules(repoRoot))).toBe('/zh/config/rsbuild/performance');
    // The avoid list alone does it; without any synonym, the words as typed win.
    expect(first(termsSynonymRules(termsMarkdown).rules)).toBe('/zh/config/rsbuild/performance');
    expect(first([])).toBe('/zh/guide/build');
  });
});
