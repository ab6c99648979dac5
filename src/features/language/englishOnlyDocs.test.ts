import {describe, expect, it} from 'vitest';
import {isDefaultLocaleOnlyDoc, parseFrontMatterFor} from './englishOnlyDocs.mjs';

const parse = (locale: string, filePath: string) =>
  parseFrontMatterFor(locale)({
    filePath,
    fileContent: '---\ntitle: Core\n---\n# Core\n',
    defaultParseFrontMatter: async ({fileContent}) => ({frontMatter: {title: /title: (.*)/.exec(fileContent)![1]}, content: '# Core\n'}),
  });

describe('English-only pages', () => {
  it('are the pages under api/ in the current docs and in every version', () => {
    expect(isDefaultLocaleOnlyDoc('/site/docs/api/javascript-api/core.mdx')).toBe(true);
    expect(isDefaultLocaleOnlyDoc('/site/versioned_docs/version-1.0/api/javascript-api/types.mdx')).toBe(true);
    expect(isDefaultLocaleOnlyDoc('/site/docs/guide/start/api.mdx')).toBe(false);
    expect(isDefaultLocaleOnlyDoc('/site/i18n/zh/docusaurus-plugin-content-docs/current/guide/basic/cli.mdx')).toBe(false);
  });

  it('become drafts in the Chinese build only, keeping their front matter', async () => {
    expect((await parse('zh', '/site/versioned_docs/version-1.0/api/javascript-api/core.mdx')).frontMatter).toEqual({title: 'Core', draft: true});
    expect((await parse('en', '/site/docs/api/javascript-api/core.mdx')).frontMatter).toEqual({title: 'Core'});
    expect((await parse('zh', '/site/i18n/zh/docusaurus-plugin-content-docs/current/guide/start/index.mdx')).frontMatter).toEqual({title: 'Core'});
  });
});
