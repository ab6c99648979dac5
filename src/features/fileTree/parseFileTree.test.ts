import {describe, expect, it} from 'vitest';
import {parseFileTree, splitComment, type FileTreeEntry} from './parseFileTree.mjs';

/** An entry as `name` (folders end in ` [dir]`), with its children, for short expectations. */
function outline(entry: FileTreeEntry): unknown {
  const label = `${entry.name}${entry.folder ? ' [dir]' : ''}${entry.comment ? ` (${entry.comment})` : ''}`;
  return entry.children.length ? {[label]: entry.children.map(outline)} : label;
}

describe('parseFileTree', () => {
  it('reads nesting from the prefixes, and tells folders from files', () => {
    const tree = parseFileTree(['dist', '├── cjs', '│   ├── index.cjs', '│   └── math', '│       └── add.cjs', '├── types/', '└── index.js'].join('\n'));
    expect(tree && outline(tree)).toEqual({
      'dist [dir]': [{'cjs [dir]': ['index.cjs', {'math [dir]': ['add.cjs']}]}, 'types/ [dir]', 'index.js'],
    });
  });

  it('keeps the comments the pages write: after ←, #, // or a wide gap', () => {
    const tree = parseFileTree(
      [
        'dist/',
        '├── index.d.ts      ← dts banner',
        '├── mf-stats.json   # extended build information',
        '├── l.js // the loader',
        '├── index.cjs     CommonJS build',
        '├── utils/              @acme/utils',
        '└── static/wasm/54b710755d.module.wasm',
      ].join('\n'),
    );
    expect(tree?.children.map(({name, comment}) => [name, comment])).toEqual([
      ['index.d.ts', 'dts banner'],
      ['mf-stats.json', 'extended build information'],
      ['l.js', 'the loader'],
      ['index.cjs', 'CommonJS build'],
      ['utils/', '@acme/utils'],
      ['static/wasm/54b710755d.module.wasm', undefined],
    ]);
    expect(tree?.children[4]?.folder).toBe(true);
  });

  it('reads Chinese comments and the root line as an entry of its own', () => {
    const tree = parseFileTree('acme/   共享的默认配置\n└── rslib.base.ts           共享的默认配置');
    expect(tree).toEqual({
      name: 'acme/',
      comment: '共享的默认配置',
      folder: true,
      children: [{name: 'rslib.base.ts', comment: '共享的默认配置', folder: false, children: []}],
    });
  });

  it('accepts the no-break spaces of `tree` and any indent width', () => {
    const tree = parseFileTree('.\n├──\u00a0a\n│\u00a0 └── b\n└── c');
    expect(tree && outline(tree)).toEqual({'. [dir]': [{'a [dir]': ['b']}, 'c']});
  });

  it('ignores blank lines at the end only', () => {
    expect(parseFileTree('dist/\n└── index.js\n\n')?.children).toHaveLength(1);
    expect(parseFileTree('dist/\n\n└── index.js')).toBeNull();
  });

  it('returns null for what is not a listing, without throwing', () => {
    for (const source of [
      '',
      'dist/',
      '   \n└── a',
      '├── a\n└── b',
      'dist/\nindex.js',
      'dist/\n├── a\nplain text',
      'dist/\n\t├── a',
      'dist/\n├──',
      'dist/\n├──    ',
      'dist/\n|-- a',
      '│ y\n└── a',
      undefined,
      42,
    ]) {
      expect(() => parseFileTree(source)).not.toThrow();
      expect(parseFileTree(source), JSON.stringify(source)).toBeNull();
    }
  });
});

describe('splitComment', () => {
  it('keeps single spaces and marks inside a name', () => {
    expect(splitComment('My Folder/')).toEqual({name: 'My Folder/'});
    expect(splitComment('C#/')).toEqual({name: 'C#/'});
    expect(splitComment('a#b  c')).toEqual({name: 'a#b', comment: 'c'});
    expect(splitComment('index.js\tESM build')).toEqual({name: 'index.js', comment: 'ESM build'});
    expect(splitComment('index.js   ')).toEqual({name: 'index.js'});
    expect(splitComment('index.js #')).toEqual({name: 'index.js'});
  });
});
