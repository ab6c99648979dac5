// @ts-check
// The search engine's index, built in the worker from the index file: the plugin's documents
// (titles, headings, descriptions and the text of every section), plus the code of each section,
// the synonyms and the page weights our build adds. Nothing here is shipped but the documents;
// the word lists and postings are made when the file loads, because shipping them beside the
// body text would double the download.
import {STOP_WORDS, hasHan, latinChunks, stem} from './text.mjs';

/** Document types of the index file, in the order of its top-level array (the plugin's). */
export const TITLE = 0;
export const HEADING = 1;
/** A page's description (its meta description). */
export const DESCRIPTION = 2;
/** A page's keywords (front matter `keywords`, numbered as its title): the names readers use for its subject, one field each. */
export const KEYWORDS = 3;
export const CONTENT = 4;
/** Where our build puts what is not a document: synonyms (see ../synonyms.json). */
export const EXTRA = 5;
/** The code blocks of a section, one line each (ours, see ../indexPlugin.mjs). */
export const CODE = 6;

/**
 * @typedef {{i: number, t: string, u: string, h?: string, p?: number, s?: string, b?: string[], r?: number}} IndexedDocument
 *   A document as the plugin writes it (a section's `u` and `s` are filled in from its page and
 *   heading where missing). `r` on a title is the page's rank weight (below 1 for pages that
 *   summarise others, such as the glossary).
 * @typedef {import('./query.mjs').SynonymRule} SynonymRule
 * @typedef {{documents: IndexedDocument[], synonyms?: SynonymRule[]}} IndexFileEntry
 * @typedef {{
 *   kind: number, doc: IndexedDocument, page: number,
 *   atoms: Int32Array, length: number, lower: string, han: boolean, position: number,
 * }} Field
 *   `atoms`: the word id at each position (-1 for a stop word); `length`: the number of
 *   positions; `lower`: the text lower-cased, searched for Chinese words; `position`: where
 *   the field stands on its page, from 0 (the title) to 1 (the last section).
 * @typedef {{title: IndexedDocument, weight: number, fields: number[]}} Page
 * @typedef {{
 *   fields: Field[], pages: Page[],
 *   words: string[], wordIds: Map<string, number>, stems: string[], byStem: Map<string, number[]>,
 *   sorted: string[], byLength: Map<number, number[]>,
 *   postings: Int32Array[], wordPages: Int32Array,
 *   hanText: string, hanStarts: Int32Array, hanFields: Int32Array, averageLength: number, synonyms: SynonymRule[],
 * }} SearchIndex
 *   `postings[word]`: pairs of field number and occurrences; `wordPages[word]`: the number of
 *   pages that use the word; `sorted`: every word in code-unit order, for prefixes; `hanText`:
 *   the lower-cased text of the fields with Chinese in them, joined by NUL, where field
 *   `hanFields[k]` starts at `hanStarts[k]` (one string searches faster than many).
 */

/**
 * The text of the fields with Chinese in them, as one string.
 * @param {Field[]} fields
 */
function hanTextOf(fields) {
  const ids = fields.flatMap((f, i) => (f.han ? [i] : []));
  const starts = new Int32Array(ids.length);
  let at = 0;
  ids.forEach((id, k) => {
    starts[k] = at;
    at += fields[id].lower.length + 1;
  });
  return {hanText: ids.map((id) => fields[id].lower).join('\u0000'), hanStarts: starts, hanFields: Int32Array.from(ids)};
}

/**
 * Builds the engine's index from a parsed index file.
 * @param {IndexFileEntry[]} file
 * @returns {SearchIndex}
 */
export function buildSearchIndex(file) {
  /** @param {number} type @returns {IndexedDocument[]} */
  const docsOf = (type) => (Array.isArray(file?.[type]?.documents) ? file[type].documents : []);
  /** @type {Page[]} */
  const pages = [];
  const pageOf = new Map();
  for (const title of docsOf(TITLE)) {
    if (typeof title?.t !== 'string' || typeof title.u !== 'string') continue;
    pageOf.set(title.i, pages.length);
    pages.push({title, weight: typeof title.r === 'number' && title.r > 0 ? title.r : 1, fields: []});
  }
  // The heading of each section, to give content documents back their `s`.
  const headingOf = new Map();
  for (const doc of docsOf(HEADING)) headingOf.set(`${doc.p}${doc.h ?? ''}`, doc.t);

  /** @type {Field[]} */
  const fields = [];
  const wordIds = new Map();
  /** @type {string[]} */
  const words = [];
  /** @type {number[][]} */
  const building = [];
  /** @param {string} word */
  const idOf = (word) => {
    let id = wordIds.get(word);
    if (id === undefined) {
      id = words.length;
      wordIds.set(word, id);
      words.push(word);
      building.push([]);
    }
    return id;
  };

  /** @param {number} kind @param {IndexedDocument} doc @param {number} page */
  const addField = (kind, doc, page) => {
    const index = fields.length;
    const text = doc.t;
    /** @type {number[]} */
    const atoms = [];
    /** @type {Map<number, number>} */
    const counts = new Map();
    /** @param {number} id */
    const count = (id) => counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const chunk of latinChunks(text)) {
      const base = atoms.length;
      for (const atom of chunk.atoms) {
        if (STOP_WORDS.has(atom.word)) {
          atoms.push(-1);
        } else {
          const id = idOf(atom.word);
          atoms.push(id);
          count(id);
        }
      }
      for (const compound of chunk.compounds) count(idOf(compound.word));
      // A chunk is one word to its neighbours: no phrase spans two chunks by accident.
      if (atoms.length === base) atoms.push(-1);
    }
    for (const [id, n] of counts) building[id].push(index, n);
    fields.push({kind, doc, page, atoms: Int32Array.from(atoms), length: Math.max(1, atoms.length), lower: text.toLowerCase(), han: kind !== CODE && hasHan(text), position: 0});
    pages[page].fields.push(index);
  };

  for (const title of docsOf(TITLE)) {
    const page = pageOf.get(title?.i);
    if (page !== undefined) addField(TITLE, title, page);
  }
  for (const doc of docsOf(HEADING)) {
    const page = pageOf.get(doc?.p);
    if (page !== undefined && typeof doc.t === 'string') addField(HEADING, {...doc, u: doc.u ?? pages[page].title.u}, page);
  }
  // The plugin joins a page's keywords with commas; each is a name of the page's subject.
  for (const doc of docsOf(KEYWORDS)) {
    const page = pageOf.get(doc?.p);
    if (page === undefined || typeof doc.t !== 'string') continue;
    const title = pages[page].title;
    for (const keyword of new Set(doc.t.split(',').map((k) => k.trim()).filter(Boolean))) addField(KEYWORDS, {...doc, t: keyword, u: doc.u ?? title.u, s: title.t}, page);
  }
  for (const kind of [DESCRIPTION, CONTENT, CODE]) {
    for (const doc of docsOf(kind)) {
      const page = pageOf.get(doc?.p);
      if (page === undefined || typeof doc.t !== 'string') continue;
      const title = pages[page].title;
      addField(kind, {...doc, u: doc.u ?? title.u, s: doc.s ?? headingOf.get(`${doc.p}${doc.h ?? ''}`) ?? title.t}, page);
    }
  }

  // The plugin numbers a page's documents in the order they appear on it.
  for (const page of pages) {
    const ids = page.fields.map((f) => fields[f].doc.i);
    const first = Math.min(...ids);
    const span = Math.max(...ids) - first;
    if (span > 0) for (const f of page.fields) fields[f].position = (fields[f].doc.i - first) / span;
  }

  const stems = words.map(stem);
  const byStem = new Map();
  const byLength = new Map();
  stems.forEach((s, id) => {
    const list = byStem.get(s);
    if (list) list.push(id);
    else byStem.set(s, [id]);
    const length = words[id].length;
    const same = byLength.get(length);
    if (same) same.push(id);
    else byLength.set(length, [id]);
  });
  const postings = building.map((list) => Int32Array.from(list));
  const wordPages = Int32Array.from(
    postings.map((list) => {
      const seen = new Set();
      for (let i = 0; i < list.length; i += 2) seen.add(fields[list[i]].page);
      return seen.size;
    }),
  );
  const contentFields = fields.filter((f) => f.kind === CONTENT);
  const rules = file?.[EXTRA]?.synonyms;
  const synonyms = Array.isArray(rules) ? rules.filter((rule) => Array.isArray(rule?.from) && Array.isArray(rule?.to)) : [];
  return {
    fields,
    pages,
    words,
    wordIds,
    stems,
    byStem,
    sorted: [...words].sort(),
    byLength,
    postings,
    wordPages,
    ...hanTextOf(fields),
    averageLength: contentFields.reduce((sum, f) => sum + f.length, 0) / Math.max(1, contentFields.length),
    synonyms,
  };
}
