import {describe, expect, it} from 'vitest';
import {editUrl} from './site';

describe('edit links', () => {
  it('point at the page in the docs repository, in its language folder', () => {
    expect(editUrl({locale: 'en', docPath: 'guide/basic/cli.mdx'})).toBe('https://github.com/web-infra-dev/rslib/tree/main/website/docs/en/guide/basic/cli.mdx');
    expect(editUrl({locale: 'zh', docPath: 'guide/basic/cli.mdx'})).toBe('https://github.com/web-infra-dev/rslib/tree/main/website/docs/zh/guide/basic/cli.mdx');
  });
});
