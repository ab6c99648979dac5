import {describe, expect, it} from 'vitest';
import {rewriteRegistry} from './registryLoader.cjs';

// An entry as @docusaurus/core/lib/server/codegen/codegenRoutes.js writes it.
const entry = (chunk: string, modulePath: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;
const source = `export default {\n${entry('0376fce0', '@site/docs/a.mdx')}\n${entry('17896441', '@theme/DocItem')}\n};\n`;

describe('the route registry', () => {
  it('in the client bundle, keeps each entry\'s loader and weak id, and drops the module path only the server reads', () => {
    expect(rewriteRegistry(source)).toBe(
      'export default {\n' +
        '  "0376fce0": [() => import(/* webpackChunkName: "0376fce0" */ "@site/docs/a.mdx"), "", require.resolveWeak("@site/docs/a.mdx")],\n' +
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],\n' +
        '};\n',
    );
  });

  it('in the server bundle, reports each entry by its chunk\'s name, or by the cache group that took its modules', () => {
    expect(rewriteRegistry(source, {reportChunkNames: true, reportAs: {'17896441': 'doc-page'}})).toBe(
      'export default {\n' +
        '  "0376fce0": [() => import(/* webpackChunkName: "0376fce0" */ "@site/docs/a.mdx"), "0376fce0", require.resolveWeak("@site/docs/a.mdx")],\n' +
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "doc-page", require.resolveWeak("@theme/DocItem")],\n' +
        '};\n',
    );
  });

  it('reads paths with escaped characters (Windows separators)', () => {
    const windows = `export default {\n${entry('1', 'C:\\\\site\\\\docs\\\\a.mdx')}\n};\n`;
    expect(rewriteRegistry(windows)).toContain('"C:\\\\site\\\\docs\\\\a.mdx"), "", require.resolveWeak(');
    expect(rewriteRegistry(windows, {reportChunkNames: true})).toContain('"C:\\\\site\\\\docs\\\\a.mdx"), "1", require.resolveWeak(');
  });

  it('stops the build, naming the files to re-check, when an entry has another shape or there is none', () => {
    const changed = `export default {\n${entry('1', 'a')}\n  "2": [() => import("b"), "b", require.resolveWeak("b")],\n};\n`;
    expect(() => rewriteRegistry(changed)).toThrow(/codegenRoutes\.js.*registryLoader\.cjs/);
    expect(() => rewriteRegistry('export default {};\n', {reportChunkNames: true})).toThrow(/registry changed/);
  });
});
