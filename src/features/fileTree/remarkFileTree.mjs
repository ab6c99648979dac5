// Remark plugin: a fenced block that draws a folder listing with box-drawing characters becomes
// `<RslibFileTree source="…" language="text" title="…" />` (FileTree/), drawn as a nested list
// with icons. That is every ```tree block, and every ```text block whose body parses as a
// listing (parseFileTree.mjs), so the pages stay plain Markdown that reads the same on GitHub and
// in the Markdown twins. A block with other meta than a title (line highlights...) is left alone,
// and so is one that does not parse: it stays a code block.
import {mdxDefaultImport} from '../../shared/build/mdxImport.mjs';
import {parseFileTree} from './parseFileTree.mjs';

export const FILE_TREE_COMPONENT = 'RslibFileTree';
const FILE_TREE_MODULE = '@site/src/features/fileTree/lazyFileTree';
const LANGUAGES = new Set(['tree', 'text']);
// The title as Docusaurus reads it (`title="dist/"` or `title='dist/'`), and nothing else.
const TITLE_ONLY = /^\s*(?:title=(["'])(.*?)\1)?\s*$/u;

/** @param {string} name @param {string} value */
const attribute = (name, value) => ({type: 'mdxJsxAttribute', name, value});

/**
 * The component for a code node, or null when the node is not a listing it draws.
 * @param {{type: string, lang?: string | null, meta?: string | null, value?: string}} node
 */
export function fileTreeElement(node) {
  if (node.type !== 'code' || !LANGUAGES.has(node.lang ?? '')) return null;
  const meta = TITLE_ONLY.exec(node.meta ?? '');
  if (!meta || !parseFileTree(node.value)) return null;
  const title = meta[2];
  return {
    type: 'mdxJsxFlowElement',
    name: FILE_TREE_COMPONENT,
    attributes: [attribute('source', String(node.value)), attribute('language', String(node.lang)), ...(title ? [attribute('title', title)] : [])],
    children: [],
  };
}

/**
 * Replaces the listings under `node`; returns how many it replaced.
 * @param {{children?: any[]}} node
 */
function replaceListings(node) {
  let replaced = 0;
  node.children?.forEach((child, index, children) => {
    const element = fileTreeElement(child);
    if (element) {
      children[index] = element;
      replaced++;
    } else replaced += replaceListings(child);
  });
  return replaced;
}

export default function remarkFileTree() {
  return (/** @type {{children: any[]}} */ tree) => {
    // Only a page with a listing imports the component (and its chunk).
    if (replaceListings(tree) > 0) tree.children.unshift(mdxDefaultImport(FILE_TREE_COMPONENT, FILE_TREE_MODULE));
  };
}
