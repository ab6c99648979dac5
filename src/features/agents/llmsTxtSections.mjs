// llms.txt as the site reads: sections named and ordered like the sidebars (and the top bar's
// labels for the sidebars themselves), in the build's language, each page listed once with its
// description. The llms.txt plugin groups pages by the folders of their addresses ("## guide",
// "### advanced") and repeats a folder page's description under the heading; this module
// describes the sections from the sidebars (plain data, so it can be sent to the worker thread)
// and writes the plugin's index again in that shape, in llms.txt and in llms-full.txt (whose
// pages then follow the same order).
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{label: string, folder: string, docs: string[], sections: LlmsTxtSection[]}} LlmsTxtSection
 * `folder`: the address folder of the section's pages (`/guide/start`); `docs`: the addresses of
 * the pages the sidebar lists in it, in sidebar order (`/guide/start` for `guide/start/index`).
 */

/** The address of a doc id, as the docs plugin serves it at `/` (`guide/start/index` → `/guide/start`). */
export function docRoute(id) {
  return `/${id.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
}

/** The deepest folder that holds the files of every one of `ids` (`guide/start/index` and `guide/start/ai` → `/guide/start`). */
function commonFolder(ids) {
  const folders = ids.map((id) => id.split('/').slice(0, -1));
  if (!folders.length) return '/';
  let length = folders[0].length;
  for (const parts of folders) {
    let i = 0;
    while (i < length && i < parts.length && parts[i] === folders[0][i]) i++;
    length = i;
  }
  return `/${folders[0].slice(0, length).join('/')}`;
}

/** Every doc id of sidebar items, in order: category links first, then their items. */
function docIdsOf(items) {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category') return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...docIdsOf(item.items ?? [])];
    return [];
  });
}

/**
 * The sections of llms.txt from the sidebars: a sidebar that a top-bar item opens becomes a section
 * named like that item, holding its own pages and one sub-section per category; the categories of
 * a sidebar without such an item become sections themselves.
 *
 * @param {Record<string, Array<Record<string, any>> | undefined>} sidebars the sidebars as `sidebars.ts` writes them
 * @param {{navbar: Array<{docId?: string, label?: string}>, categoryLabel?: (sidebarId: string, label: string) => string, navbarLabel?: (label: string) => string}} labels
 * @returns {LlmsTxtSection[]}
 */
export function llmsTxtSections(sidebars, {navbar, categoryLabel = (_, label) => label, navbarLabel = (label) => label}) {
  const categorySection = (sidebarId, category) => {
    const ids = docIdsOf([category]);
    const sections = (category.items ?? []).filter((item) => item.type === 'category').map((item) => categorySection(sidebarId, item));
    return {label: categoryLabel(sidebarId, category.label), folder: commonFolder(ids), docs: ids.map(docRoute), sections};
  };
  return Object.entries(sidebars).flatMap(([sidebarId, items = []]) => {
    const ids = docIdsOf(items);
    const opener = navbar.find((item) => item.docId && item.label && ids.includes(item.docId));
    const categories = items.filter((item) => item.type === 'category').map((item) => categorySection(sidebarId, item));
    const ownDocs = items.filter((item) => item.type === 'doc').map((item) => docRoute(item.id));
    if (!opener) {
      if (ownDocs.length) return [{label: sidebarId, folder: commonFolder(ids), docs: ownDocs, sections: categories}];
      return categories;
    }
    return [{label: navbarLabel(opener.label), folder: commonFolder(ids), docs: ownDocs, sections: categories}];
  });
}

const LINK = /^- \[(.*)\]\((\S+?)\)(?:: (.*))?$/;

/**
 * llms.txt written again in the shape of `sections`. `original` is the plugin's file: its title
 * and summary are kept, and its link lines give each page's title, address and description.
 * A page goes to the section whose sidebar lists it (in sidebar order), or else to the deepest
 * section of its folder (after the listed pages, in the plugin's order); a page of no section
 * is kept in a last section named after its first folder. Sections without pages are left out.
 *
 * @param {string} original
 * @param {LlmsTxtSection[]} sections
 * @param {{siteUrl: string, baseUrl?: string}} site where the pages are (`/zh/` for the Chinese build)
 */
export function rewriteLlmsTxt(original, sections, {siteUrl, baseUrl = '/'}) {
  const lines = original.split('\n');
  const firstSection = lines.findIndex((line) => /^#{2,} /.test(line) || LINK.test(line));
  const head = (firstSection === -1 ? lines : lines.slice(0, firstSection)).join('\n').trimEnd();
  const prefix = `${siteUrl.replace(/\/$/, '')}${baseUrl.replace(/\/$/, '')}`;
  const links = lines
    .map((line) => LINK.exec(line))
    .filter((m) => m !== null)
    .map((m) => {
      const url = m[2];
      const route = url.startsWith(prefix) ? url.slice(prefix.length).replace(/\.md$/, '').replace(/\/$/, '') || '/' : url;
      return {line: m[0], route};
    });

  // Where each page goes: first the sections whose sidebar lists it, then the deepest folder.
  /** @type {Map<LlmsTxtSection, Array<{line: string, order: number}>>} */
  const placed = new Map();
  const all = [];
  const walk = (list, depth) => {
    for (const section of list) {
      all.push({section, depth});
      walk(section.sections, depth + 1);
    }
  };
  walk(sections, 0);
  const rest = [];
  links.forEach(({line, route}, index) => {
    let target = null;
    let order = 0;
    for (const {section, depth} of all) {
      const at = section.docs.indexOf(route);
      if (at !== -1 && (!target || depth > target.depth)) {
        target = {section, depth};
        order = at;
      }
    }
    if (!target) {
      for (const {section, depth} of all) {
        const inFolder = section.folder === '/' || route === section.folder || route.startsWith(`${section.folder}/`);
        if (inFolder && (!target || depth > target.depth)) target = {section, depth};
      }
      order = 10_000 + index;
    }
    if (!target) {
      rest.push({line, route});
      return;
    }
    const list = placed.get(target.section) ?? [];
    list.push({line, order});
    placed.set(target.section, list);
  });

  const out = [head, ''];
  const render = (list, level) => {
    for (const section of list) {
      const own = (placed.get(section) ?? []).sort((a, b) => a.order - b.order).map((entry) => entry.line);
      const before = out.length;
      out.push(`${'#'.repeat(level)} ${section.label}`, '');
      if (own.length) out.push(...own, '');
      const afterHeading = out.length;
      render(section.sections, level + 1);
      // A section with no page of its own and none below it is left out.
      if (!own.length && out.length === afterHeading) out.length = before;
    }
  };
  render(sections, 2);
  const restFolders = [...new Set(rest.map(({route}) => route.split('/').filter(Boolean)[0] ?? '/'))];
  for (const folder of restFolders) {
    out.push(`## ${folder}`, '', ...rest.filter(({route}) => (route.split('/').filter(Boolean)[0] ?? '/') === folder).map(({line}) => line), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

// How the plugin writes llms-full.txt: the text of llms.txt, this heading, then each page's
// Markdown twin followed by the separator.
const SEPARATOR = '\n\n---\n\n';
const FULL_HEADING = '# Full Documentation Content\n\n';

/**
 * Writes llms.txt again in the shape of `sections`, and llms-full.txt with the same index and its
 * pages in the same order. llms-full.txt is rebuilt from the Markdown twins, after checking that
 * the plugin's own file is exactly its index followed by the twins in the index's order (the
 * build stops otherwise: the plugin changed how it writes the file). Missing files are left alone.
 *
 * @param {string} outDir the build folder of one language
 * @param {LlmsTxtSection[]} sections
 * @param {{siteUrl: string, baseUrl?: string}} site
 */
export function rewriteLlmsTxtFiles(outDir, sections, site) {
  const llmsFile = path.join(outDir, 'llms.txt');
  if (!fs.existsSync(llmsFile)) return;
  const original = fs.readFileSync(llmsFile, 'utf8');
  const rewritten = rewriteLlmsTxt(original, sections, site);
  fs.writeFileSync(llmsFile, rewritten);
  const fullFile = path.join(outDir, 'llms-full.txt');
  if (!fs.existsSync(fullFile)) return;
  const prefix = `${site.siteUrl.replace(/\/$/, '')}${(site.baseUrl ?? '/').replace(/\/$/, '')}`;
  const twins = (index) =>
    index
      .split('\n')
      .map((line) => LINK.exec(line)?.[2])
      .filter((url) => url !== undefined && url.startsWith(prefix) && url.endsWith('.md'))
      .map((url) => fs.readFileSync(path.join(outDir, url.slice(prefix.length)), 'utf8'));
  const full = (index) => `${index}${SEPARATOR}${FULL_HEADING}${twins(index).map((page) => `${page}${SEPARATOR}`).join('')}`;
  if (fs.readFileSync(fullFile, 'utf8') !== full(original)) {
    throw new Error('llms-full.txt is not llms.txt followed by the Markdown twins in its order: the llms.txt plugin changed how it writes it');
  }
  fs.writeFileSync(fullFile, full(rewritten));
}

/**
 * The labels a reader of `locale` sees: the sidebar categories from the docs plugin's translation
 * file and the top-bar items from the theme's (both written by `write-translations`); the
 * English labels where there is no translation.
 *
 * @param {string} siteDir
 * @param {string} locale
 * @returns {{categoryLabel: (sidebarId: string, label: string) => string, navbarLabel: (label: string) => string}}
 */
export function translatedLabels(siteDir, locale) {
  const read = (file) => {
    const full = path.join(siteDir, 'i18n', locale, file);
    return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : {};
  };
  const docs = read('docusaurus-plugin-content-docs/current.json');
  const navbar = read('docusaurus-theme-classic/navbar.json');
  return {
    categoryLabel: (sidebarId, label) => docs[`sidebar.${sidebarId}.category.${label}`]?.message ?? label,
    navbarLabel: (label) => navbar[`item.label.${label}`]?.message ?? label,
  };
}
