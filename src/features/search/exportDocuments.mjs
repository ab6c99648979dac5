// Turns a built search index (the plugin's `search-index-<hash>.json`) back into one document
// per page, in the shape a remote search service ingests: {id, title, content, toc, routePath,
// domain}. Used by `npm run search:export` (scripts/search-export.mjs).

/** Document types of the plugin's index, in the order of its top-level array. */
const TITLE = 0;
const HEADING = 1;
const CONTENT = 4;

/**
 * @typedef {{text: string, id: string, depth: number}} TocEntry
 * @typedef {{id: string, title: string, content: string, toc: TocEntry[], routePath: string, domain: string}} SearchDocument
 */

/**
 * @param {Array<{documents: any[]}>} searchIndex the parsed index file
 * @param {{lang: string, domain?: string, headingDepth?: (routePath: string, id: string) => number}} options
 *   `headingDepth` tells the level (2–4) of a heading; the index itself does not keep it.
 * @returns {SearchDocument[]}
 */
export function searchDocuments(searchIndex, {lang, domain = '', headingDepth = () => 2}) {
  const of = (type) => searchIndex[type]?.documents ?? [];
  return of(TITLE)
    .filter((page) => typeof page.u === 'string' && typeof page.t === 'string')
    .map((page) => {
      const headings = of(HEADING).filter((doc) => doc.p === page.i);
      const sections = of(CONTENT)
        .filter((doc) => doc.p === page.i || (doc.u === page.u && doc.p === undefined))
        .sort((a, b) => a.i - b.i);
      return {
        id: `${lang}:${page.u}`,
        title: page.t,
        content: sections.map((doc) => doc.t).join('\n\n'),
        toc: headings.map((doc) => {
          const id = String(doc.h ?? '').replace(/^#/, '');
          return {text: doc.t, id, depth: headingDepth(page.u, id)};
        }),
        routePath: page.u,
        domain,
      };
    });
}
