import {describe, expect, it} from 'vitest';
import remarkEnglishOnlyLinks, {docRelativePath, englishOnlyRoute} from './remarkEnglishOnlyLinks.mjs';

const api = ['api/'];

describe('docRelativePath', () => {
  it('finds the path inside docs, i18n and versioned folders', () => {
    expect(docRelativePath('/site/docs/guide/start/index.mdx')).toBe('guide/start/index.mdx');
    expect(docRelativePath('/site/i18n/zh/docusaurus-plugin-content-docs/current/guide/cli.mdx')).toBe('guide/cli.mdx');
    expect(docRelativePath('/site/versioned_docs/version-1.0/config/index.mdx')).toBe('config/index.mdx');
    expect(docRelativePath('/site/src/pages/index.tsx')).toBeNull();
  });
  it('counts the innermost docs folder when the checkout itself sits in a folder named docs', () => {
    expect(docRelativePath('/home/me/docs/site/versioned_docs/version-1.0/api/core.mdx')).toBe('api/core.mdx');
    expect(docRelativePath('/docs/site/i18n/zh/docusaurus-plugin-content-docs/version-1.0/guide/cli.mdx')).toBe('guide/cli.mdx');
  });
});

describe('englishOnlyRoute', () => {
  it('maps file links into api/ to English routes, keeping the hash', () => {
    expect(englishOnlyRoute('guide/start/features.mdx', '../../api/javascript-api/core.mdx', api)).toBe('/api/javascript-api/core');
    expect(englishOnlyRoute('config/lib/id.mdx', '../../api/javascript-api/types.mdx#libconfig', api)).toBe('/api/javascript-api/types#libconfig');
    expect(englishOnlyRoute('index.mdx', './api/index.md', api)).toBe('/api/');
  });
  it('maps route links too', () => {
    expect(englishOnlyRoute('guide/x.mdx', '/api/javascript-api/core#createrslib', api)).toBe('/api/javascript-api/core#createrslib');
  });
  it('leaves other links alone', () => {
    expect(englishOnlyRoute('guide/start/features.mdx', '../basic/cli.mdx', api)).toBeNull();
    expect(englishOnlyRoute('guide/start/features.mdx', 'https://rsbuild.rs/api/', api)).toBeNull();
    expect(englishOnlyRoute('guide/start/features.mdx', '#api', api)).toBeNull();
    expect(englishOnlyRoute('guide/start/features.mdx', '//host/api/x', api)).toBeNull();
    expect(englishOnlyRoute('guide/start/features.mdx', './api-notes', api)).toBeNull();
  });
});

describe('remarkEnglishOnlyLinks', () => {
  const tree = () => ({
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'link', url: '../../api/javascript-api/core.mdx', children: [{type: 'text', value: 'core'}]},
          {type: 'link', url: '../basic/cli.mdx', children: [{type: 'text', value: 'cli'}]},
        ],
      },
    ],
  });

  it('turns API links into EnglishOnlyLink elements when enabled', () => {
    const t = tree();
    remarkEnglishOnlyLinks({enabled: true})(t, {path: '/site/docs/guide/start/features.mdx'});
    const [first, second] = t.children[0].children as Array<Record<string, unknown>>;
    expect(first).toMatchObject({type: 'mdxJsxTextElement', name: 'EnglishOnlyLink', attributes: [{name: 'href', value: '/api/javascript-api/core'}]});
    expect(second).toMatchObject({type: 'link', url: '../basic/cli.mdx'});
  });

  it('changes nothing when disabled (the English build)', () => {
    const t = tree();
    remarkEnglishOnlyLinks({enabled: false})(t, {path: '/site/docs/guide/start/features.mdx'});
    expect(t).toEqual(tree());
  });
});
