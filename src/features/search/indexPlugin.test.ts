import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {trimSearchIndex, type SerializedSearchIndex} from './indexPlugin.mjs';

// A small index in the layout @easyops-cn/docusaurus-search-local writes: one entry per
// document type, each a lunr index serialized with word positions.
const index: SerializedSearchIndex[] = [
  {
    documents: [{i: 1, t: 'Module Federation', u: '/guide/advanced/module-federation'}],
    index: {
      version: '2.3.9',
      fields: ['t'],
      fieldVectors: [['t/1', [0, 1.23456, 1, 0.98765]]],
      invertedIndex: [
        ['feder', {_index: 1, t: {'1': {position: [[7, 10]]}}}],
        ['modul', {_index: 0, t: {'1': {position: [[0, 6]]}}}],
      ],
      pipeline: ['stemmer'],
    },
  },
];

describe('trimSearchIndex', () => {
  const trimmed = trimSearchIndex(index);

  it('drops word positions and keeps every posting', () => {
    expect(trimmed[0].index.invertedIndex).toEqual([
      ['feder', {_index: 1, t: {'1': {}}}],
      ['modul', {_index: 0, t: {'1': {}}}],
    ]);
  });

  it('rounds term weights to one decimal and keeps term numbers', () => {
    expect(trimmed[0].index.fieldVectors).toEqual([['t/1', [0, 1.2, 1, 1]]]);
  });

  it('keeps documents and the rest of the index, and does not change its input', () => {
    expect(trimmed[0].documents).toEqual(index[0].documents);
    expect(trimmed[0].index.version).toBe('2.3.9');
    expect(trimmed[0].index.pipeline).toEqual(['stemmer']);
    expect(index[0].index.invertedIndex[0][1]).toEqual({_index: 1, t: {'1': {position: [[7, 10]]}}});
  });
});

describe('a trimmed lunr index', () => {
  // lunr is what the plugin's worker loads the index with.
  const lunr = createRequire(import.meta.url)('lunr');
  const docs = [
    {i: '1', t: 'Module Federation lets applications share code at run time'},
    {i: '2', t: 'Declaration files describe the types of a library'},
    {i: '3', t: 'Federation of modules and declaration bundling'},
  ];
  const built = lunr(function (this: {ref(n: string): void; field(n: string): void; add(d: object): void; metadataWhitelist: string[]}) {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    docs.forEach((doc) => this.add(doc));
  });
  const [trimmed] = trimSearchIndex([{documents: docs, index: JSON.parse(JSON.stringify(built))}]);
  const loaded = lunr.Index.load(trimmed.index);
  const refs = (index: {search(q: string): {ref: string}[]}, query: string) => index.search(query).map((r) => r.ref).sort();

  it('still loads and finds the same documents', () => {
    for (const query of ['federation', 'declaration', 'modul*', 'types library', 'nothing-here']) {
      expect(refs(loaded, query)).toEqual(refs(built, query));
    }
    expect(refs(loaded, 'federation')).toEqual(['1', '3']);
  });
});
