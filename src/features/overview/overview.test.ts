import {describe, expect, it} from 'vitest';
import {filterOverview, foldForMatch, parseOverviewHeaders, type OverviewGroup} from './overview';
import {buildOverviewGroups, collectOverviews, extractHeadings, plainHeadingText, slugOf, type DocsDoc} from './overviewDataPlugin';
import {overviewDataFile} from './overviewData.mjs';
import remarkOverview, {OVERVIEW_COMPONENT} from './remarkOverview.mjs';

const groups: OverviewGroup[] = [
  {
    title: 'Lib Configurations',
    pages: [
      {
        title: 'lib.format',
        permalink: '/config/lib/format',
        headings: [
          {text: 'Setting the format', id: 'setting', depth: 2},
          {text: 'Output file extensions', id: 'extensions', depth: 2},
        ],
      },
      {title: 'lib.dts', permalink: '/config/lib/dts', headings: [{text: 'dts.bundle', id: 'dtsbundle', depth: 2}]},
    ],
  },
  {title: null, pages: [{title: '打包产物', permalink: '/zh/x', headings: [{text: '配置项说明', id: 'a', depth: 2}]}]},
];

describe('filterOverview', () => {
  it('keeps everything for a blank keyword', () => {
    expect(filterOverview(groups, '')).toEqual(groups);
    expect(filterOverview(groups, '   ')).toEqual(groups);
  });

  it('keeps a page whose title matches with all its headings', () => {
    const result = filterOverview(groups, 'FORMAT');
    expect(result).toHaveLength(1);
    expect(result[0]!.pages.map((p) => p.title)).toEqual(['lib.format']);
    expect(result[0]!.pages[0]!.headings).toHaveLength(2);
  });

  it('keeps only the matching headings of other pages', () => {
    const result = filterOverview(groups, 'extensions');
    expect(result[0]!.pages).toEqual([{...groups[0]!.pages[0]!, headings: [{text: 'Output file extensions', id: 'extensions', depth: 2}]}]);
  });

  it('matches Chinese text and full-width letters', () => {
    expect(filterOverview(groups, '配置')[0]!.pages[0]!.headings.map((h) => h.text)).toEqual(['配置项说明']);
    expect(filterOverview(groups, '产物')[0]!.title).toBeNull();
    expect(filterOverview(groups, 'ｄｔｓ')[0]!.pages[0]!.title).toBe('lib.dts');
  });

  it('returns no groups when nothing matches, and treats regex characters literally', () => {
    expect(filterOverview(groups, 'no such option')).toEqual([]);
    expect(filterOverview(groups, '.*')).toEqual([]);
    expect(filterOverview(groups, 'dts.bundle')[0]!.pages[0]!.headings).toHaveLength(1);
  });

  it('does not change its input', () => {
    const copy = structuredClone(groups);
    filterOverview(groups, 'format');
    expect(groups).toEqual(copy);
  });

  it('folds case and width', () => {
    expect(foldForMatch('ＡｂC')).toBe('abc');
  });
});

describe('parseOverviewHeaders', () => {
  it('accepts a level or a list of levels', () => {
    expect(parseOverviewHeaders(3)).toEqual([3]);
    expect(parseOverviewHeaders([3, 2, 2])).toEqual([2, 3]);
  });
  it('rejects anything else', () => {
    for (const value of [undefined, null, 'h2', [], [0, 7, 2.5], {}]) expect(parseOverviewHeaders(value)).toBeNull();
  });
});

describe('extractHeadings', () => {
  const markdown = [
    '---',
    'title: "A page"',
    '## not a heading: front matter',
    '---',
    '# A page',
    '## Setting the format {#setting}',
    'text',
    '```md',
    '## Inside a code block',
    '```',
    '### Top-level `dts`',
    '## [Linked](./x.mdx) **bold** heading',
    '## Example',
    '## Example',
    '## 配置 Rslib',
    '####### seven is not a heading',
  ].join('\n');

  it('lists the headings of the wanted levels with their ids', () => {
    expect(extractHeadings(markdown, [2])).toEqual([
      {text: 'Setting the format', id: 'setting', depth: 2},
      {text: 'Linked bold heading', id: 'linked-bold-heading', depth: 2},
      {text: 'Example', id: 'example', depth: 2},
      {text: 'Example', id: 'example-1', depth: 2},
      {text: '配置 Rslib', id: '配置-rslib', depth: 2},
    ]);
    expect(extractHeadings(markdown, [3])).toEqual([{text: 'Top-level dts', id: 'top-level-dts', depth: 3}]);
    expect(extractHeadings(markdown, [1]).map((h) => h.text)).toEqual(['A page']);
  });

  it('strips Markdown from heading text and slugs like GitHub', () => {
    expect(plainHeadingText('`lib.format` and <code>x</code> \\*')).toBe('lib.format and x *');
    expect(slugOf("What's new in 1.0?")).toBe('whats-new-in-10');
  });
});

describe('buildOverviewGroups', () => {
  const pageOf = (id: string) => ({title: id.toUpperCase(), permalink: `/${id}`, headings: []});
  const sidebar = [
    {type: 'doc', id: 'config/index'},
    {type: 'html'},
    {
      type: 'category',
      label: 'Lib',
      link: {type: 'doc', id: 'lib/index'},
      items: [{type: 'doc', id: 'lib/format'}, {type: 'category', label: 'Nested', items: [{type: 'doc', id: 'lib/deep'}]}],
    },
    {type: 'category', label: 'Empty', items: [{type: 'link', label: 'External'}]},
    {type: 'doc', id: 'loose'},
    {type: 'link', label: 'Rsbuild'},
  ];

  it('groups pages by top-level category and puts the rest under a group without title', () => {
    expect(buildOverviewGroups(sidebar, pageOf, 'config/index')).toEqual([
      {title: 'Lib', pages: ['lib/index', 'lib/format', 'lib/deep'].map(pageOf)},
      {title: null, pages: [pageOf('loose')]},
    ]);
  });

  it('skips docs it does not know', () => {
    expect(buildOverviewGroups(sidebar, (id) => (id === 'loose' ? pageOf(id) : undefined), 'config/index')).toEqual([
      {title: null, pages: [pageOf('loose')]},
    ]);
  });
});

describe('collectOverviews', () => {
  const doc = (id: string, frontMatter: Record<string, unknown> = {}): DocsDoc => ({
    id,
    title: `Title of ${id}`,
    permalink: `/${id}`,
    source: `@site/docs/${id}.mdx`,
    sidebar: 'config',
    frontMatter,
  });
  const sources: Record<string, string> = {
    '@site/docs/overview.mdx': 'Intro only.',
    '@site/docs/a.mdx': '# A\n## Two {#two}\n### Three {#three}',
    '@site/docs/b.mdx': '## Two {#two}\n### Three {#three}',
  };
  const content = (overviewFm: Record<string, unknown>, bFm: Record<string, unknown> = {}) => ({
    loadedVersions: [
      {
        docs: [doc('overview', {overview: true, ...overviewFm}), doc('a'), doc('b', bFm)],
        sidebars: {config: [{type: 'doc', id: 'overview'}, {type: 'category', label: 'Group', items: [{type: 'doc', id: 'a'}, {type: 'doc', id: 'b'}]}]},
      },
    ],
  });

  it('lists level 2 headings by default, or the levels named by overviewHeaders', () => {
    const byDefault = collectOverviews(content({}), (s) => sources[s]!)['@site/docs/overview.mdx']!;
    expect(byDefault[0]!.pages.map((p) => p.headings.map((h) => h.id))).toEqual([['two'], ['two']]);
    const deeper = collectOverviews(content({overviewHeaders: [2, 3]}, {overviewHeaders: 3}), (s) => sources[s]!)['@site/docs/overview.mdx']!;
    expect(deeper[0]!.pages.map((p) => p.headings.map((h) => h.id))).toEqual([['two', 'three'], ['three']]);
  });

  it('refuses an overview page with its own h1', () => {
    expect(() => collectOverviews(content({}), (s) => (s.endsWith('overview.mdx') ? '# Overview' : sources[s]!))).toThrow(/front matter/);
  });
});

describe('overview data in the page', () => {
  it('is written and read under the same name, one per page file', () => {
    expect(overviewDataFile('/site/docs/config/index.mdx')).toBe(overviewDataFile('/site/docs/config/index.mdx'));
    expect(overviewDataFile('/site/docs/config/index.mdx')).not.toBe(overviewDataFile('/site/versioned_docs/version-1.0/config/index.mdx'));
    expect(overviewDataFile('/site/docs/config/index.mdx')).toMatch(/^overview-[0-9a-f]{12}\.json$/);
  });

  it('is imported only into overview pages, with the overview before the text', () => {
    type Node = {type: string; name?: string; value?: string; children?: Node[]};
    const page = () => ({children: [{type: 'paragraph', children: [{type: 'text', value: 'Intro.'}]}] as Node[]});
    const overview = page();
    remarkOverview()(overview, {path: '/site/docs/config/index.mdx', data: {frontMatter: {overview: true}}});
    expect(overview.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'mdxjsEsm', 'mdxJsxFlowElement', 'paragraph']);
    expect(overview.children[2]!.name).toBe(OVERVIEW_COMPONENT);
    expect(overview.children[1]!.value).toContain(`@generated/rslib-overview-data/default/${overviewDataFile('/site/docs/config/index.mdx')}`);
    for (const frontMatter of [{}, {overview: 'yes'}]) {
      const other = page();
      remarkOverview()(other, {path: '/site/docs/guide/a.mdx', data: {frontMatter}});
      expect(other.children.map((node) => node.type)).toEqual(['paragraph']);
    }
  });
});
