// @vitest-environment happy-dom
// What the tree's HTML holds: nested lists a screen reader follows, icons it skips, and the
// source lines in the shape of a code block's (a hidden `pre` of `.token-line`s) for the copy
// button, the Markdown twins and the search index.
import React from 'react';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {cleanup, render, screen, within} from '@testing-library/react';
import FileTree from '.';

vi.mock('@theme/CodeBlock', () => ({
  default: ({children, language}: {children: string; language: string}) => <pre data-plain-block={language}>{children}</pre>,
}));
vi.mock('@theme/CodeBlock/Container', () => ({
  default: ({as: As, className, ...props}: {as: 'div'; className?: string}) => <As {...props} className={`${className} theme-code-block`} />,
}));
vi.mock('@theme/CodeBlock/Buttons', () => ({default: () => <button type="button" data-code-button="copy" />}));

const SOURCE = ['dist/', '├── index.js        ← js banner', '└── utils/', '    └── slugify.d.ts'].join('\n');

afterEach(cleanup);

describe('FileTree', () => {
  test('a list per folder, an icon per entry hidden from screen readers, the comment beside its name', () => {
    const {container} = render(<FileTree source={SOURCE} language="text" />);
    const [root] = screen.getAllByRole('listitem');
    const entryText = (item: Element) => item.querySelector('span')?.textContent;
    expect(entryText(root!)).toBe('dist/');
    expect(within(root!).getAllByRole('listitem').map(entryText)).toEqual(['index.jsjs banner', 'utils/', 'slugify.d.ts']);
    // Nesting: utils/ holds slugify.d.ts.
    expect(container.querySelectorAll('ul ul ul > li')).toHaveLength(1);
    const icons = container.querySelectorAll('li svg');
    expect(icons).toHaveLength(4);
    icons.forEach((icon) => expect(icon.getAttribute('aria-hidden')).toBe('true'));
    expect(screen.getByText('js banner').previousElementSibling?.textContent).toBe('index.js');
  });

  test('the source lines, exactly, in a hidden code block of the same language, with the copy button beside', () => {
    const {container} = render(<FileTree source={SOURCE} language="tree" title="dist/" />);
    const block = container.querySelector('.theme-code-block.language-tree')!;
    const pre = block.querySelector('pre')!;
    expect(pre.hidden).toBe(true);
    expect(pre.className).toBe('language-tree');
    expect(Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent).join('\n')).toBe(SOURCE);
    expect(block.querySelector('button[data-code-button="copy"]')).not.toBeNull();
    // The title comes first, as a code block's does.
    expect(block.firstElementChild?.textContent).toBe('dist/');
  });

  test('text that is not a listing is shown as a plain block', () => {
    const {container} = render(<FileTree source={'dist/\n\n└── a'} language="tree" />);
    expect(container.querySelector('ul')).toBeNull();
    expect(container.querySelector('pre[data-plain-block="tree"]')?.textContent).toBe('dist/\n\n└── a');
  });
});
