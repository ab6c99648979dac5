import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';

describe('docusaurus.config', () => {
  it('fails the build on broken links, anchors and Markdown links', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('throw');
  });

  it('serves English at the root and Chinese under /zh', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.i18n.defaultLocale).toBe('en');
    expect(config.i18n.locales).toEqual(['en', 'zh']);
    expect(config.i18n.localeConfigs.zh).toMatchObject({label: '简体中文', htmlLang: 'zh-CN'});
  });

  it('builds edit links from the docs repository and the page path', () => {
    const [, options] = config.presets[0] as [string, {docs: {editUrl: (p: {locale: string; docPath: string}) => string}}];
    expect(options.docs.editUrl({locale: 'en', docPath: 'guide/basic/cli.mdx'})).toBe(
      'https://github.com/web-infra-dev/rslib/tree/main/website/docs/en/guide/basic/cli.mdx',
    );
    expect(options.docs.editUrl({locale: 'zh', docPath: 'guide/basic/cli.mdx'})).toBe(
      'https://github.com/web-infra-dev/rslib/tree/main/website/docs/zh/guide/basic/cli.mdx',
    );
  });
});
