// A rehype plugin for the Markdown twins of the pages (see README): strips what only makes
// sense in a browser before the HTML becomes Markdown, and gives back each code block as it is
// written in the page's source.
// - heading anchors (`a.hash-link`, "Direct link to ..."), buttons, `data-markdown="skip"`
//   parts and HTML comments (React's `<!-- -->` text separators) go;
// - a tab group becomes its panels, each after a line with its tab's label in bold
//   (`**npm**`, then the npm command), so no command is left without its package manager;
// - a code block becomes one `<pre><code>` holding its text: Docusaurus renders each line as a
//   block with a `<br>` inside, which the HTML-to-Markdown step reads as two line breaks. Its
//   language and title travel in the code's class (`language-ts title="rslib.config.ts"`),
//   which `remarkCodeFenceMeta` splits into the fence's language and meta;
// - links to other pages point at their twins, as absolute URLs (`https://rslib.rs/zh/config/lib.md`),
//   which the llms.txt plugin leaves alone (its own rewriting doubles the /zh/ prefix and
//   breaks folder pages like /config/lib/).
import {twinUrlOfLink} from './twinLinks.mjs';

/** @param {{properties?: {className?: unknown}}} node */
function classes(node) {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

const isElement = (node, tagName) => node?.type === 'element' && (!tagName || node.tagName === tagName);

/**
 * @param {any} node
 * @param {(node: any) => boolean | void} visit return true to remove the node
 */
function walk(node, visit) {
  if (!Array.isArray(node.children)) return;
  node.children = node.children.filter((child) => !visit(child));
  for (const child of node.children) walk(child, visit);
}

/** Every descendant of `node` that `test` accepts, not looking inside accepted ones. */
function findAll(node, test) {
  const found = [];
  for (const child of node.children ?? []) {
    if (test(child)) found.push(child);
    else found.push(...findAll(child, test));
  }
  return found;
}

/** The text of a node as the reader sees it; `<br>` is a line break. */
function textOf(node) {
  if (node.type === 'text') return node.value;
  if (isElement(node, 'br')) return '\n';
  return (node.children ?? []).map(textOf).join('');
}

/**
 * The source text of a rendered code block: its lines (`.token-line`, each ending in a `<br>`)
 * joined by single line breaks; a block rendered without line elements is read as it is.
 * @param {any} code the `<code>` element
 */
export function codeText(code) {
  const lines = findAll(code, (node) => isElement(node) && classes(node).includes('token-line'));
  if (!lines.length) return textOf(code).replace(/\n$/, '');
  return lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n');
}

/** A fence meta value: `title="…"`, with the other quote when the title holds one. */
function titleMeta(title) {
  return title.includes('"') ? `title='${title}'` : `title="${title}"`;
}

/** `<pre><code class="language-x[ meta]">text</code></pre>` for a Docusaurus code block container. */
function plainCodeBlock(container) {
  const pre = findAll(container, (node) => isElement(node, 'pre'))[0];
  if (!pre) return null;
  const code = findAll(pre, (node) => isElement(node, 'code'))[0] ?? pre;
  const language = [...classes(container), ...classes(pre)].find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const titleElement = findAll(container, (node) => isElement(node) && classes(node).some((name) => name.startsWith('codeBlockTitle')))[0];
  const title = titleElement ? textOf(titleElement).trim() : '';
  const info = [language || (title ? 'text' : ''), title ? titleMeta(title) : ''].filter(Boolean).join(' ');
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [{type: 'element', tagName: 'code', properties: {className: info ? [`language-${info}`] : []}, children: [{type: 'text', value: codeText(code)}]}],
  };
}

/** A tab group's panels, each after its tab's label in bold. */
function labelledPanels(container) {
  const labels = findAll(container, (node) => isElement(node) && node.properties?.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(container, (node) => isElement(node) && node.properties?.role === 'tabpanel');
  if (!panels.length) return null;
  return {
    type: 'element',
    tagName: 'div',
    properties: {},
    children: panels.flatMap((panel, index) => [
      ...(labels[index] ? [{type: 'element', tagName: 'p', properties: {}, children: [{type: 'element', tagName: 'strong', properties: {}, children: [{type: 'text', value: labels[index]}]}]}] : []),
      ...panel.children,
    ]),
  };
}

/** @param {{siteUrl?: string}} [options] */
export default function rehypeCleanDocHtml({siteUrl = ''} = {}) {
  return (tree) => {
    walk(tree, (node) => {
      if (node.type === 'comment') return true;
      if (node.type !== 'element') return false;
      const names = classes(node);
      if (node.tagName === 'a' && names.includes('hash-link')) return true;
      if (node.tagName === 'button') return true;
      // Parts of the page that are not its text (the page actions) say so.
      if (node.properties?.dataMarkdown === 'skip') return true;
      // Rewritten in place; the walk then goes through the new children.
      const replacement = names.includes('theme-code-block') ? plainCodeBlock(node) : names.includes('tabs-container') ? labelledPanels(node) : null;
      if (replacement) Object.assign(node, replacement);
      if (node.properties?.role === 'tablist') return true;
      if (node.tagName === 'a' && typeof node.properties?.href === 'string' && siteUrl) {
        node.properties.href = twinUrlOfLink(node.properties.href, siteUrl);
      }
      if (node.tagName === 'pre' && !replacement) {
        const language = names.find((name) => name.startsWith('language-'));
        const code = node.children?.find((child) => isElement(child, 'code'));
        if (language && code && !classes(code).some((name) => name.startsWith('language-'))) {
          code.properties = {...code.properties, className: [...classes(code), language]};
        }
      }
      return false;
    });
  };
}

/**
 * A remark plugin for the twins: a code block whose language carries more after a space
 * (`ts title="rslib.config.ts"`, set by `rehypeCleanDocHtml`) gets that part as its fence meta.
 */
export function remarkCodeFenceMeta() {
  /** @param {any} node */
  const visit = (node) => {
    if (node.type === 'code' && typeof node.lang === 'string') {
      const space = node.lang.indexOf(' ');
      if (space > 0) {
        node.meta = node.lang.slice(space + 1);
        node.lang = node.lang.slice(0, space);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  return visit;
}
