import {describe, expect, it, vi} from 'vitest';
import {searchDocuments} from '../exportDocuments.mjs';
import {findHighlights, mergeRanges, splitByHighlights} from './highlight';
import {groupHits, moveSelection, resultRows} from './grouping';
import {groupOf, markableTerms, toSearchHits, type WorkerResult} from './hits';
import {LruCache} from './lruCache';
import {cacheKey, runSearch} from './pipeline';
import {isSitePath, parseRemoteResponse, remoteSearchUrl} from './remote';
import {isInScope, versionBase} from './scope';
import {excerpt, MAX_QUERY_LENGTH, normalizeQuery, textWidth} from './text';
import type {SearchContext, SearchHit} from './types';

const hit = (group: string, title: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  type: 'title',
  title,
  header: title,
  link: `/${title}`,
  query: 'q',
  highlightInfoList: [],
  group,
  ...extra,
});

/** The highlighted parts of a text, as strings. */
const marked = (text: string, ranges: {start: number; length: number}[]) =>
  ranges.map(({start, length}) => text.slice(start, start + length));

describe('textWidth', () => {
  it('counts CJK characters as 3 and others as 1', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('打包')).toBe(6);
    expect(textWidth('Rslib 打包')).toBe(12);
    expect(textWidth('，。')).toBe(6);
    expect(textWidth('')).toBe(0);
  });
  it('counts a character outside the BMP once', () => {
    expect(textWidth('𠀀')).toBe(3);
    expect(textWidth('😀')).toBe(1);
  });
});

describe('normalizeQuery', () => {
  it('trims and collapses whitespace', () => {
    expect(normalizeQuery('  module \n federation  ')).toBe('module federation');
    expect(normalizeQuery('   ')).toBe('');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery(42)).toBe('');
  });
  it('caps the length of long input', () => {
    expect(normalizeQuery('a'.repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
    expect(normalizeQuery('打包 产物')).toBe('打包 产物');
  });
  it('never ends in half a surrogate pair', () => {
    const query = normalizeQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀😀`);
    expect(query).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
  });
});

describe('excerpt', () => {
  const long = `${'word '.repeat(60)}the federation plugin ${'tail '.repeat(60)}`;

  it('keeps a short text whole', () => {
    expect(excerpt('short text', [{start: 6, length: 4}])).toEqual({text: 'short text', highlights: [{start: 6, length: 4}]});
  });

  it('cuts at most 100 width units around the first match and moves the highlights', () => {
    const start = long.indexOf('federation');
    const cut = excerpt(long, [{start, length: 10}]);
    expect(textWidth(cut.text)).toBeLessThanOrEqual(100);
    expect(textWidth(cut.text)).toBeGreaterThan(80);
    expect(cut.text.startsWith('…')).toBe(true);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(marked(cut.text, cut.highlights)).toEqual(['federation']);
  });

  it('counts CJK characters as 3 width units', () => {
    const zh = `${'配置'.repeat(40)}模块联邦${'插件'.repeat(40)}`;
    const start = zh.indexOf('模块联邦');
    const cut = excerpt(zh, [{start, length: 4}]);
    expect(textWidth(cut.text)).toBeLessThanOrEqual(100);
    // 100 units hold about 33 Chinese characters, not 100.
    expect(cut.text.replace(/…/g, '').length).toBeLessThanOrEqual(33);
    expect(cut.text.replace(/…/g, '').length).toBeGreaterThanOrEqual(30);
    expect(marked(cut.text, cut.highlights)).toEqual(['模块联邦']);
  });

  it('starts at the beginning without a match', () => {
    const cut = excerpt(long, []);
    expect(cut.text.startsWith('word word')).toBe(true);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(textWidth(cut.text)).toBeLessThanOrEqual(100);
  });

  it('ends at a word rather than in the middle of one, so no mark is cut short', () => {
    const text = `${'the federation plugin '.repeat(20)}`;
    const starts = [...text.matchAll(/federation/g)].map((m) => m.index ?? 0);
    const cut = excerpt(text, starts.map((start) => ({start, length: 10})));
    expect(cut.text).toMatch(/(federation|plugin|the)…$/);
    for (const mark of marked(cut.text, cut.highlights)) expect(mark).toBe('federation');
  });

  it('clips a highlight that runs past the excerpt', () => {
    const start = long.indexOf('federation');
    const cut = excerpt(long, [{start, length: 5_000}]);
    const [only] = cut.highlights;
    expect(only.start + only.length).toBeLessThanOrEqual(cut.text.length);
  });

  it('keeps surrogate pairs whole', () => {
    const emoji = `${'😀'.repeat(120)}`;
    const cut = excerpt(emoji, [{start: 100, length: 2}]);
    expect(cut.text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('findHighlights', () => {
  it('finds query words case-insensitively and marks whole words from a stem', () => {
    const text = 'Bundle mode bundles each entry; the bundler is Rspack.';
    expect(marked(text, findHighlights(text, ['bundl']))).toEqual(['Bundle', 'bundles', 'bundler']);
  });
  it('matches only where a Latin word or a part of one starts, as the index reads words', () => {
    expect(findHighlights('unbundled output', ['bundl'])).toEqual([]);
    const code = 'import { _ as _create_class__ } from "@swc/helpers"; globalThis.tinyTotal = total;';
    expect(marked(code, findHighlights(code, ['create', 'total']))).toEqual(['create_class__', 'Total', 'total']);
    expect(findHighlights('UMDNAME', ['name'])).toEqual([]);
  });
  it('finds the y form of a stem ending in i', () => {
    const text = 'A library, or several libraries.';
    expect(marked(text, findHighlights(text, ['librari']))).toEqual(['library', 'libraries']);
  });
  it('finds Chinese words anywhere', () => {
    const text = '使用模块联邦插件打包产物';
    expect(marked(text, findHighlights(text, ['模块联邦', '打包']))).toEqual(['模块联邦', '打包']);
  });
  it('merges overlapping matches', () => {
    const text = 'module federation';
    expect(findHighlights(text, ['module federation', 'federation', 'modul'])).toEqual([{start: 0, length: 17}]);
  });
  it('treats regex characters and HTML in terms as plain text', () => {
    const text = 'a <b>tag</b> and (.*) here';
    expect(marked(text, findHighlights(text, ['(.*)', '<b>']))).toEqual(['<b>', '(.*)']);
    expect(findHighlights(text, ['[', '\\', ''])).toEqual([]);
  });
  it('keeps offsets right when lower-casing changes a length', () => {
    const text = 'İstanbul module';
    expect(marked(text, findHighlights(text, ['module']))).toEqual(['module']);
  });
});

describe('mergeRanges and splitByHighlights', () => {
  it('merges and sorts ranges', () => {
    expect(mergeRanges([[5, 8], [0, 2], [1, 3], [8, 9], [4, 4]])).toEqual([
      {start: 0, length: 3},
      {start: 5, length: 4},
    ]);
  });
  it('cuts a text into plain and highlighted parts', () => {
    expect(splitByHighlights('hello world', [{start: 6, length: 5}])).toEqual([
      {text: 'hello ', highlighted: false},
      {text: 'world', highlighted: true},
    ]);
  });
  it('ignores malformed and out-of-range highlights', () => {
    const bad = [
      {start: -5, length: 7},
      {start: 3, length: 100},
      {start: Number.NaN, length: 1},
      null,
    ] as unknown as {start: number; length: number}[];
    expect(splitByHighlights('abcdef', bad)).toEqual([
      {text: 'ab', highlighted: true},
      {text: 'c', highlighted: false},
      {text: 'def', highlighted: true},
    ]);
    expect(splitByHighlights('', undefined)).toEqual([{text: '', highlighted: false}]);
  });
});

describe('toSearchHits', () => {
  const page = {i: 1, t: 'Module Federation', u: '/guide/advanced/module-federation', b: ['Guide', 'Advanced']};
  const results: WorkerResult[] = [
    {document: page, type: 0, metadata: {modul: {}, feder: {}}, tokens: ['module', 'federation']},
    {document: {i: 2, t: 'Configure the plugin', u: page.u, h: '#configure-the-plugin', p: 1}, type: 1, page, metadata: {plugin: {}}, tokens: ['plugin']},
    {
      document: {i: 3, t: `${'x '.repeat(80)}Use the federation plugin to share modules.`, s: 'Usage', u: page.u, h: '#usage', p: 1},
      type: 4,
      page,
      metadata: {feder: {}},
      tokens: ['federation'],
    },
    {document: {i: 9, t: 'Outside', u: '/guide/start/features'}, type: 0, tokens: ['outside']},
  ];
  const hits = toSearchHits(results, 'federation', 'Others');

  it('maps title, heading and content results with link, group and query', () => {
    expect(hits.map((h) => [h.type, h.title, h.header, h.link, h.group, h.query])).toEqual([
      ['title', 'Module Federation', 'Module Federation', '/guide/advanced/module-federation', 'Advanced', 'federation'],
      ['header', 'Module Federation', 'Configure the plugin', '/guide/advanced/module-federation#configure-the-plugin', 'Advanced', 'federation'],
      ['content', 'Module Federation', 'Usage', '/guide/advanced/module-federation#usage', 'Advanced', 'federation'],
      ['title', 'Outside', 'Outside', '/guide/start/features', 'Others', 'federation'],
    ]);
  });

  it('highlights the matched words in the text each hit shows', () => {
    expect(marked(hits[0].header, hits[0].highlightInfoList)).toEqual(['Module', 'Federation']);
    expect(marked(hits[1].header, hits[1].highlightInfoList)).toEqual(['plugin']);
    const statement = hits[2].statement ?? '';
    expect(textWidth(statement)).toBeLessThanOrEqual(100);
    expect(marked(statement, hits[2].highlightInfoList)).toEqual(['federation']);
    expect(hits[0].statement).toBeUndefined();
  });

  it('skips results without a document', () => {
    expect(toSearchHits([{type: 0} as unknown as WorkerResult], 'q', 'Others')).toEqual([]);
  });

  it('shows a hit in code as its line, marked as code; a hit in prose is not', () => {
    const line = "import { pluginReact } from '@rsbuild/plugin-react';";
    const [hit] = toSearchHits([{document: {i: 4, t: line, s: 'JSX runtime', u: page.u, h: '#jsx-runtime', p: 1}, type: 6, page, tokens: ['pluginreact']}], 'pluginReact', 'Others');
    expect(hit).toMatchObject({type: 'content', header: 'JSX runtime', statement: line, code: true});
    expect(marked(line, hit.highlightInfoList)).toEqual(['pluginReact']);
    expect(hits[2].code).toBeUndefined();
  });

  it('takes the innermost breadcrumb entry as group', () => {
    expect(groupOf(['Guide', 'Advanced'], 'Others')).toBe('Advanced');
    expect(groupOf(['指南', ' 进阶 '], '其他')).toBe('进阶');
    expect(groupOf([], 'Others')).toBe('Others');
    expect(groupOf(undefined, 'Others')).toBe('Others');
  });
});

describe('groupHits and the result rows', () => {
  const hits = [
    ...Array.from({length: 9}, (_, i) => hit('Advanced', `a${i}`)),
    hit('Basic', 'b0'),
    hit('Advanced', 'a9'),
  ];

  it('groups by sidebar group in order of appearance, 7 per group', () => {
    const groups = groupHits(hits);
    expect(groups.map((g) => [g.group, g.hits.length, g.hidden])).toEqual([
      ['Advanced', 7, 3],
      ['Basic', 1, 0],
    ]);
    expect(groups[0].hits.map((h) => h.title)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
  });

  it('shows every hit of an expanded group', () => {
    const [advanced] = groupHits(hits, new Set(['Advanced']));
    expect(advanced.hits).toHaveLength(10);
    expect(advanced.hidden).toBe(0);
  });

  it('lists a "see more" row after a group with hidden hits', () => {
    const rows = resultRows(groupHits(hits));
    expect(rows).toHaveLength(7 + 1 + 1);
    expect(rows[7]).toEqual({kind: 'more', group: 'Advanced', hidden: 3});
    expect(rows[8]).toMatchObject({kind: 'hit', group: 'Basic'});
  });

  it('moves the selection with wrapping', () => {
    expect(moveSelection(-1, 1, 3)).toBe(0);
    expect(moveSelection(-1, -1, 3)).toBe(2);
    expect(moveSelection(2, 1, 3)).toBe(0);
    expect(moveSelection(0, -1, 3)).toBe(2);
    expect(moveSelection(1, 1, 3)).toBe(2);
    expect(moveSelection(5, 1, 3)).toBe(0);
    expect(moveSelection(0, 1, 0)).toBe(-1);
  });
});

describe('LruCache', () => {
  it('drops the least recently used entry past its capacity', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('d', 4);
    expect(cache.has('b')).toBe(false);
    expect([cache.has('a'), cache.has('c'), cache.has('d')]).toEqual([true, true, true]);
    expect(cache.size).toBe(3);
  });

  it('updates an existing key without growing', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
    expect(cache.get('missing')).toBeUndefined();
  });

  it('holds 100 entries by default', () => {
    const cache = new LruCache<number, number>();
    for (let i = 0; i < 150; i++) cache.set(i, i);
    expect(cache.size).toBe(100);
    expect(cache.has(49)).toBe(false);
    expect(cache.has(50)).toBe(true);
    expect(new LruCache(0).capacity).toBe(1);
  });
});

describe('remote search', () => {
  it('builds the GET URL with keyword, limit, searchIndexes and lang', () => {
    const url = new URL(remoteSearchUrl('/api/search?site=rslib', {keyword: 'a&b 打包', limit: 100, searchIndexes: ['rslib', 'rsbuild'], lang: 'zh'}, 'http://127.0.0.1:3000/zh/guide/'));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3000/api/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({site: 'rslib', keyword: 'a&b 打包', limit: '100', searchIndexes: 'rslib,rsbuild', lang: 'zh'});
  });

  it('reads groups of hits and drops malformed or foreign ones', () => {
    const body = [
      {
        index: 'rslib',
        hits: [
          {type: 'content', title: 'Format', header: 'ESM', link: '/config/lib/format#esm', statement: 'ESM output', highlightInfoList: [{start: 0, length: 3}, {start: -1, length: 2}]},
          {type: 'title', title: 'Bundle', link: '/config/lib/bundle', group: 'Lib'},
          {type: 'title', title: 'Evil', link: 'javascript:alert(1)'},
          {type: 'title', title: 'Elsewhere', link: '//evil.example/x'},
          {type: 'weird', title: 'Bad type', link: '/x'},
          'not a hit',
        ],
      },
      {index: 'broken'},
      null,
    ];
    const hits = parseRemoteResponse(body, 'esm');
    expect(hits).toEqual([
      {type: 'content', title: 'Format', header: 'ESM', link: '/config/lib/format#esm', query: 'esm', highlightInfoList: [{start: 0, length: 3}], group: 'rslib', statement: 'ESM output'},
      {type: 'title', title: 'Bundle', header: 'Bundle', link: '/config/lib/bundle', query: 'esm', highlightInfoList: [], group: 'Lib'},
    ]);
  });

  it('throws on an answer that is not a list, for the caller to log', () => {
    expect(() => parseRemoteResponse({hits: []}, 'q')).toThrow(/list/);
    expect(() => parseRemoteResponse(null, 'q')).toThrow();
    expect(parseRemoteResponse([], 'q')).toEqual([]);
  });

  it('accepts only paths of this site as links', () => {
    expect(isSitePath('/guide/')).toBe(true);
    expect(isSitePath('//evil.example/')).toBe(false);
    expect(isSitePath('/\\evil.example/')).toBe(false);
    expect(isSitePath('https://evil.example/')).toBe(false);
    expect(isSitePath('javascript:alert(1)')).toBe(false);
  });
});

describe('scope: the current language and version only', () => {
  it('keeps English results out of the Chinese site and the other way round', () => {
    expect(isInScope('/zh/guide/start/', '/zh/', [])).toBe(true);
    expect(isInScope('/guide/start/', '/zh/', [])).toBe(false);
    expect(isInScope('/guide/start/#x', '/', ['/zh/'])).toBe(true);
    expect(isInScope('/zh/guide/start/', '/', ['/zh/'])).toBe(false);
    expect(isInScope('/zh', '/', ['/zh/'])).toBe(false);
    expect(isInScope('/zhuyin/', '/', ['/zh/'])).toBe(true);
  });
  it('keeps other versions out', () => {
    expect(isInScope('/next/guide/', '/', ['/zh/', '/next/'])).toBe(false);
    expect(isInScope('/next/guide/', '/next/', ['/zh/', '/'])).toBe(true);
  });
  it('takes the version path for versions other than the latest', () => {
    expect(versionBase('/', undefined)).toBe('/');
    expect(versionBase('/zh/', {path: '/zh/', isLast: true})).toBe('/zh/');
    expect(versionBase('/', {path: '/next', isLast: false})).toBe('/next/');
  });
});

describe('runSearch', () => {
  const context: SearchContext = {lang: 'en', versionBase: '/', mode: 'local'};
  const provider = vi.fn(async (query: string) => [hit('Basic', `${query}-1`), hit('Basic', `${query}-2`)]);

  it('does nothing for blank input', async () => {
    provider.mockClear();
    expect(await runSearch({query: '  \n ', context, provider})).toEqual({query: '', hits: []});
    expect(provider).not.toHaveBeenCalled();
  });

  it('runs the hooks before, during and after the provider', async () => {
    const calls: string[] = [];
    const outcome = await runSearch({
      query: ' cli ',
      context,
      provider,
      hooks: {
        beforeSearch: (q) => {
          calls.push(`before ${q}`);
          return `${q} options`;
        },
        onSearch: (q, hits) => {
          calls.push(`during ${q} ${hits.length}`);
          return [hit('Extra', 'added')];
        },
        afterSearch: (q, hits) => {
          calls.push(`after ${q} ${hits.length}`);
          return [...hits].reverse();
        },
      },
    });
    expect(calls).toEqual(['before cli', 'during cli options 2', 'after cli options 3']);
    expect(outcome.query).toBe('cli options');
    expect(outcome.hits.map((h) => h.title)).toEqual(['added', 'cli options-2', 'cli options-1']);
  });

  it('keeps going when a hook throws, and reports it', async () => {
    const errors: unknown[] = [];
    const outcome = await runSearch({
      query: 'cli',
      context,
      provider,
      onError: (e) => errors.push(e),
      hooks: {
        beforeSearch: () => {
          throw new Error('bad hook');
        },
        afterSearch: async () => {
          throw new Error('bad after');
        },
      },
    });
    expect(outcome.hits.map((h) => h.title)).toEqual(['cli-1', 'cli-2']);
    expect(errors.map((e) => (e as Error).message)).toEqual(['bad hook', 'bad after']);
  });

  it('answers a repeated query from the cache, per context', async () => {
    provider.mockClear();
    const cache = new LruCache<string, SearchHit[]>();
    await runSearch({query: 'dts', context, provider, cache});
    await runSearch({query: '  dts ', context, provider, cache});
    expect(provider).toHaveBeenCalledTimes(1);
    await runSearch({query: 'dts', context: {...context, lang: 'zh', versionBase: '/zh/'}, provider, cache});
    expect(provider).toHaveBeenCalledTimes(2);
    expect(cache.has(cacheKey('dts', context))).toBe(true);
  });

  it('returns at most the limit', async () => {
    const many = async () => Array.from({length: 150}, (_, i) => hit('G', `t${i}`));
    expect((await runSearch({query: 'x', context, provider: many})).hits).toHaveLength(100);
    expect((await runSearch({query: 'x', context, provider: many, limit: 5})).hits).toHaveLength(5);
  });
});

describe('searchDocuments (export for a remote service)', () => {
  const index = [
    {documents: [{i: 1, t: 'Quick start', u: '/guide/start/quick-start', b: ['Getting Started']}, {i: 9, t: 'CLI', u: '/guide/basic/cli'}]},
    {documents: [{i: 3, t: 'Requirements', u: '/guide/start/quick-start', h: '#requirements', p: 1}, {i: 5, t: 'Templates', u: '/guide/start/quick-start', h: '#templates', p: 1}]},
    {documents: []},
    {documents: []},
    {documents: [{i: 4, t: 'Node.js 20.19 or later.', u: '/guide/start/quick-start', h: '#requirements', p: 1}, {i: 2, t: 'This page takes you…', u: '/guide/start/quick-start', p: 1}]},
  ];
  it('makes one document per page, in the shape of a search document', () => {
    const docs = searchDocuments(index, {lang: 'en', domain: 'https://rslib.rs', headingDepth: (_route, id) => (id === 'templates' ? 3 : 2)});
    expect(docs).toEqual([
      {
        id: 'en:/guide/start/quick-start',
        title: 'Quick start',
        content: 'This page takes you…\n\nNode.js 20.19 or later.',
        toc: [
          {text: 'Requirements', id: 'requirements', depth: 2},
          {text: 'Templates', id: 'templates', depth: 3},
        ],
        routePath: '/guide/start/quick-start',
        domain: 'https://rslib.rs',
      },
      {id: 'en:/guide/basic/cli', title: 'CLI', content: '', toc: [], routePath: '/guide/basic/cli', domain: 'https://rslib.rs'},
    ]);
  });
  it('survives an empty or partial index', () => {
    expect(searchDocuments([], {lang: 'zh'})).toEqual([]);
    expect(searchDocuments([{documents: [{i: 1}]}], {lang: 'zh'})).toEqual([]);
  });
});

describe('markableTerms', () => {
  it('marks a Chinese term only when the query holds all its characters', () => {
    expect(markableTerms(['模块', '模板', '联邦', '块'], '模块联邦')).toEqual(['模块', '联邦', '块']);
  });
  it('keeps Latin stems and mixed terms whose Chinese part is in the query', () => {
    expect(markableTerms(['bundl', 'librari', 'mf格式'], 'mf 格式 bundle')).toEqual(['bundl', 'librari', 'mf格式']);
    expect(markableTerms(['打包'], 'bundle')).toEqual([]);
  });
});
