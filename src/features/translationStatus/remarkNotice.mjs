// Remark plugin, Chinese build only: a Chinese page whose English changed since its translation
// gets <TranslationStatusNotice> under its title, with the date of the English change. Only the
// outdated pages carry the notice and the import of its component; nothing goes into global data
// or the start-up bundle, and the notice is in the server HTML (no layout shift).
import path from 'node:path';
import {mdxDefaultImport} from '../../shared/build/mdxImport.mjs';
import {pageStatuses} from './status.mjs';
import {CHINESE_DIR, FOLDERS, englishChangeDate, readSources} from './sources.mjs';

export const NOTICE_COMPONENT = 'RslibTranslationStatusNotice';
export const NOTICE_MODULE = '@site/src/features/translationStatus/Notice';

/**
 * The site folder and page of a Chinese page file, or null for any other file (English pages,
 * which the Chinese build uses for untranslated ones, and versioned copies).
 * @param {string | undefined} filePath
 * @returns {{siteDir: string, page: string} | null}
 */
export function locateChinesePage(filePath) {
  if (!filePath) return null;
  const normalized = filePath.split(path.sep).join('/');
  const marker = `/${CHINESE_DIR}/`;
  const index = normalized.lastIndexOf(marker);
  if (index < 0) return null;
  const page = normalized.slice(index + marker.length);
  return /\.mdx?$/.test(page) ? {siteDir: normalized.slice(0, index) || '/', page} : null;
}

/**
 * The notice for `page` when it is outdated, else null: its `source` (the page's `@site/...`
 * path, which the component compares with the page it is rendered in, so that a page imported
 * into another shows no notice there) and the UTC date of the English change.
 * @param {string} siteDir
 * @param {string} page
 * @returns {{source: string, date: string} | null}
 */
export function noticeFor(siteDir, page) {
  const {pages} = pageStatuses(readSources(siteDir), FOLDERS);
  const status = pages.find((entry) => entry.page === page);
  if (status?.state !== 'outdated') return null;
  const changed = englishChangeDate(siteDir, page);
  if (!changed) return null;
  return {source: `@site/${CHINESE_DIR}/${page}`, date: changed.date};
}

/**
 * Puts the notice into an MDX tree: the import at the top, the element right after the page's
 * title (the `<header>` Docusaurus wraps the first `# heading` in), or first when the title
 * comes from front matter.
 * @param {{children: any[]}} tree
 * @param {{source: string, date: string}} notice
 */
export function insertNotice(tree, {source, date}) {
  const children = tree.children;
  const header = children.findIndex((node) => node.type === 'mdxJsxFlowElement' && node.name === 'header');
  const firstContent = children.findIndex((node) => !['mdxjsEsm', 'yaml', 'toml'].includes(node.type));
  const at = header >= 0 ? header + 1 : firstContent >= 0 ? firstContent : children.length;
  children.splice(at, 0, {
    type: 'mdxJsxFlowElement',
    name: NOTICE_COMPONENT,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'source', value: source},
      {type: 'mdxJsxAttribute', name: 'date', value: date},
    ],
    children: [],
  });
  children.unshift(mdxDefaultImport(NOTICE_COMPONENT, NOTICE_MODULE));
}

/** @param {{enabled?: boolean}} [options] */
export default function remarkTranslationNotice({enabled = true} = {}) {
  return (/** @type {{children: any[]}} */ tree, /** @type {{path?: string}} */ file) => {
    if (!enabled) return;
    const located = locateChinesePage(file.path);
    if (!located) return;
    const notice = noticeFor(located.siteDir, located.page);
    if (notice) insertNotice(tree, notice);
  };
}
