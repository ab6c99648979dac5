import {describe, expect, it} from 'vitest';
import {markdownTwinPath} from './markdownTwin';
import rehypeCleanDocHtml from './rehypeCleanDocHtml.mjs';
import {twinUrlOfLink} from './twinLinks.mjs';

describe('markdownTwinPath', () => {
  it('adds .md to a page path and turns a folder index into its folder name', () => {
    expect(markdownTwinPath('/guide/start/quick-start')).toBe('/guide/start/quick-start.md');
    expect(markdownTwinPath('/config/lib/')).toBe('/config/lib.md');
    expect(markdownTwinPath('/zh/guide/start/')).toBe('/zh/guide/start.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/guide/basic/cli?x=1#y')).toBe('/guide/basic/cli.md');
  });
});

describe('rehypeCleanDocHtml', () => {
  const el = (tagName: string, properties: Record<string, unknown>, children: unknown[] = []) => ({type: 'element', tagName, properties, children});
  it('drops heading anchors, tab strips and buttons, and keeps the code language', () => {
    const code = el('code', {}, [{type: 'text', value: 'x'}]);
    const tree = {
      type: 'root',
      children: [
        el('h2', {id: 'a'}, [{type: 'text', value: 'A'}, el('a', {className: ['hash-link']}, [])]),
        el('ul', {role: 'tablist'}, [el('li', {}, [{type: 'text', value: 'npm'}])]),
        el('div', {}, [el('button', {}, [{type: 'text', value: 'Copy'}]), el('pre', {className: ['prism-code', 'language-ts']}, [code])]),
      ],
    };
    rehypeCleanDocHtml()(tree);
    expect(JSON.stringify(tree)).not.toContain('hash-link');
    expect(JSON.stringify(tree)).not.toContain('tablist');
    expect(JSON.stringify(tree)).not.toContain('Copy');
    expect(code.properties).toEqual({className: ['language-ts']});
  });
});

describe('twinUrlOfLink', () => {
  const site = 'https://rslib.rs';
  it('sends page links to the twin of the page, folder pages included', () => {
    expect(twinUrlOfLink('/guide/basic/cli#lib', site)).toBe('https://rslib.rs/guide/basic/cli.md#lib');
    expect(twinUrlOfLink('/zh/config/lib/', site)).toBe('https://rslib.rs/zh/config/lib.md');
    expect(twinUrlOfLink('/zh/config/lib/#entries', site)).toBe('https://rslib.rs/zh/config/lib.md#entries');
  });
  it('makes files and pages without a twin absolute, and leaves other links alone', () => {
    expect(twinUrlOfLink('/img/logo.svg', site)).toBe('https://rslib.rs/img/logo.svg');
    expect(twinUrlOfLink('/', site)).toBe('https://rslib.rs/');
    expect(twinUrlOfLink('/zh/', site)).toBe('https://rslib.rs/zh/');
    expect(twinUrlOfLink('/search?q=x', site)).toBe('https://rslib.rs/search?q=x');
    expect(twinUrlOfLink('https://rsbuild.rs/config/', site)).toBe('https://rsbuild.rs/config/');
    expect(twinUrlOfLink('#anchor', site)).toBe('#anchor');
    expect(twinUrlOfLink('//cdn.example/x', site)).toBe('//cdn.example/x');
  });
});
