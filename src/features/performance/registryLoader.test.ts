import {describe, expect, it} from 'vitest';
import {withoutModulePaths} from './registryLoader.cjs';

const entry = (chunk: string, modulePath: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

describe('the route registry of the client bundle', () => {
  it('keeps each entry\'s loader and weak id, and drops the module path only the server reads', () => {
    const source = `export default {\n${entry('0376fce0', '@site/docs/a.mdx')}\n${entry('17896441', '@theme/DocItem')}\n};\n`;
    expect(withoutModulePaths(source)).toBe(
      'export default {\n' +
        '  "0376fce0": [() => import(/* webpackChunkName: "0376fce0" */ "@site/docs/a.mdx"), "", require.resolveWeak("@site/docs/a.mdx")],\n' +
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],\n' +
        '};\n',
    );
  });

  it('reads paths with escaped characters (Windows separators)', () => {
    const source = `export default {\n${entry('1', 'C:\\\\site\\\\docs\\\\a.mdx')}\n};\n`;
    expect(withoutModulePaths(source)).toContain('"C:\\\\site\\\\docs\\\\a.mdx"), "", require.resolveWeak(');
  });

  it('stops the build when an entry has another shape, or there is none', () => {
    const changed = `export default {\n${entry('1', 'a')}\n  "2": [() => import("b"), {path: "b"}, require.resolveWeak("b")],\n};\n`;
    expect(() => withoutModulePaths(changed)).toThrow(/codegenRoutes\.js.*registryLoader\.cjs/);
    expect(() => withoutModulePaths('export default {};\n')).toThrow(/registry changed/);
  });
});
