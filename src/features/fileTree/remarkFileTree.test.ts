import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkFileTree, {FILE_TREE_COMPONENT, fileTreeElement} from './remarkFileTree.mjs';

const LISTING = 'dist/\n├── index.js        ← js banner\n└── utils/\n    └── slugify.d.ts';

/** The attributes of the element made for a code node, by name. */
function attributesOf(node: Parameters<typeof fileTreeElement>[0]): Record<string, unknown> | null {
  const element = fileTreeElement(node);
  return element && Object.fromEntries(element.attributes.map((a) => [a.name, a.value]));
}

describe('fileTreeElement', () => {
  it('turns a ```tree block and a ```text listing into the component, with the exact source', () => {
    expect(attributesOf({type: 'code', lang: 'tree', value: LISTING})).toEqual({source: LISTING, language: 'tree'});
    expect(attributesOf({type: 'code', lang: 'text', meta: 'title="dist/"', value: LISTING})).toEqual({source: LISTING, language: 'text', title: 'dist/'});
    expect(attributesOf({type: 'code', lang: 'text', meta: "title='dist/mf'", value: LISTING})).toMatchObject({title: 'dist/mf'});
    expect(fileTreeElement({type: 'code', lang: 'tree', value: LISTING})?.name).toBe(FILE_TREE_COMPONENT);
  });

  it('leaves other blocks alone: other languages, other meta, text that is not a listing', () => {
    expect(fileTreeElement({type: 'code', lang: 'bash', value: LISTING})).toBeNull();
    expect(fileTreeElement({type: 'code', lang: null, value: LISTING})).toBeNull();
    expect(fileTreeElement({type: 'code', lang: 'text', meta: '{2}', value: LISTING})).toBeNull();
    expect(fileTreeElement({type: 'code', lang: 'text', meta: 'title="a" showLineNumbers', value: LISTING})).toBeNull();
    expect(fileTreeElement({type: 'code', lang: 'text', value: 'npm run build\n> rslib build'})).toBeNull();
    // A ```tree block that does not parse stays a code block too.
    expect(fileTreeElement({type: 'code', lang: 'tree', value: 'dist/\n\n└── a'})).toBeNull();
    expect(fileTreeElement({type: 'paragraph'})).toBeNull();
  });
});

describe('remarkFileTree in an MDX compile', () => {
  const compiled = async (mdx: string) => String(await compile(mdx, {remarkPlugins: [remarkFileTree]}));

  it('renders listings anywhere in the page (lists, JSX) through one import', async () => {
    const page = ['# Output', '', '```text title="dist/"', LISTING, '```', '', '- In a list:', '', '  ```tree', '  src/', '  └── index.ts', '  ```', '', '<div>', '', '```tree', LISTING, '```', '', '</div>'].join('\n');
    const js = await compiled(page);
    expect(js.match(/import RslibFileTree from "@site\/src\/features\/fileTree\/lazyFileTree"/g)).toHaveLength(1);
    expect(js.match(/\(RslibFileTree, \{/g)).toHaveLength(3);
    expect(js).toContain(`source: ${JSON.stringify(LISTING)}`);
    expect(js).toContain('title: "dist/"');
    expect(js).toContain(`source: "src/\\n└── index.ts"`);
  });

  it('adds nothing to a page without a listing', async () => {
    const js = await compiled('```text\nnot a tree\n```\n');
    expect(js).not.toContain('RslibFileTree');
    expect(js).toContain('not a tree');
  });
});
