import {describe, expect, it} from 'vitest';
import {buildSearchIndex, type IndexFileEntry} from './index.mjs';
import {chineseWords, chunkWords, parseQuery, type Segmenter} from './query.mjs';
import {codeLine, hanFrequency, latinWordMatches, nameCoverage, RANKING, readName, searchIndex} from './search.mjs';
import {oneEditApart, readChunk, stem} from './text.mjs';

// Stands in for Intl.Segmenter, so that the tests do not depend on the runtime's dictionary:
// the words of this list, longest first, then single characters.
const DICTIONARY = ['类型声明文件', '外部依赖', '类型', '声明', '文件', '外部', '依赖', '打包', '打开', '如何', '产物', '格式', '输出', '模块', '联邦'];
const segment: Segmenter = (text) => {
  const out: Array<{text: string; start: number}> = [];
  for (let i = 0; i < text.length; ) {
    const word = DICTIONARY.find((w) => text.startsWith(w, i)) ?? text[i];
    out.push({text: word, start: i});
    i += word.length;
  }
  return out;
};

let nextId = 1;
/** An index file in our layout: pages with a title, a description, headings and section text. */
function indexFile(pages: Array<{url: string; title: string; group?: string; weight?: number; description?: string; keywords?: string[]; intro?: string; sections?: Array<[heading: string, text: string]>}>, synonyms: IndexFileEntry['synonyms'] = []): IndexFileEntry[] {
  const titles: IndexFileEntry['documents'] = [];
  const headings: IndexFileEntry['documents'] = [];
  const descriptions: IndexFileEntry['documents'] = [];
  const keywords: IndexFileEntry['documents'] = [];
  const contents: IndexFileEntry['documents'] = [];
  for (const page of pages) {
    const p = nextId++;
    titles.push({i: p, t: page.title, u: page.url, b: [page.group ?? 'Guide'], ...(page.weight ? {r: page.weight} : {})});
    if (page.description) descriptions.push({i: p, t: page.description, s: page.title, u: page.url, p});
    // As the plugin writes them: the meta keywords, comma-joined, numbered as the title.
    if (page.keywords) keywords.push({i: p, t: page.keywords.join(', '), s: page.title, u: page.url, p});
    if (page.intro) contents.push({i: nextId++, t: page.intro, h: '', p} as IndexFileEntry['documents'][number]);
    for (const [heading, text] of page.sections ?? []) {
      const h = `#${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      headings.push({i: nextId++, t: heading, h, p} as IndexFileEntry['documents'][number]);
      contents.push({i: nextId++, t: text, h, p} as IndexFileEntry['documents'][number]);
    }
  }
  return [{documents: titles}, {documents: headings}, {documents: descriptions}, {documents: keywords}, {documents: contents}, {documents: [], synonyms}];
}

const site = buildSearchIndex(
  indexFile(
    [
      {url: '/config/lib/umd-name', title: 'lib.umdName', group: 'Config', intro: 'The name of the global variable a UMD bundle assigns.', sections: [['Forms of the value', 'A string, an array or an object.']]},
      {url: '/config/lib/format', title: 'lib.format', group: 'Config', intro: 'The module format of the output.', sections: [['umd', 'A UMD bundle also needs umdName when it runs in a browser.']]},
      {url: '/guide/advanced/dts', title: 'Declaration files', intro: 'Rslib can generate declaration files for your library.', sections: [['Bundled declaration files', 'One file per entry.']]},
      {url: '/guide/faq', title: 'FAQ', intro: 'Questions. A declaration mentioned in passing.'},
      {url: '/guide/advanced/rstest', title: 'Testing with Rstest', intro: 'Rstest runs the tests of a library.', sections: [['Unit tests of components', 'Write a test next to each component.']]},
      {url: '/guide/start/glossary', title: 'Glossary', weight: 0.5, sections: [['Externals', 'Externals are dependencies left out of the bundle.']]},
      {url: '/guide/advanced/third-party-deps', title: 'Third-party dependencies', intro: 'How externals work: dependencies are left out of the bundle by default, and externals can be listed.', sections: [['Externals', 'List externals with output.externals.']]},
      {url: '/config/rsbuild/output', title: 'output', group: 'Config', sections: [['output.sourceMap', 'Whether a source map is written for each file.'], ['output.legalComments', 'Where legal comments go.']]},
      {url: '/guide/solution/nodejs', title: 'Node.js', intro: 'Build a library for Node.js.'},
      {url: '/zh/guide/advanced/third-party-deps', title: '三方依赖', intro: '默认情况下，外部依赖不会被打包进产物。'},
      {url: '/zh/guide/open', title: '打开文件', intro: '如何打开一个文件。'},
    ],
    [
      {from: ['typings', 'declaration files'], to: ['typings', 'declaration files']},
      {from: ['排除依赖', '外部依赖'], to: ['排除依赖', '外部依赖']},
    ],
  ),
);

/** The pages of a search, in order, without repeats. */
const pages = (query: string) => [...new Set(searchIndex(site, query, {segment}).map((r) => r.document.u))];

/** Per page, its score for the query over its score with no phrase bonus. */
function phraseBonus(idx: ReturnType<typeof buildSearchIndex>, query: string): Record<string, number> {
  const scores = () => Object.fromEntries(searchIndex(idx, query, {segment}).map((r) => [r.document.u, r.score]));
  const withBonus = scores();
  const {phrase} = RANKING;
  RANKING.phrase = 0;
  try {
    const without = scores();
    return Object.fromEntries(Object.entries(withBonus).map(([url, score]) => [url, score / without[url]]));
  } finally {
    RANKING.phrase = phrase;
  }
}

describe('reading text', () => {
  it('stems plurals, -ed and -ing but keeps words of another meaning apart', () => {
    for (const word of ['bundles', 'bundled', 'bundling']) expect(stem(word)).toBe(stem('bundle'));
    expect(stem('bundler')).not.toBe(stem('bundle'));
    expect(stem('general')).not.toBe(stem('generate'));
    expect(stem('libraries')).toBe(stem('library'));
    expect(stem('typings')).toBe(stem('types'));
    expect(stem('es2015')).toBe('es2015');
  });

  it('lets British and American spellings meet', () => {
    expect(stem('analyser')).toBe(stem('analyzer'));
    expect(stem('analysing')).toBe(stem('analyze'));
    expect(stem('optimisation')).toBe(stem('optimization'));
    expect(stem('minimise')).toBe(stem('minimize'));
    expect(stem('analysis')).not.toBe(stem('analyze'));
  });

  it('reads camelCase, kebab-case and dotted names into words and the compound a reader may type', () => {
    const words = (chunk: string) => readChunk(chunk, 0).atoms.map((a) => a.word);
    const compounds = (chunk: string) => readChunk(chunk, 0).compounds.map((c) => c.word);
    expect(words('umdName')).toEqual(['umd', 'name']);
    expect(compounds('umdName')).toEqual(['umdname']);
    expect(compounds('umd-name')).toEqual(['umdname']);
    expect(words('output.sourceMap')).toEqual(['output', 'source', 'map']);
    expect(compounds('output.sourceMap')).toEqual(['sourcemap']);
    expect(compounds('node.js')).toEqual(['nodejs']);
    expect(compounds('d.ts')).toEqual(['dts']);
    expect(words('HTMLPlugin')).toEqual(['html', 'plugin']);
    expect(readChunk('umdName', 10).atoms[1]).toEqual({word: 'name', start: 13, end: 17});
  });

  it('counts one inserted, removed, changed or swapped letter as one edit', () => {
    expect(oneEditApart('declaration', 'decleration')).toBe(true);
    expect(oneEditApart('external', 'externl')).toBe(true);
    expect(oneEditApart('external', 'externall')).toBe(true);
    expect(oneEditApart('typescript', 'typescirpt')).toBe(true);
    expect(oneEditApart('typescript', 'typscirpt')).toBe(false);
    expect(oneEditApart('same', 'same')).toBe(false);
  });
});

describe('parseQuery', () => {
  it('drops stop words and joins neighbouring words into the compound they may spell', () => {
    const {units, alternatives} = parseQuery('how to build a umd name', {segment});
    expect(units.map((u) => u.text)).toEqual(['build', 'umd', 'name']);
    expect(alternatives).toContainEqual(expect.objectContaining({first: 1, last: 2, kind: 'compound', terms: [{type: 'latin', word: 'umdname', joined: true}]}));
  });

  it('cuts Chinese into words without question words, and keeps the phrase they form', () => {
    const {units, alternatives} = parseQuery('如何打包产物', {segment});
    expect(units.map((u) => u.text)).toEqual(['打包', '产物']);
    expect(alternatives).toContainEqual(expect.objectContaining({first: 0, last: 1, kind: 'phrase', terms: [{type: 'han', text: '打包产物'}]}));
  });

  it('adds synonyms for the span of the query that says them, in either language', () => {
    const {alternatives} = parseQuery('ship typings', {segment, synonyms: [{from: ['typings'], to: ['declaration files', '类型声明文件']}]});
    const synonyms = alternatives.filter((a) => a.kind === 'synonym');
    expect(synonyms.map((a) => a.terms)).toEqual([
      [
        {type: 'latin', word: 'declaration', exact: true},
        {type: 'latin', word: 'files', exact: true},
      ],
      [{type: 'han', text: '类型声明文件'}],
    ]);
    expect(synonyms.every((a) => a.first === 1 && a.last === 1)).toBe(true);
  });

  it('drops lone letters and digits, which tell no page apart', () => {
    expect(parseQuery('<img src=x onerror=1>', {segment}).units.map((u) => u.text)).toEqual(['img', 'src', 'onerror']);
  });

  it('reads a lone letter and its dotted neighbour as one word (d.ts), and drops other lone letters', () => {
    expect(parseQuery('generate d.ts', {segment}).units.map((u) => u.text)).toEqual(['generate', 'dts']);
    expect(parseQuery('index.d.ts', {segment}).units.map((u) => u.text)).toEqual(['index', 'dts']);
    expect(parseQuery('upgrade from 0.x', {segment}).units.map((u) => u.text)).toEqual(['upgrade']);
    expect(parseQuery('v1.x', {segment}).units.map((u) => u.text)).toEqual(['v1']);
    expect(chunkWords(readChunk('d.ts', 0))).toEqual([{word: 'dts', start: 0, end: 4, first: 0, last: 1}]);
  });

  it('matches a synonym only as whole words', () => {
    const {alternatives} = parseQuery('mfoo', {segment, synonyms: [{from: ['mf'], to: ['module federation']}]});
    expect(alternatives.some((a) => a.kind === 'synonym')).toBe(false);
  });
});

describe('reading Chinese with the pages as the dictionary', () => {
  // The browser's dictionary cuts most technical words into characters: this one knows none.
  const characters: Segmenter = (text) => [...text].map((ch, i) => ({text: ch, start: i}));
  // Knows a few words of two characters and cuts the rest into characters.
  const someWords: Segmenter = (text) => {
    const known = ['兼容', '浏览', '更新', '迁移', '过来', '文件', '复制', '静态', '依赖', '产物'];
    const out: Array<{text: string; start: number}> = [];
    for (let i = 0; i < text.length; ) {
      const word = known.find((w) => text.startsWith(w, i)) ?? text[i];
      out.push({text: word, start: i});
      i += word.length;
    }
    return out;
  };
  const pagesSay = (...texts: string[]) => (word: string) => texts.join('\u0000').split(word).length - 1;
  const words = (run: string, segment: Segmenter, frequency: (text: string) => number) => chineseWords(run, segment, frequency).map((w) => (w.lone ? `${w.text}?` : w.text));

  it('joins characters into the words the pages use, not into one word no page uses', () => {
    expect(words('构建缓存', characters, pagesSay('启用持久化缓存可以加快构建'))).toEqual(['构建', '缓存']);
    expect(words('构建缓存', characters, pagesSay('构建缓存'))).toEqual(['构建缓存']);
  });

  it('joins a single character to the neighbour on either side that forms a word with it', () => {
    expect(words('热更新', someWords, pagesSay('开启热更新'))).toEqual(['热更新']);
    expect(words('浏览器', someWords, pagesSay('在浏览器中'))).toEqual(['浏览器']);
    // When both sides form a word, the reading the pages use more often wins.
    expect(words('旧浏览器', someWords, pagesSay('旧浏览', '浏览器', '浏览器'))).toEqual(['旧?', '浏览器']);
    expect(words('旧浏览器', someWords, pagesSay('旧浏览', '旧浏览', '浏览器'))).toEqual(['旧浏览', '器?']);
  });

  it('keeps a character that forms no word with its neighbours on its own, marked lone', () => {
    expect(words('兼容旧浏览器', someWords, pagesSay('兼容更旧的浏览器'))).toEqual(['兼容', '旧?', '浏览器']);
  });

  it('keeps two words of the dictionary apart when the pages use each', () => {
    expect(words('构建产物', someWords, pagesSay('构建产物', '构建', '产物'))).toEqual(['构建', '产物']);
    // Characters that form a word together read as one.
    expect(words('构建产物', characters, pagesSay('构建产物', '构建', '产物'))).toEqual(['构建产物']);
  });

  it('drops question words and the directions of a task rather than joining them', () => {
    expect(words('从迁移过来', someWords, pagesSay('从迁移', '迁移过来'))).toEqual(['迁移']);
    expect(words('复制静态文件到', someWords, pagesSay('复制静态文件到'))).toEqual(['复制', '静态', '文件']);
    // A question word inside a word the pages use stays (对 of 对等).
    expect(words('对等依赖', characters, pagesSay('对等', '依赖'))).toEqual(['对等', '依赖']);
  });

  it('counts occurrences in the index text, once per string and index', () => {
    const index = buildSearchIndex(indexFile([{url: '/zh/a', title: '缓存', intro: '持久化缓存让二次构建更快；缓存放在 node_modules 中。'}]));
    expect(hanFrequency(index, '缓存')).toBe(3);
    expect(hanFrequency(index, '构建缓存')).toBe(0);
  });

  it('treats a lone character as optional: pages without it still match, pages with it rank first', () => {
    const index = buildSearchIndex(
      indexFile([
        {url: '/zh/compat', title: '产物兼容性', intro: '让产物兼容更早的浏览器：降级语法，注入 polyfill。'},
        {url: '/zh/old', title: '浏览器', intro: '旧版浏览器的兼容做法。'},
        {url: '/zh/other', title: '其他', intro: '构建完成后在终端中打印。'},
      ]),
    );
    const found = (query: string) => [...new Set(searchIndex(index, query, {segment: someWords}).map((r) => r.document.u))];
    expect(parseQuery('兼容旧浏览器', {segment: someWords, frequency: (t) => hanFrequency(index, t)}).units.map((u) => [u.text, Boolean(u.optional)])).toEqual([
      ['兼容', false],
      ['旧', true],
      ['浏览器', false],
    ]);
    expect(found('兼容旧浏览器')).toEqual(['/zh/old', '/zh/compat']);
    // Alone, a character is what the reader asks for.
    expect(found('旧')).toEqual(['/zh/old']);
  });
});

describe('searchIndex', () => {
  it('finds an option by its camelCase, kebab-case and spaced spellings, its page first', () => {
    for (const query of ['umdName', 'umd-name', 'umd name', 'umdname', 'UMDNAME']) expect(pages(query)[0]).toBe('/config/lib/umd-name');
    expect(pages('source map')[0]).toBe('/config/rsbuild/output');
    expect(pages('legal comments')[0]).toBe('/config/rsbuild/output');
    expect(pages('nodejs')[0]).toBe('/guide/solution/nodejs');
  });

  it('forgives one typo in a Latin word of five letters or more, and only then', () => {
    expect(pages('decleration files')[0]).toBe('/guide/advanced/dts');
    expect(pages('umx')).toEqual([]);
    // An exact word is never widened to its neighbours.
    expect(latinWordMatches(site, 'format', false).size).toBeGreaterThan(0);
    expect([...latinWordMatches(site, 'format', false).keys()].every((id) => site.words[id].startsWith('format'))).toBe(true);
  });

  it('finds d.ts as the name it is, not as the beginning of tsconfig', () => {
    const index = buildSearchIndex(
      indexFile([
        {url: '/dts', title: 'Declaration files', intro: 'Rslib writes a d.ts file next to each output file.'},
        {url: '/tsconfig', title: 'tsconfig', intro: 'Rslib reads tsconfig.json and the tsc options.'},
      ]),
    );
    const found = (query: string) => [...new Set(searchIndex(index, query, {segment}).map((r) => r.document.u))];
    expect(found('d.ts')).toEqual(['/dts']);
    expect(found('output d.ts')).toEqual(['/dts']);
  });

  it('forgives no typo in a compound the engine joined from the query', () => {
    const umdname = site.wordIds.get('umdname');
    expect([...latinWordMatches(site, 'umdnames', false).keys()]).toContain(umdname);
    expect([...latinWordMatches(site, 'xumdname', false, true).keys()]).toContain(umdname);
    expect(latinWordMatches(site, 'xumdname', false, false).size).toBe(0);
  });

  it('never forgives a typo in Chinese', () => {
    expect(pages('打包')).toEqual(['/zh/guide/advanced/third-party-deps']);
    expect(pages('打开')).toEqual(['/zh/guide/open']);
  });

  it('shows the pages that match every word, or the most words when none matches all', () => {
    expect(pages('unit xyzzyplugh')).toEqual(['/guide/advanced/rstest']);
    // "passing" is only on the FAQ: of the pages that also say "declaration", only the one
    // whose title says it is kept beside that full match.
    expect(pages('declaration passing').sort()).toEqual(['/guide/advanced/dts', '/guide/faq']);
    expect(pages('declaration xyzzyplugh')[0]).toBe('/guide/advanced/dts');
    expect(pages('xyzzyplugh')).toEqual([]);
  });

  it('keeps a page that misses one word of the query when its title says it is about another, below an equal full match', () => {
    const idx = buildSearchIndex(
      indexFile([
        {url: '/migration/rollup', title: 'Migrating from Rollup', intro: 'Replace each plugin of the Rollup config.', sections: [['Plugins', 'Most Rollup plugins have a built-in counterpart.']]},
        {url: '/faq', title: 'FAQ', sections: [['Comparisons', 'Rollup plugin equivalents are listed on the migration page.']]},
        {url: '/guide/plugins', title: 'Plugins', intro: 'Plugins extend the build.'},
      ]),
    );
    const urls = [...new Set(searchIndex(idx, 'rollup plugin equivalents', {segment}).map((r) => r.document.u))];
    expect(urls).toContain('/migration/rollup');
    // A page that says only the commonest word in its title, and misses two, stays out.
    expect(urls).not.toContain('/guide/plugins');
    // Missing a word costs: the same fields with every word rank above.
    const same = buildSearchIndex(
      indexFile([
        {url: '/a', title: 'Rollup', intro: 'A plugin.'},
        {url: '/b', title: 'Rollup', intro: 'A plugin and its equivalents.'},
      ]),
    );
    expect([...new Set(searchIndex(same, 'rollup plugin equivalents', {segment}).map((r) => r.document.u))]).toEqual(['/b', '/a']);
  });

  it('ranks a page whose title names the query above headings, and headings above text', () => {
    expect(pages('declaration files')[0]).toBe('/guide/advanced/dts');
    // "umd" is a heading of lib.format and part of the name of lib.umdName: both come before
    // pages that only mention it.
    expect(pages('umd').slice(0, 2).sort()).toEqual(['/config/lib/format', '/config/lib/umd-name']);
  });

  it('ranks several occurrences above a passing mention, and a summary page below the pages it summarises', () => {
    expect(pages('externals')[0]).toBe('/guide/advanced/third-party-deps');
    expect(pages('externals').indexOf('/guide/start/glossary')).not.toBe(0);
    // Its own title still finds it.
    expect(pages('glossary')).toEqual(['/guide/start/glossary']);
  });

  it('answers a question about what a term means with the summary page that defines it', () => {
    for (const query of ['what are externals', 'what does externals mean', 'externals meaning']) expect(pages(query)[0], query).toBe('/guide/start/glossary');
    expect(pages('externals')[0]).toBe('/guide/advanced/third-party-deps');
  });

  it('reads words that qualify the answer (vs, example, minimum) as optional: a page without them still matches, one with them ranks first', () => {
    expect(parseQuery('minimum node version', {segment}).units.map((u) => [u.text, Boolean(u.optional)])).toEqual([
      ['minimum', true],
      ['node', false],
      ['version', false],
    ]);
    const idx = buildSearchIndex(
      indexFile([
        {url: '/requirements', title: 'Quick start', sections: [['Requirements', 'Rslib runs on Node.js version 20 or later.']]},
        {url: '/chunks', title: 'Chunks', sections: [['Size', 'The minimum size of a chunk in this version of the build.']]},
        {url: '/targets', title: 'Targets', sections: [['Levels', 'The minimum Node.js version your output supports.']]},
      ]),
    );
    const urls = [...new Set(searchIndex(idx, 'minimum node version', {segment}).map((r) => r.document.u))];
    expect(urls.slice(0, 2)).toEqual(['/targets', '/requirements']);
    // So do the words of a question that name nothing (what does … mean, which … do I need).
    expect(parseQuery('what does bundleless mean', {segment}).units.map((u) => [u.text, Boolean(u.optional)])).toEqual([
      ['bundleless', false],
      ['mean', true],
    ]);
    expect(parseQuery('which node version does rslib need', {segment}).units.find((u) => u.text === 'need')?.optional).toBe(true);
    // A query of nothing but such words asks for them.
    expect(parseQuery('minimum', {segment}).units[0].optional).toBeFalsy();
  });

  it('finds what the pages name otherwise through the synonyms, in both languages', () => {
    expect(pages('typings')[0]).toBe('/guide/advanced/dts');
    expect(pages('排除依赖')[0]).toBe('/zh/guide/advanced/third-party-deps');
  });

  it('counts a field that says the whole query through a synonym as one holding the query as typed', () => {
    const idx = buildSearchIndex(
      indexFile(
        [
          {url: '/camel', title: 'Alpha', sections: [['Usage', 'set autoExtension now']]},
          {url: '/in-a-row', title: 'Beta', sections: [['Usage', 'build cache keeps modules between runs']]},
          {url: '/scattered', title: 'Gamma', sections: [['Usage', 'cache keeps build modules between runs']]},
        ],
        [{from: ['warm start'], to: ['extension', 'build cache']}],
      ),
    );
    const bonus = phraseBonus(idx, 'warm start');
    // A synonym of one word, wherever it matched (inside a camelCase name too); one of several
    // words only where they stand in a row.
    expect(bonus['/camel']).toBeCloseTo(1 + RANKING.phrase);
    expect(bonus['/in-a-row']).toBeCloseTo(1 + RANKING.phrase);
    expect(bonus['/scattered']).toBeCloseTo(1);
    expect(searchIndex(idx, 'warm start', {segment})[0].document.u).not.toBe('/scattered');
  });

  it('counts the query words in a row as the page spells them (a typo, a plural) as the query typed', () => {
    const idx = buildSearchIndex(
      indexFile([
        {url: '/in-a-row', title: 'Alpha', sections: [['Usage', 'module federation remotes load at run time']]},
        {url: '/scattered', title: 'Beta', sections: [['Usage', 'federation of a module loaded at run time']]},
        {url: '/plural', title: 'Gamma', sections: [['Usage', 'path aliases resolve at build time']]},
      ]),
    );
    const typo = phraseBonus(idx, 'modul federation');
    expect(typo['/in-a-row']).toBeCloseTo(1 + RANKING.phrase);
    expect(phraseBonus(idx, 'path alias')['/plural']).toBeCloseTo(1 + RANKING.phrase);
    expect(typo['/scattered']).toBeCloseTo(1);
    // The same words in another order are no phrase.
    const reversed = phraseBonus(idx, 'federation module');
    expect(Object.keys(reversed)).toContain('/in-a-row');
    expect(reversed['/in-a-row']).toBeCloseTo(1);
  });

  it('marks in each hit the words found there, not the synonyms', () => {
    const [first] = searchIndex(site, 'typings', {segment});
    expect(first.tokens).toEqual([]);
    const hits = searchIndex(site, 'declaration', {segment});
    expect(hits[0]).toMatchObject({type: 0, document: {t: 'Declaration files', u: '/guide/advanced/dts'}, page: false});
    expect(hits[0].tokens).toEqual(['declaration']);
    const section = hits.find((h) => h.type === 4);
    expect(section?.page).toMatchObject({t: expect.any(String)});
    expect(section?.document.s).toBeTruthy();
  });

  it('leaves out pages far below the best one, unless only a few pages use the words', () => {
    const passing = ['/guide/faq', '/guide/migration/tsc', '/guide/migration/tsup', '/guide/solution/react'];
    const docs = buildSearchIndex(
      indexFile([
        {url: '/guide/advanced/dts', title: 'Declaration files', intro: 'Rslib can generate declaration files for your library.', sections: [['Bundled declaration files', 'One file per entry.']]},
        ...passing.map((url) => ({url, title: url.split('/').at(-1) ?? url, intro: 'Questions. A declaration mentioned in passing.'})),
      ]),
    );
    // "declaration" in passing is under a tenth of what the page about it scores.
    const all = searchIndex(docs, 'declaration', {segment});
    expect(all.every((r) => r.score >= RANKING.minShare * all[0].score)).toBe(true);
    expect([...new Set(all.map((r) => r.document.u))]).toEqual(['/guide/advanced/dts']);
    // On the smaller site, the only other page that uses the word is shown below it.
    expect(pages('declaration')).toEqual(['/guide/advanced/dts', '/guide/faq']);
  });

  it('brings at most RANKING.hitsPerPage hits per page and stops at the limit', () => {
    const perPage = new Map<string, number>();
    for (const r of searchIndex(site, 'file', {segment})) perPage.set(r.document.u, (perPage.get(r.document.u) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(RANKING.hitsPerPage);
    expect(searchIndex(site, 'file', {segment, limit: 2})).toHaveLength(2);
  });

  it('takes hostile or huge input calmly', () => {
    for (const query of ['', '   ', '.*+?^${}()|[]\\', '<img src=x onerror=alert(1)>', 'a '.repeat(5000), '模块联邦打包'.repeat(2000), 'x'.repeat(10_000)]) {
      expect(() => searchIndex(site, query, {segment})).not.toThrow();
    }
    expect(searchIndex(site, 'the of and', {segment})).toEqual([]);
  });

  it('loads an empty or malformed file as an empty index', () => {
    for (const file of [[], [{documents: []}], [{documents: [{i: 1}]}], null] as unknown[]) {
      const empty = buildSearchIndex(file as IndexFileEntry[]);
      expect(searchIndex(empty, 'anything', {segment})).toEqual([]);
    }
  });
});

describe('nameCoverage', () => {
  const cover = (text: string, words: string[]) => nameCoverage(readName(text), new Map(words.map((word) => [word, Infinity])));
  it('measures the share of a name the query covers, the parts of a dotted path before the last counting half', () => {
    expect(cover('Output formats', ['output'])).toEqual({share: 6 / 13, whole: false});
    expect(cover('三方依赖', ['依赖'])).toEqual({share: 0.5, whole: false});
    expect(cover('lib.umdName', ['umdname'])).toEqual({share: 7 / 8.5, whole: true});
    expect(cover('dts.bundle.tsconfigPath', ['tsconfig'])).toEqual({share: 8 / 16.5, whole: false});
    expect(cover('dts.bundle.tsconfigPath', ['tsconfig', 'path'])).toEqual({share: 12 / 16.5, whole: true});
    expect(cover('Declaration files', ['declaration', 'files'])).toEqual({share: 1, whole: true});
    expect(cover('...', ['x'])).toEqual({share: 0, whole: false});
  });

  it('covers only the letters typed of a word the query begins', () => {
    const name = readName('dev.watchFiles');
    expect(nameCoverage(name, new Map([['watchfiles', 5]]))).toEqual({share: 5 / 11.5, whole: false});
    expect(nameCoverage(name, new Map([['watchfiles', Infinity]]))).toEqual({share: 10 / 11.5, whole: true});
  });

  it('covers a name that holds the query as typed, its stop words too', () => {
    const name = readName('What is Rslib?');
    expect(nameCoverage(name, new Map([['rslib', Infinity]]))).toEqual({share: 5 / 11, whole: false});
    expect(nameCoverage(name, new Map([['rslib', Infinity]]), 'what is rslib')).toEqual({share: 1, whole: true});
    // One word as typed is no phrase: its letters are covered as a word, not inside a longer one.
    expect(nameCoverage(readName('watchFiles'), new Map(), 'watch')).toEqual({share: 0, whole: false});
  });

  it('ranks the question a heading asks above titles that hold its one common word', () => {
    const index = buildSearchIndex(
      indexFile([
        {url: '/guide/configure-rslib', title: 'Configure Rslib', sections: [['Config file', 'Rslib reads rslib.config.ts.']]},
        {url: '/guide/faq', title: 'FAQ', sections: [['What is Rslib?', 'Rslib is a library build tool on Rsbuild.']]},
      ]),
    );
    expect(searchIndex(index, 'what is rslib', {segment})[0].document.u).toBe('/guide/faq');
  });

  it('ranks a heading named by the word typed above one whose name only begins with it', () => {
    const index = buildSearchIndex(
      indexFile([
        {url: '/config/dev', title: 'dev', group: 'Config', sections: [['dev.watchFiles', 'Files a watch build also reads.']]},
        {url: '/guide/cli', title: 'Command line', sections: [['Watch mode', 'Rebuild when a source file changes.']]},
      ]),
    );
    expect(searchIndex(index, 'watch', {segment})[0].document.u).toBe('/guide/cli');
    // Typed in full, the longer name is the one asked for.
    expect(searchIndex(index, 'watchfiles', {segment})[0].document.u).toBe('/config/dev');
  });
});

describe('descriptions', () => {
  const index = buildSearchIndex(
    indexFile([
      {url: '/config/lib/banner', title: 'lib.banner', group: 'Config', description: 'Add a licence comment at the top of every output file.', intro: 'Text Rslib puts at the very top of the files it writes.'},
      {url: '/guide/faq', title: 'FAQ', intro: 'Is a licence kept? A licence comment of a dependency stays in the output.', sections: [['Comments', 'Comments are removed by the minifier, but a licence comment is kept.']]},
    ]),
  );
  const found = (query: string) => searchIndex(index, query, {segment});

  it("weighs a page's description like a heading, and shows it as the hit's text", () => {
    expect([...new Set(found('licence comment').map((r) => r.document.u))]).toEqual(['/config/lib/banner', '/guide/faq']);
    const hit = found('licence comment').find((r) => r.type === 2);
    expect(hit).toMatchObject({document: {t: 'Add a licence comment at the top of every output file.', s: 'lib.banner'}, page: {t: 'lib.banner'}});
    expect(hit?.tokens?.sort()).toEqual(['comment', 'licence']);
  });
});

describe('keywords', () => {
  const index = buildSearchIndex(
    indexFile([
      {url: '/config/lib/experiments', title: 'lib.experiments', group: 'Config', keywords: ['single executable', 'standalone binary', 'SEA'], intro: 'Options that may change in a minor release.', sections: [['experiments.exe', 'Turns the bundle into an executable file for Node.js.']]},
      {url: '/guide/solution/nodejs', title: 'Node.js', intro: 'Build a package for Node.js.', sections: [['Single executable applications', 'Node.js can also run a bundle as one executable file; see the option.']]},
    ]),
  );
  const found = (query: string) => searchIndex(index, query, {segment});

  it('finds a page by a name readers use that its text never does, above a page with a section on it', () => {
    expect([...new Set(found('standalone binary').map((r) => r.document.u))]).toEqual(['/config/lib/experiments']);
    expect([...new Set(found('single executable').map((r) => r.document.u))]).toEqual(['/config/lib/experiments', '/guide/solution/nodejs']);
  });

  it('shows a page found by a keyword by its title, and never a keyword as a hit', () => {
    const hits = found('standalone binary');
    expect(hits[0]).toMatchObject({type: 0, document: {t: 'lib.experiments', u: '/config/lib/experiments'}, page: false});
    for (const query of ['standalone binary', 'single executable', 'sea', 'executable']) expect(found(query).every((r) => r.type !== 3)).toBe(true);
  });

  it('counts the keywords of a page that summarises others as what it is about', () => {
    const glossary = buildSearchIndex(
      indexFile([
        {url: '/guide/start/glossary', title: 'Glossary', weight: 0.5, keywords: ['tree shaking'], sections: [['Tree shaking', 'Removing exports that nothing imports.'], ['Bundle', 'One file made of many modules.']]},
        {url: '/config/lib/format', title: 'lib.format', intro: 'ESM output keeps import and export statements, so tree shaking works for the consumer.'},
        {url: '/guide/solution/react', title: 'React', intro: 'Mark the package free of side effects for tree shaking.', sections: [['Styles', 'Side effects and tree shaking of CSS.']]},
      ]),
    );
    expect(searchIndex(glossary, 'tree shaking', {segment})[0].document.u).toBe('/guide/start/glossary');
  });

  it('reads each keyword of the comma-joined list as a name of its own', () => {
    const page = index.pages.find((p) => p.title.u === '/config/lib/experiments');
    expect(page?.fields.map((f) => index.fields[f]).filter((f) => f.kind === 3).map((f) => f.doc.t)).toEqual(['single executable', 'standalone binary', 'SEA']);
  });
});

describe('names typed joined', () => {
  const index = buildSearchIndex(
    indexFile([
      {url: '/config/rsbuild/resolve', title: 'resolve', group: 'Config', sections: [['resolve.alias', 'Map an import path to another path. tsc reads its own paths option.']]},
      {url: '/guide/migration/tsc', title: 'Migrating from tsc', intro: 'Projects that ran tsc-alias after tsc can drop it.'},
    ]),
  );

  it('ranks the page that has the name as typed (tsc-alias) above one with its words apart, even in a heading', () => {
    expect([...new Set(searchIndex(index, 'tsc-alias', {segment}).map((r) => r.document.u))]).toEqual(['/guide/migration/tsc', '/config/rsbuild/resolve']);
    // Typed apart, the words are not a name: the page with them apart keeps its full weight.
    const scoreOfResolve = (query: string) => searchIndex(index, query, {segment}).find((r) => r.document.u === '/config/rsbuild/resolve')?.score ?? 0;
    expect(scoreOfResolve('tsc-alias')).toBeLessThan(scoreOfResolve('tsc alias') * 0.5);
  });
});

describe('codeLine', () => {
  it('is the line of a code document with the most matched words, the first of equals', () => {
    const code = "import { defineConfig } from '@rslib/core';\nexport default defineConfig({\nlib: [{ format: 'esm' }],";
    expect(codeLine(code, ['format', 'esm'])).toBe("lib: [{ format: 'esm' }],");
    expect(codeLine(code, ['defineconfig'])).toBe("import { defineConfig } from '@rslib/core';");
    // A compound the index read across punctuation, when no line has it as written.
    expect(codeLine("npm add -D @rsbuild/plugin-react\nexport default {};", ['pluginreact'])).toBe('npm add -D @rsbuild/plugin-react');
    expect(codeLine("npm add -D @rsbuild/plugin-react\nimport { pluginReact } from '@rsbuild/plugin-react';", ['pluginreact'])).toBe("import { pluginReact } from '@rsbuild/plugin-react';");
  });

  it('shows a line of code once per page, however many sections repeat it', () => {
    const line = "import { pluginReact } from '@rsbuild/plugin-react';";
    const index = buildSearchIndex([
      {documents: [{i: 1, t: 'React', u: '/guide/solution/react'}]},
      {documents: [{i: 2, t: 'Setup', u: '/guide/solution/react', h: '#setup', p: 1}, {i: 4, t: 'Compiler', u: '/guide/solution/react', h: '#compiler', p: 1}]},
      {documents: []},
      {documents: []},
      {documents: []},
      {documents: [], synonyms: []},
      {documents: [{i: 3, t: line, u: '/guide/solution/react', h: '#setup', p: 1}, {i: 5, t: `${line}\nreactCompiler: true`, u: '/guide/solution/react', h: '#compiler', p: 1}]},
    ] as never);
    const code = searchIndex(index, 'pluginReact', {segment}).filter((r) => r.type === 6);
    expect(code.map((r) => r.document.t)).toEqual([line]);
  });
});
