// @ts-check
// A query read into what it asks for: units (the words that count) and, for each span of them,
// the ways a page may say it: the words as typed, the compound they spell (umd name → umdname),
// the Chinese phrase they form, and the synonyms of ../synonyms.json.
import {CHINESE_STOP_WORDS, OPTIONAL_WORDS, STOP_WORDS, readText} from './text.mjs';

/**
 * @typedef {{type: 'latin', word: string, exact?: boolean, joined?: boolean} | {type: 'han', text: string}} Term
 *   A Latin word (matched by its stem, by prefix, or with one typo; an `exact` one, from the
 *   synonym map, only as written or in the plural; a `joined` one, a compound the engine made
 *   from the query's words, with no typo) or a Chinese string (matched where it occurs, inside
 *   longer words too).
 * @typedef {{first: number, last: number, terms: Term[], weight: number, kind: 'word' | 'compound' | 'phrase' | 'synonym' | 'split'}} Alternative
 *   One way to satisfy units `first`..`last`: every term occurs in the same field.
 * @typedef {{text: string, start: number, end: number, han: boolean, optional?: boolean}} Unit
 *   `optional`: a word that only says what kind of answer is wanted (see OPTIONAL_WORDS).
 * @typedef {{units: Unit[], alternatives: Alternative[]}} ParsedQuery
 * @typedef {(text: string) => Array<{text: string, start: number}>} Segmenter
 * @typedef {{from: string[], to: string[]}} SynonymRule
 *   A query that says one of `from` also asks for each of `to` (a group of equivalents is a
 *   rule whose `from` and `to` are the same list).
 *   Cuts a run of Chinese characters into words, with their offsets in the run.
 */

/** Units searched at most (a pasted paragraph is cut here). */
export const MAX_UNITS = 10;
/** Characters of a query read at most. */
export const MAX_QUERY_CHARS = 256;
/** The weight of a synonym against the words typed. */
export const SYNONYM_WEIGHT = 0.8;
/** The weight of a word cut into two known words (`watchmode` → watch mode). */
export const SPLIT_WEIGHT = 0.8;

/** @type {Intl.Segmenter | null | undefined} */
let intlSegmenter;
/**
 * Chinese words by the runtime's own dictionary (`Intl.Segmenter`), or pairs of characters
 * where there is none.
 * @type {Segmenter}
 */
export function defaultSegmenter(text) {
  if (intlSegmenter === undefined) {
    intlSegmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', {granularity: 'word'}) : null;
  }
  if (intlSegmenter) {
    return Array.from(intlSegmenter.segment(text), (part) => ({text: part.segment, start: part.index}));
  }
  const out = [];
  for (let i = 0; i < text.length; i += 2) out.push({text: text.slice(i, i + 2), start: i});
  return out;
}

/**
 * The Latin and Chinese terms of a phrase of the synonym map: a chunk whose parts join into
 * one compound is that compound (`d.ts` → dts), otherwise its words; a Chinese run is one term.
 * @param {string} phrase lower-cased
 * @returns {Term[]}
 */
export function phraseTerms(phrase) {
  /** @type {Term[]} */
  const terms = [];
  for (const piece of readText(phrase)) {
    if ('han' in piece) {
      terms.push({type: 'han', text: piece.han});
      continue;
    }
    const {atoms, compounds} = piece.chunk;
    const whole = compounds.find((c) => c.first === 0 && c.last === atoms.length - 1);
    if (whole) terms.push({type: 'latin', word: whole.word, exact: true});
    else for (const atom of atoms) if (!STOP_WORDS.has(atom.word)) terms.push({type: 'latin', word: atom.word, exact: true});
  }
  return terms;
}

/** @param {string | undefined} ch */
const isWordChar = (ch) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch) && !/\p{Script=Han}/u.test(ch);

/**
 * Where `phrase` occurs in `text` as whole words (a Latin edge may not touch another letter).
 * @param {string} text
 * @param {string} phrase
 * @returns {Array<[number, number]>}
 */
function occurrences(text, phrase) {
  /** @type {Array<[number, number]>} */
  const out = [];
  if (!phrase) return out;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const end = at + phrase.length;
    const startOk = !isWordChar(phrase[0]) || !isWordChar(text[at - 1]);
    const endOk = !isWordChar(phrase[phrase.length - 1]) || !isWordChar(text[end]);
    if (startOk && endOk) out.push([at, end]);
  }
  return out;
}

/**
 * Reads a query.
 * @param {string} query
 * @param {{synonyms?: SynonymRule[], segment?: Segmenter}} [options]
 * @returns {ParsedQuery}
 */
export function parseQuery(query, {synonyms = [], segment = defaultSegmenter} = {}) {
  const text = String(query ?? '').slice(0, MAX_QUERY_CHARS).toLowerCase();
  /** @type {Unit[]} */
  const units = [];
  /** @type {Alternative[]} */
  const alternatives = [];
  const seen = new Set();
  /** @param {Alternative} alt */
  const add = (alt) => {
    if (alt.terms.length === 0 || alt.first > alt.last) return;
    const key = `${alt.first}:${alt.last}:${alt.terms.map((t) => (t.type === 'latin' ? t.word : `#${t.text}`)).join(' ')}`;
    if (seen.has(key)) return;
    seen.add(key);
    alternatives.push(alt);
  };

  for (const piece of readText(text)) {
    if (units.length >= MAX_UNITS) break;
    if ('han' in piece) {
      const first = units.length;
      // The run's words without the question words. A single character the dictionary left on
      // its own (库 of 组件库, 件 of 插件) joins the word before it when they are neighbours in
      // the query: alone it would match everywhere.
      /** @type {Array<{text: string, start: number}>} */
      const words = [];
      for (const word of segment(piece.han)) {
        if (!/\p{Script=Han}/u.test(word.text) || CHINESE_STOP_WORDS.has(word.text)) continue;
        const previous = words[words.length - 1];
        if (previous && previous.start + previous.text.length === word.start && (word.text.length === 1 || previous.text.length === 1)) {
          previous.text += word.text;
        } else {
          words.push({...word});
        }
      }
      for (const word of words.slice(0, MAX_UNITS - units.length)) {
        const i = units.push({text: word.text, start: piece.start + word.start, end: piece.start + word.start + word.text.length, han: true}) - 1;
        add({first: i, last: i, terms: [{type: 'han', text: word.text}], weight: 1, kind: 'word'});
      }
      // The words of one run also count as the phrase they form there.
      if (units.length - first > 1) {
        const phrase = text.slice(units[first].start, units[units.length - 1].end);
        add({first, last: units.length - 1, terms: [{type: 'han', text: phrase}], weight: 1, kind: 'phrase'});
      }
      continue;
    }
    const {atoms, compounds} = piece.chunk;
    /** @type {number[]} */
    const unitOf = [];
    for (const atom of atoms) {
      // A lone letter or digit (the 1 of an attribute, the x of 0.x) tells no page apart.
      if (STOP_WORDS.has(atom.word) || atom.word.length < 2 || units.length >= MAX_UNITS) {
        unitOf.push(-1);
        continue;
      }
      const i = units.push({text: atom.word, start: atom.start, end: atom.end, han: false}) - 1;
      unitOf.push(i);
      add({first: i, last: i, terms: [{type: 'latin', word: atom.word}], weight: 1, kind: 'word'});
    }
    for (const compound of compounds) {
      const covered = unitOf.slice(compound.first, compound.last + 1).filter((u) => u >= 0);
      if (covered.length) add({first: covered[0], last: covered[covered.length - 1], terms: [{type: 'latin', word: compound.word, joined: true}], weight: 1, kind: 'compound'});
    }
  }

  // A spaced spelling of a compound name: two or three Latin words in a row (source map →
  // sourcemap, clean dist path → cleandistpath).
  for (let i = 0; i < units.length; i++) {
    for (let n = 2; n <= 3 && i + n <= units.length; n++) {
      const span = units.slice(i, i + n);
      if (span.some((u) => u.han)) break;
      add({first: i, last: i + n - 1, terms: [{type: 'latin', word: span.map((u) => u.text).join(''), joined: true}], weight: 1, kind: 'compound'});
    }
  }

  for (const rule of synonyms) {
    const to = rule.to.map((p) => String(p).toLowerCase().trim()).filter(Boolean);
    for (const phrase of rule.from.map((p) => String(p).toLowerCase().trim()).filter(Boolean)) {
      for (const [from, end] of occurrences(text, phrase)) {
        const covered = units.flatMap((u, i) => (u.start >= from && u.end <= end ? [i] : []));
        if (covered.length === 0) continue;
        for (const other of to) {
          if (other !== phrase) add({first: covered[0], last: covered[covered.length - 1], terms: phraseTerms(other), weight: SYNONYM_WEIGHT, kind: 'synonym'});
        }
      }
    }
  }
  for (const unit of units) if (OPTIONAL_WORDS.has(unit.text)) unit.optional = true;
  // A query of nothing but such words asks for them.
  if (units.every((u) => u.optional)) for (const unit of units) unit.optional = false;
  return {units, alternatives};
}
