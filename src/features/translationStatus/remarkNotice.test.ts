import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import remarkTranslationNotice, {NOTICE_COMPONENT, NOTICE_MODULE, insertNotice, locateChinesePage} from './remarkNotice.mjs';
import {gitBlobId, serializeLock, sourceHash} from './status.mjs';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';

describe('locateChinesePage', () => {
  it('finds the site and page of a Chinese doc file, and nothing else', () => {
    expect(locateChinesePage(`/site/${ZH}/guide/start/index.mdx`)).toEqual({siteDir: '/site', page: 'guide/start/index.mdx'});
    expect(locateChinesePage('/site/docs/guide/start/index.mdx')).toBeNull();
    expect(locateChinesePage('/site/i18n/zh/docusaurus-plugin-content-docs/version-1.0/guide/start/index.mdx')).toBeNull();
    expect(locateChinesePage(`/site/${ZH}/img/logo.svg`)).toBeNull();
    expect(locateChinesePage(undefined)).toBeNull();
  });
});

describe('insertNotice', () => {
  const notice = {source: `@site/${ZH}/a.mdx`, date: '2026-11-26'};
  const names = (tree: {children: {type: string; name?: string}[]}) => tree.children.map((node) => node.name ?? node.type);

  it('puts the notice right after the title and its import first', () => {
    const tree = {children: [{type: 'mdxjsEsm'}, {type: 'mdxJsxFlowElement', name: 'header'}, {type: 'paragraph'}]};
    insertNotice(tree, notice);
    expect(names(tree)).toEqual(['mdxjsEsm', 'mdxjsEsm', 'header', NOTICE_COMPONENT, 'paragraph']);
  });

  it('puts it before the text when the title comes from front matter (after the imports)', () => {
    const tree = {children: [{type: 'mdxjsEsm'}, {type: 'paragraph'}, {type: 'heading'}]};
    insertNotice(tree, notice);
    expect(names(tree)).toEqual(['mdxjsEsm', 'mdxjsEsm', NOTICE_COMPONENT, 'paragraph', 'heading']);
    const empty = {children: []};
    insertNotice(empty, notice);
    expect(names(empty)).toEqual(['mdxjsEsm', NOTICE_COMPONENT]);
  });
});

describe('remarkTranslationNotice in an MDX compile', () => {
  let site: string;
  const english = '# A\n\nRslib builds libraries.\n';
  const compileChinese = async (page: string, options = {enabled: true}) =>
    String(await compile({path: path.join(site, ZH, page), value: '# 甲\n\n正文。\n'}, {remarkPlugins: [[remarkTranslationNotice, options]]}));

  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-status-remark-'));
    for (const page of ['current.mdx', 'changed.mdx']) {
      fs.mkdirSync(path.join(site, ZH), {recursive: true});
      fs.mkdirSync(path.join(site, 'docs'), {recursive: true});
      fs.writeFileSync(path.join(site, ZH, page), '# 甲\n');
    }
    fs.writeFileSync(path.join(site, 'docs/current.mdx'), english);
    fs.writeFileSync(path.join(site, 'docs/changed.mdx'), english.replace('libraries', 'packages'));
    // Not in git: the date of the change is the file's.
    fs.utimesSync(path.join(site, 'docs/changed.mdx'), new Date('2026-03-04T05:06:07Z'), new Date('2026-03-04T05:06:07Z'));
    const record = {hash: sourceHash(english), blob: gitBlobId(english)};
    fs.writeFileSync(path.join(site, 'i18n/zh/translated-from.lock'), serializeLock({'current.mdx': record, 'changed.mdx': record}));
  });

  afterAll(() => {
    if (site) fs.rmSync(site, {recursive: true, force: true});
  });

  it('an outdated page imports the notice and renders it with its source and the date of the English change', async () => {
    const js = await compileChinese('changed.mdx');
    expect(js).toContain(`import ${NOTICE_COMPONENT} from "${NOTICE_MODULE}"`);
    expect(js).toMatch(new RegExp(`_jsx\\(${NOTICE_COMPONENT}, \\{\\s*source: "@site/${ZH}/changed.mdx",\\s*date: "2026-03-04"\\s*\\}\\)`));
  });

  it('an up-to-date page, an English page and the English build get nothing', async () => {
    expect(await compileChinese('current.mdx')).not.toContain(NOTICE_COMPONENT);
    expect(await compileChinese('changed.mdx', {enabled: false})).not.toContain(NOTICE_COMPONENT);
    const englishPage = String(await compile({path: path.join(site, 'docs/changed.mdx'), value: english}, {remarkPlugins: [remarkTranslationNotice]}));
    expect(englishPage).not.toContain(NOTICE_COMPONENT);
  });
});
