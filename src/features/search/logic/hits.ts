/** Results of the search engine (engine/search.mjs, run in the worker) turned into search hits. */
import {CODE, HEADING, TITLE} from '../engine/index.mjs';
import {findHighlights} from './highlight';
import {excerpt} from './text';
import type {SearchHit} from './types';

/** A document of `@easyops-cn/docusaurus-search-local`'s index. */
export interface IndexedDocument {
  /** Id. */
  i: number;
  /** Text: title, heading or section content. */
  t: string;
  /** Page URL. */
  u: string;
  /** `#anchor` of a heading or section. */
  h?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Section heading of a content document. */
  s?: string;
  /** Breadcrumb of a title document: navbar item, then sidebar categories. */
  b?: string[];
}

/** One result of the engine: the shape the plugin's own worker (`searchByWorker`) returned. */
export interface WorkerResult {
  document: IndexedDocument;
  /** 0 title, 1 heading, 2 description, 3 keywords, 4 content, 6 code (a section's code blocks). */
  type: number;
  /** The page's title document (for non-title results). */
  page?: IndexedDocument | false;
  /** Matched index terms (stemmed), each with per-field metadata. */
  metadata?: Record<string, unknown>;
  /** The query words this result was found with. */
  tokens?: string[];
  score?: number;
}


/** The sidebar group of a page: the innermost category of its breadcrumb. */
export function groupOf(breadcrumb: readonly string[] | undefined, fallback: string): string {
  const last = breadcrumb?.filter((item) => typeof item === 'string' && item.trim())?.at(-1);
  return last?.trim() || fallback;
}

const HAN_CHAR = /\p{Script=Han}/u;

/**
 * The index terms worth marking in a hit: a Chinese term only when every one of its characters
 * is in the query (a term the query did not spell, such as a synonym, is not marked); Latin
 * terms (stems, prefixes, corrected typos) are kept.
 */
export function markableTerms(terms: readonly string[], query: string): string[] {
  const queryChars = new Set(Array.from(query));
  return terms.filter((term) => !HAN_CHAR.test(term) || Array.from(term).every((ch) => !HAN_CHAR.test(ch) || queryChars.has(ch)));
}

/**
 * Search hits for the worker's results, in the worker's order. Highlights come from the query
 * words and the index terms each result matched. `otherGroup` names the group of pages that
 * are in no sidebar category.
 */
export function toSearchHits(results: readonly WorkerResult[], query: string, otherGroup: string): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const result of results) {
    const doc = result?.document;
    if (!doc || typeof doc.t !== 'string' || typeof doc.u !== 'string') continue;
    const page = result.type === TITLE ? doc : result.page || undefined;
    const title = page?.t ?? doc.s ?? doc.t;
    const terms = markableTerms([...Object.keys(result.metadata ?? {}), ...(result.tokens ?? [])], query);
    const base = {title, link: doc.u + (doc.h ?? ''), query, group: groupOf(page?.b, otherGroup)};
    if (result.type === TITLE) {
      hits.push({...base, type: 'title', header: doc.t, highlightInfoList: findHighlights(doc.t, terms)});
    } else if (result.type === HEADING) {
      hits.push({...base, type: 'header', header: doc.t, highlightInfoList: findHighlights(doc.t, terms)});
    } else {
      const cut = excerpt(doc.t, findHighlights(doc.t, terms));
      hits.push({...base, type: 'content', header: doc.s ?? title, statement: cut.text, highlightInfoList: cut.highlights, ...(result.type === CODE && {code: true})});
    }
  }
  return hits;
}
