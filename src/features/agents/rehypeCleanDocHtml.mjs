// A rehype plugin for the Markdown twins of the pages (see README): strips what only makes
// sense in a browser before the HTML becomes Markdown, and keeps the language of code blocks.
// - heading anchors (`a.hash-link`, "Direct link to ...") go;
// - the package-manager tab strip, buttons and `data-markdown="skip"` parts go (each command
//   stays, one code block per package manager);
// - `<pre class="language-ts">` hands its language to its `<code>`, so the fence says ```ts;
// - links to other pages point at their twins, as absolute URLs (`https://rslib.rs/zh/config/lib.md`),
//   which the llms.txt plugin leaves alone (its own rewriting doubles the /zh/ prefix and
//   breaks folder pages like /config/lib/).
import {twinUrlOfLink} from './twinLinks.mjs';

/** @param {{properties?: {className?: unknown}}} node */
function classes(node) {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

/**
 * @param {any} node
 * @param {(node: any, parent: any) => boolean | void} visit return true to remove the node
 */
function walk(node, visit) {
  if (!Array.isArray(node.children)) return;
  node.children = node.children.filter((child) => !visit(child, node));
  for (const child of node.children) walk(child, visit);
}

/** @param {{siteUrl?: string}} [options] */
export default function rehypeCleanDocHtml({siteUrl = ''} = {}) {
  return (tree) => {
    walk(tree, (node) => {
      if (node.type !== 'element') return false;
      const names = classes(node);
      if (node.tagName === 'a' && names.includes('hash-link')) return true;
      if (node.properties?.role === 'tablist') return true;
      if (node.tagName === 'button') return true;
      // Parts of the page that are not its text (the page actions) say so.
      if (node.properties?.dataMarkdown === 'skip') return true;
      if (node.tagName === 'a' && typeof node.properties?.href === 'string' && siteUrl) {
        node.properties.href = twinUrlOfLink(node.properties.href, siteUrl);
      }
      if (node.tagName === 'pre') {
        const language = names.find((name) => name.startsWith('language-'));
        const code = node.children?.find((child) => child.type === 'element' && child.tagName === 'code');
        if (language && code) code.properties = {...code.properties, className: [...classes(code), language]};
      }
      return false;
    });
  };
}
