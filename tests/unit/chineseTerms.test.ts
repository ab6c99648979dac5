// The Chinese pages and the Chinese UI use one term per concept: the forms to avoid listed in
// i18n/zh/TERMS.md (block `terms-avoid`) appear nowhere a Chinese reader looks, except where the
// same file lists an exception (block `terms-allow`). See chineseTerms/terms.ts for what is read.
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  applyExceptions,
  chineseFiles,
  DOCS_DIR,
  findForms,
  formatFinding,
  formPattern,
  linesOf,
  parseTerms,
  repoRoot,
  TERMS_FILE,
  type Line,
  type TermsLists,
} from './chineseTerms/terms';

const PAGE = `${DOCS_DIR}/guide/example.mdx`;

/** A small TERMS.md in the real format, for the cases below. */
const SAMPLE_TERMS = [
  '# 中文术语表',
  '',
  '```text terms-avoid',
  '# comment',
  '编程助手 => 编程智能体',
  '/(?<!（)lazy compilation/i => 按需编译',
  '/本文(?![件档])/ => 本页',
  '您 => 你',
  '/[\\u3400-\\u9fff] ?["\']|["\'] ?[\\u3400-\\u9fff]/ => 「」',
  '```',
  '',
  '```text terms-allow',
  'guide/example.mdx | 本文件由工具生成的「本文」二字 | quoted on purpose',
  '```',
].join('\n');

function check(lists: TermsLists, lines: Line[]) {
  return applyExceptions(findForms(lines, lists.rules), lists.exceptions);
}

describe('the term check', () => {
  const lists = parseTerms(SAMPLE_TERMS, (file) => file === PAGE);

  it('reads the rules and exceptions of TERMS.md', () => {
    expect(lists.errors).toEqual([]);
    expect(lists.rules.map((r) => [r.form, r.use])).toEqual([
      ['编程助手', '编程智能体'],
      ['/(?<!（)lazy compilation/i', '按需编译'],
      ['/本文(?![件档])/', '本页'],
      ['您', '你'],
      ['/[\\u3400-\\u9fff] ?["\']|["\'] ?[\\u3400-\\u9fff]/', '「」'],
    ]);
    expect(lists.exceptions).toEqual([{file: PAGE, text: '本文件由工具生成的「本文」二字', why: 'quoted on purpose', line: 13}]);
  });

  it('reports a bad rule line, an invalid expression and an unknown file instead of throwing', () => {
    const bad = parseTerms(['```text terms-avoid', 'no arrow here', '/([/ => x', '```', '```text terms-allow', 'nowhere.mdx | x | y', 'two | parts', '```'].join('\n'), () => false);
    expect(bad.rules).toEqual([]);
    expect(bad.errors).toHaveLength(4);
    expect(bad.errors[0]).toMatch(/TERMS\.md:2: expected/);
    expect(bad.errors[1]).toMatch(/TERMS\.md:3: \/\(\[\/ is not a valid regular expression/);
    expect(bad.errors[2]).toMatch(/no file nowhere\.mdx/);
    expect(bad.errors[3]).toMatch(/TERMS\.md:7: expected/);
  });

  it('names file, line and settled term for a form in prose, front matter, a heading or a table', () => {
    const page = [
      '---',
      'title: "AI 编程助手"',
      'slug: /本文',
      '---',
      '',
      '## 本文结构 {#outline}',
      '',
      '| 命令 | 说明 |',
      '| --- | --- |',
      '| `rslib` | 给您构建 |',
      '',
      '只为它关闭 lazy compilation。',
    ].join('\n');
    const {kept} = check(lists, linesOf(PAGE, page));
    expect(kept.map(formatFinding)).toEqual([
      `${PAGE}:2:12: 「编程助手」 → 编程智能体 (TERMS.md:5 编程助手)`,
      `${PAGE}:6:4: 「本文」 → 本页 (TERMS.md:7 /本文(?![件档])/)`,
      `${PAGE}:10:14: 「您」 → 你 (TERMS.md:8 您)`,
      `${PAGE}:12:7: 「lazy compilation」 → 按需编译 (TERMS.md:6 /(?<!（)lazy compilation/i)`,
    ]);
  });

  it('leaves code blocks, inline code, link targets, tags, comments and imports alone', () => {
    const page = [
      "import Tabs from '@theme/Tabs'; // 编程助手",
      '',
      '```ts title="rslib.config.ts"',
      '// 本文 lazy compilation 您',
      '```',
      '',
      '~~~',
      '编程助手',
      '~~~',
      '',
      '设置 `lazy compilation` 和 [按需编译](./本文.mdx#lazy-compilation)。',
      '<Tip title="编程助手" />',
      '{/* 本文 */}',
      '<!--',
      '您',
      '-->',
      '按需编译（lazy compilation）是允许的写法；本文件和本文档也不是「本文」的误用……',
    ].join('\n');
    const found = check(lists, linesOf(PAGE, page)).kept.map(formatFinding);
    // Only the real 「本文」 inside the last line's quotes is found.
    expect(found).toEqual([`${PAGE}:17:41: 「本文」 → 本页 (TERMS.md:7 /本文(?![件档])/)`]);
  });

  it('lets an exception allow the form inside its text only, and reports one that allows nothing', () => {
    const page = ['本文件由工具生成的「本文」二字', '本文'].join('\n');
    const {kept, stale} = check(lists, linesOf(PAGE, page));
    expect(kept.map((f) => `${f.line}:${f.match}`)).toEqual(['2:本文']);
    expect(stale).toEqual([]);
    const unused = check(lists, linesOf(PAGE, '全是本页。'));
    expect(unused.stale.map((e) => e.text)).toEqual(['本文件由工具生成的「本文」二字']);
  });

  it('reads UI strings: JSON messages on their own line, Chinese string literals of code but not comments', () => {
    const json = ['{', '  "theme.NotFound.p1": {', '    "message": "我们找不到您要找的页面。",', '    "description": "您 in a description is not shown"', '  },', '  "x": {"message": "English only"}', '}'].join('\n');
    expect(check(lists, linesOf('i18n/zh/code.json', json)).kept.map(formatFinding)).toEqual(['i18n/zh/code.json:3:6: 「您」 → 你 (TERMS.md:8 您)']);
    const source = [
      "// 您 in a comment is not shown",
      '/* 编程助手',
      '   本文 */',
      "export const text = {zh: '折叠分类 \\'{label}\\'', en: 'you'};",
      'const t = `给您`; /* 您 */',
    ].join('\n');
    expect(check(lists, linesOf('src/x.ts', source)).kept.map((f) => `${f.file}:${f.line} ${f.match}`)).toEqual([
      "src/x.ts:4 类 '",
      'src/x.ts:5 您',
    ]);
  });

  it('matches a literal form literally', () => {
    expect('a.b'.match(formPattern('a.b'))).toEqual(['a.b']);
    expect('axb'.match(formPattern('a.b'))).toBeNull();
    expect('ARGS'.match(formPattern('/args/i'))).toEqual(['ARGS']);
  });
});

describe('Chinese pages and UI strings', () => {
  let lists: TermsLists;
  let lines: Line[];
  let files: ReturnType<typeof chineseFiles>;

  beforeAll(() => {
    lists = parseTerms(fs.readFileSync(path.join(repoRoot, TERMS_FILE), 'utf8'));
    files = chineseFiles();
    lines = [...files.pages, ...files.json, ...files.sources].flatMap((file) => linesOf(file, fs.readFileSync(path.join(repoRoot, file), 'utf8')));
  });

  it('have a readable list of forms to avoid in TERMS.md', () => {
    expect(lists.errors).toEqual([]);
    // If these drop, the blocks of TERMS.md were lost or renamed, not fixed.
    expect(lists.rules.length).toBeGreaterThanOrEqual(40);
    expect(files.pages.length).toBeGreaterThanOrEqual(70);
    expect(lines.filter((l) => l.file.endsWith('.json')).length).toBeGreaterThanOrEqual(100);
    expect(lines.some((l) => l.file === 'src/shared/data/site.ts')).toBe(true);
  });

  it('never settle on a term that is itself a form to avoid', () => {
    const clashes = lists.rules.flatMap((rule) => lists.rules.filter((other) => rule.use.match(other.pattern)).map((other) => `${rule.form} => ${rule.use} uses ${other.form}`));
    expect(clashes).toEqual([]);
  });

  it('use the settled terms everywhere (TERMS.md lists the exceptions)', () => {
    const {kept} = applyExceptions(findForms(lines, lists.rules), lists.exceptions);
    expect(kept.map(formatFinding).join('\n')).toBe('');
  });

  it('keep no exception that allows nothing', () => {
    const {stale} = applyExceptions(findForms(lines, lists.rules), lists.exceptions);
    expect(stale.map((e) => `TERMS.md:${e.line}: ${e.file} | ${e.text}`)).toEqual([]);
  });
});
