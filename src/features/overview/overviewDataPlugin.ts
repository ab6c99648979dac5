// Local plugin: collects what overview pages (front matter `overview: true`) show.
// For each overview page it walks the sidebar the page belongs to and lists every page there
// with its title and headings (level 2 unless `overviewHeaders` says otherwise), read from the
// Markdown source. The result is global data, read by src/features/overview/Overview.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {overviewDataFile} from './overviewData.mjs';
import {
  DEFAULT_OVERVIEW_HEADERS,
  parseOverviewHeaders,
  type OverviewData,
  type OverviewGroup,
  type OverviewHeading,
  type OverviewPage,
} from './overview';

export const PLUGIN_NAME = 'rslib-overview-data';

/** The parts of the docs plugin's loaded content this plugin reads. */
export interface DocsSidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: DocsSidebarItem[];
  link?: {type: string; id?: string};
}

export interface DocsDoc {
  id: string;
  title: string;
  permalink: string;
  source: string;
  sidebar?: string;
  frontMatter: Record<string, unknown>;
}

interface DocsContent {
  loadedVersions: {docs: DocsDoc[]; sidebars: Record<string, DocsSidebarItem[]>}[];
}

/** Heading text without Markdown syntax, as Docusaurus shows it in the outline. */
export function plainHeadingText(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .trim();
}

/** github-slugger's rule, which Docusaurus uses for headings without an explicit id. */
export function slugOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/**
 * The ATX headings of a Markdown/MDX file at the given levels, with the ids Docusaurus gives
 * them: the explicit `{#id}` or a slug of the text, numbered when repeated. Front matter and
 * fenced code are skipped.
 */
export function extractHeadings(markdown: string, depths: readonly number[]): OverviewHeading[] {
  const body = markdown.replace(/^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/, '');
  const seen = new Map<string, number>();
  const headings: OverviewHeading[] = [];
  let fence: string | null = null;
  for (const line of body.split(/\r?\n/)) {
    const fenceMatch = line.match(/^\s{0,3}(`{3,}|~{3,})/);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = line.match(/^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/);
    if (!match) continue;
    const depth = match[1]!.length;
    let raw = match[2]!;
    let id: string | null = null;
    const explicit = raw.match(/\s*\{#([^}\s]+)\}\s*$/);
    if (explicit) {
      id = explicit[1]!;
      raw = raw.slice(0, explicit.index);
    }
    const text = plainHeadingText(raw);
    if (id === null) {
      const base = slugOf(text);
      let slug = base;
      while (seen.has(slug)) {
        const count = seen.get(base)! + 1;
        seen.set(base, count);
        slug = `${base}-${count}`;
      }
      seen.set(slug, 0);
      id = slug;
    }
    if (depths.includes(depth)) headings.push({text, id, depth});
  }
  return headings;
}

/** The doc ids of a sidebar category, its own page first, nested categories flattened. */
function docIdsOf(item: DocsSidebarItem): string[] {
  if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
  if (item.type !== 'category') return [];
  const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
  return [...own, ...(item.items ?? []).flatMap(docIdsOf)];
}

/**
 * The overview of a sidebar: one group per top-level category, then the pages outside any
 * category as a group without a title ("Others"). Links and HTML items are skipped, and so is
 * the overview page itself.
 */
export function buildOverviewGroups(
  sidebar: readonly DocsSidebarItem[],
  pageOf: (docId: string) => OverviewPage | undefined,
  overviewDocId: string,
): OverviewGroup[] {
  const pagesOf = (ids: string[]) =>
    ids.filter((id) => id !== overviewDocId).flatMap((id) => {
      const page = pageOf(id);
      return page ? [page] : [];
    });
  const groups: OverviewGroup[] = [];
  const others: string[] = [];
  for (const item of sidebar) {
    if (item.type === 'category') {
      const pages = pagesOf(docIdsOf(item));
      if (pages.length > 0) groups.push({title: item.label ?? null, pages});
    } else {
      others.push(...docIdsOf(item));
    }
  }
  const otherPages = pagesOf(others);
  if (otherPages.length > 0) groups.push({title: null, pages: otherPages});
  return groups;
}

/** Reads each doc's source at most once. */
function createSourceReader(siteDir: string) {
  const cache = new Map<string, string>();
  return (source: string): string => {
    const file = path.resolve(siteDir, source.replace(/^@site\//, ''));
    if (!cache.has(file)) cache.set(file, fs.readFileSync(file, 'utf8'));
    return cache.get(file)!;
  };
}

/** The groups of each overview page, by the page's source (`@site/docs/config/index.mdx`). */
export function collectOverviews(content: DocsContent, readSource: (source: string) => string): OverviewData {
  const overviews: OverviewData = {};
  for (const version of content.loadedVersions) {
    const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
    for (const overview of version.docs.filter((doc) => doc.frontMatter.overview === true)) {
      if (extractHeadings(readSource(overview.source), [1]).length > 0) {
        throw new Error(
          `${overview.source}: an overview page shows its overview between its title and its text, ` +
            'so it takes its title from front matter. Remove the "# ..." heading from the page.',
        );
      }
      const sidebar = overview.sidebar ? version.sidebars[overview.sidebar] : undefined;
      const defaultLevels = parseOverviewHeaders(overview.frontMatter.overviewHeaders) ?? DEFAULT_OVERVIEW_HEADERS;
      const pageOf = (docId: string): OverviewPage | undefined => {
        const doc = docsById.get(docId);
        if (!doc) return undefined;
        const levels = parseOverviewHeaders(doc.frontMatter.overviewHeaders) ?? defaultLevels;
        return {title: doc.title, permalink: doc.permalink, headings: extractHeadings(readSource(doc.source), levels)};
      };
      overviews[overview.source] = sidebar ? buildOverviewGroups(sidebar, pageOf, overview.id) : [];
    }
  }
  return overviews;
}

export default function overviewDataPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docs) return;
      const overviews = collectOverviews(docs, createSourceReader(context.siteDir));
      for (const [source, groups] of Object.entries(overviews)) {
        await actions.createData(overviewDataFile(path.resolve(context.siteDir, source.replace(/^@site\//, ''))), JSON.stringify(groups));
      }
    },
  };
}
