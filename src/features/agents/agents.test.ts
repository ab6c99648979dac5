import {describe, expect, it} from 'vitest';
import {markdownTwinPath} from './markdownTwin';
import rehypeCleanDocHtml, {codeText, remarkCodeFenceMeta} from './rehypeCleanDocHtml.mjs';
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

  // A Docusaurus code block as the build renders it: a title, then one `.token-line` per line,
  // each with a `<br>` at its end, and Suspense comments around the lines.
  const line = (...parts: string[]) =>
    el('div', {className: ['token-line']}, [...parts.map((part) => el('span', {className: ['token', 'plain']}, [{type: 'text', value: part}])), el('br', {})]);
  const codeBlock = (language: string, title: string | null, lines: unknown[]) =>
    el('div', {className: [`language-${language}`, 'codeBlockContainer_Ckt0', 'theme-code-block']}, [
      ...(title ? [el('div', {className: ['codeBlockTitle_OeMC']}, [{type: 'text', value: title}])] : []),
      el('div', {className: ['codeBlockContent_QJqH']}, [
        el('pre', {className: ['prism-code', `language-${language}`]}, [
          el('code', {className: ['codeBlockLines_e6Vv']}, [{type: 'comment', value: '$'}, ...lines, {type: 'comment', value: '/$'}]),
        ]),
        el('div', {}, [el('button', {}, [{type: 'text', value: 'Copy'}])]),
      ]),
    ]);

  it('gives a code block back as its source lines, with its language and title, and no markup', () => {
    const tree = {type: 'root', children: [codeBlock('ts', 'rslib.config.ts', [line('import x;'), line(''), line('  export default x;')])]};
    rehypeCleanDocHtml()(tree);
    expect(tree.children).toEqual([
      el('pre', {}, [el('code', {className: ['language-ts title="rslib.config.ts"']}, [{type: 'text', value: 'import x;\n\n  export default x;'}])]),
    ]);
    const untitled = {type: 'root', children: [codeBlock('bash', null, [line('npm i')])]};
    rehypeCleanDocHtml()(untitled);
    expect(JSON.stringify(untitled)).toContain('"className":["language-bash"]');
    expect(codeText(el('code', {}, [{type: 'text', value: 'a'}, el('br', {}), {type: 'text', value: 'b\n'}]))).toBe('a\nb');
  });

  it('gives a folder tree (features/fileTree) back as the source of its hidden lines, not its drawn list', () => {
    const source = ['dist/', '└── index.js  ← entry'];
    const tokenLine = (text: string) => el('span', {className: ['token-line']}, [{type: 'text', value: text}]);
    const tree = {
      type: 'root',
      children: [
        el('div', {className: ['language-tree', 'codeBlockContainer_Ckt0', 'theme-code-block'], dataFileTree: ''}, [
          el('div', {className: ['codeBlockTitle_OeMC']}, [{type: 'text', value: 'dist/'}]),
          el('div', {className: ['codeBlockContent_QJqH']}, [
            el('pre', {hidden: true, className: ['language-tree']}, [el('code', {}, source.map(tokenLine))]),
            el('ul', {}, [el('li', {}, [el('svg', {ariaHidden: 'true'}), {type: 'text', value: 'dist/'}])]),
            el('div', {}, [el('button', {}, [{type: 'text', value: 'Copy'}])]),
          ]),
        ]),
      ],
    };
    rehypeCleanDocHtml()(tree);
    expect(tree.children).toEqual([el('pre', {}, [el('code', {className: ['language-tree title="dist/"']}, [{type: 'text', value: source.join('\n')}])])]);
  });

  it('labels each tab panel with its tab and drops the strip and comments', () => {
    const tab = (label: string) => el('li', {role: 'tab'}, [{type: 'text', value: label}]);
    const tree = {
      type: 'root',
      children: [
        el('div', {className: ['theme-tabs-container', 'tabs-container']}, [
          el('ul', {role: 'tablist'}, [tab('npm'), tab('pnpm')]),
          el('div', {className: ['margin-top--md']}, [
            el('div', {role: 'tabpanel'}, [codeBlock('bash', null, [line('npm add x')])]),
            el('div', {role: 'tabpanel', hidden: true}, [codeBlock('bash', null, [line('pnpm add x')])]),
          ]),
        ]),
        el('p', {}, [{type: 'text', value: 'a'}, {type: 'comment', value: ' '}, {type: 'text', value: 'b'}]),
      ],
    };
    rehypeCleanDocHtml()(tree);
    const text = JSON.stringify(tree);
    expect(text).not.toContain('tablist');
    expect(text).not.toContain('comment');
    const strong = (label: string) => el('p', {}, [el('strong', {}, [{type: 'text', value: label}])]);
    const pre = (value: string) => el('pre', {}, [el('code', {className: ['language-bash']}, [{type: 'text', value}])]);
    expect((tree.children[0] as {children: unknown[]}).children).toEqual([strong('npm'), pre('npm add x'), strong('pnpm'), pre('pnpm add x')]);
  });
});

describe('remarkCodeFenceMeta', () => {
  it('splits what follows the language into the fence meta', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'ts title="rslib.config.ts"', meta: null, value: 'x'},
        {type: 'blockquote', children: [{type: 'code', lang: 'bash', meta: null, value: 'y'}]},
      ],
    };
    remarkCodeFenceMeta()(tree);
    expect(tree.children[0]).toEqual({type: 'code', lang: 'ts', meta: 'title="rslib.config.ts"', value: 'x'});
    expect(JSON.stringify(tree.children[1])).toContain('"lang":"bash","meta":null');
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
