// Remark plugin: pages that exist only in English (the JavaScript API) are left out
// of the Chinese build, so a Chinese page that links to one would be a broken link. In that
// build this plugin turns such links into <EnglishOnlyLink>, which points at the English page.
import path from 'node:path';

const DOC_ROOTS = [/(?:^|\/)docs\//g, /\/docusaurus-plugin-content-docs\/[^/]+\//g, /(?:^|\/)versioned_docs\/[^/]+\//g];

/**
 * The path of a doc file relative to its docs folder, e.g. `guide/start/index.mdx`. The innermost
 * docs folder counts, so a checkout under a folder named `docs` changes nothing.
 * @param {string} filePath
 * @returns {string | null}
 */
export function docRelativePath(filePath) {
  const normalized = filePath.split(path.sep).join('/');
  const ends = DOC_ROOTS.flatMap((root) => [...normalized.matchAll(root)].map((match) => match.index + match[0].length));
  return ends.length ? normalized.slice(Math.max(...ends)) : null;
}

/**
 * The English route a link points at when it targets an English-only page, else null.
 * Handles file links (`../../api/javascript-api/core.mdx#x`) and route links (`/api/...`).
 * @param {string} fromDoc the linking doc, relative to the docs folder
 * @param {string} url
 * @param {string[]} prefixes English-only folders, e.g. ['api/']
 * @returns {string | null}
 */
export function englishOnlyRoute(fromDoc, url, prefixes) {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#')) return null;
  const hashIndex = url.indexOf('#');
  const target = hashIndex >= 0 ? url.slice(0, hashIndex) : url;
  const hash = hashIndex >= 0 ? url.slice(hashIndex) : '';
  let docPath;
  if (target.startsWith('/')) {
    docPath = target.slice(1);
  } else if (/\.mdx?$/.test(target)) {
    docPath = path.posix.normalize(path.posix.join(path.posix.dirname(fromDoc), target));
  } else {
    return null;
  }
  if (!prefixes.some((prefix) => docPath.startsWith(prefix))) return null;
  const route = `/${docPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
  return route + hash;
}

/** @param {{enabled?: boolean, prefixes?: string[]}} options */
export default function remarkEnglishOnlyLinks({enabled = true, prefixes = ['api/']} = {}) {
  return (tree, file) => {
    if (!enabled) return;
    const fromDoc = docRelativePath(file.path ?? '');
    if (!fromDoc) return;
    const visit = (node) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type === 'link') {
          const route = englishOnlyRoute(fromDoc, child.url, prefixes);
          if (route) {
            return {
              type: 'mdxJsxTextElement',
              name: 'EnglishOnlyLink',
              attributes: [{type: 'mdxJsxAttribute', name: 'href', value: route}],
              children: child.children,
            };
          }
        }
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}
