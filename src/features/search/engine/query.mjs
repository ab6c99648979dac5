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
 * @typedef {{first: number, last: number, terms: Term[], weight: number, kind: 'word' | 'compound' | 'phrase' | 'synonym' | 'split', phrase?: string, asTyped?: boolean}} Alternative
 *   One way to satisfy units `first`..`last`: every term occurs in the same field. A synonym
 *   keeps its `phrase` as the map writes it (lower-cased).
 * @typedef {{text: string, start: number, end: number, han: boolean, optional?: boolean, lone?: boolean}} Unit
 *   `optional`: a word that only says what kind of answer is wanted (see OPTIONAL_WORDS), or a
 *   `lone` Chinese character that no neighbour forms a word with (see chineseWords).
 * @typedef {{units: Unit[], alternatives: Alternative[]}} ParsedQuery
 * @typedef {(text: string) => Array<{text: string, start: number}>} Segmenter
 *   Cuts a run of Chinese characters into words, with their offsets in the run.
 * @typedef {(text: string) => number} Frequency
 *   How often a Chinese string occurs in the index searched (0: nowhere).
 * @typedef {{from: string[], to: string[]}} SynonymRule
 *   A query that says one of `from` also asks for each of `to` (a group of equivalents is a
 *   rule whose `from` and `to` are the same list).
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

/** Dictionary words joined at most into one word, and its length at most (see chineseWords). */
const MAX_JOIN_TOKENS = 4;
const MAX_JOIN_CHARS = 6;
/**
 * What a reading of a Chinese run costs (the cheapest wins): a character left on its own costs
 * most, then each word (characters that form a word together read as one), then a word of the
 * dictionary that takes in characters (构建产物 reads as 构建 and 产物, though the pages use
 * both), then a question word kept inside a word rather than dropped; among readings that cost
 * the same, words the pages use more often win, by a sliver.
 */
const COST = {lone: 1, word: 0.01, attach: 0.015, stopJoined: 0.005, frequency: 0.0001};
const HAN_CHAR = /\p{Script=Han}/u;

/**
 * The words of a run of Chinese characters. The browser's dictionary (Intl.Segmenter) knows few
 * technical words and cuts them into characters (构建缓存 → 构|建|缓|存, 兼容旧浏览器 →
 * 兼容|旧|浏览|器), and question words (CHINESE_STOP_WORDS: 从, 到, 的…) name nothing. So the
 * run is read again with the pages as the dictionary: a single character joins its neighbours,
 * on either side, into a word the index uses (构建, 缓存, 浏览器), at most one word of the
 * dictionary per join and at most MAX_JOIN_TOKENS pieces; question words are dropped; a character
 * that joins nothing the pages use stays a word of its own, marked `lone` (the query treats it as
 * optional: alone it matches everywhere). The cheapest reading by COST wins.
 * @param {string} run Chinese characters only
 * @param {Segmenter} segment
 * @param {Frequency} frequency
 * @returns {Array<{text: string, start: number, lone?: boolean}>}
 */
export function chineseWords(run, segment, frequency) {
  const tokens = segment(run)
    .filter((t) => HAN_CHAR.test(t.text))
    .map((t) => ({text: t.text, start: t.start, single: [...t.text].length === 1, stop: CHINESE_STOP_WORDS.has(t.text)}));
  const n = tokens.length;
  /** @type {Array<{cost: number, words: Array<{text: string, start: number, lone?: boolean}>} | undefined>} */
  const best = [{cost: 0, words: []}];
  for (let i = 0; i < n; i++) {
    const from = best[i];
    if (!from) continue;
    /** @param {number} j @param {number} cost @param {{text: string, start: number, lone?: boolean} | null} word */
    const reach = (j, cost, word) => {
      const total = from.cost + cost;
      if (!best[j] || total < best[j].cost) best[j] = {cost: total, words: word ? [...from.words, word] : from.words};
    };
    const token = tokens[i];
    if (token.stop) reach(i + 1, 0, null);
    else if (token.single) reach(i + 1, COST.lone + COST.word, {text: token.text, start: token.start, lone: true});
    else reach(i + 1, COST.word, {text: token.text, start: token.start});
    // Joins of this token with the next ones: single characters, at most one longer word, no
    // question word of two characters or more; worth trying when a non-question character is in.
    let text = '';
    let words = 0;
    let singles = 0;
    let stops = 0;
    for (let j = i; j < n && j - i < MAX_JOIN_TOKENS; j++) {
      const t = tokens[j];
      if (!t.single && (t.stop || ++words > 1)) break;
      if (t.single && !t.stop) singles++;
      if (t.single && t.stop) stops++;
      text += t.text;
      if (text.length > MAX_JOIN_CHARS) break;
      if (j === i || singles === 0) continue;
      const count = frequency(text);
      if (count > 0) reach(j + 1, COST.word + words * COST.attach + stops * COST.stopJoined - COST.frequency * Math.log1p(count), {text, start: token.start});
    }
  }
  return best[n]?.words ?? [];
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

const LETTERS = /^[a-z]+$/;

/**
 * The words of a Latin chunk of a query: its atoms, except that a single letter and its
 * neighbour, both letters, are one word when the chunk spells them as one name (d.ts → dts,
 * index.d.ts → index, dts): alone, the letter would be dropped and the neighbour would stand
 * for the name (ts begins tsconfig and tsc).
 * @param {import('./text.mjs').Chunk} chunk
 * @returns {Array<{word: string, start: number, end: number, first: number, last: number}>}
 */
export function chunkWords({atoms, compounds}) {
  const pairs = new Map(compounds.filter((c) => c.last === c.first + 1).map((c) => [c.first, c.word]));
  const joinable = (/** @type {number} */ k) => k >= 0 && k < atoms.length && atoms[k].word.length > 1 && LETTERS.test(atoms[k].word);
  /** @type {Array<{word: string, start: number, end: number, first: number, last: number}>} */
  const words = [];
  for (let k = 0; k < atoms.length; k++) {
    const atom = atoms[k];
    if (atom.word.length === 1 && LETTERS.test(atom.word)) {
      const next = pairs.get(k);
      if (next && joinable(k + 1)) {
        words.push({word: next, start: atom.start, end: atoms[k + 1].end, first: k, last: k + 1});
        k++;
        continue;
      }
      const previous = words[words.length - 1];
      const joined = pairs.get(k - 1);
      if (joined && previous && previous.first === k - 1 && previous.last === k - 1 && joinable(k - 1)) {
        words[words.length - 1] = {word: joined, start: previous.start, end: atom.end, first: k - 1, last: k};
        continue;
      }
    }
    words.push({word: atom.word, start: atom.start, end: atom.end, first: k, last: k});
  }
  return words;
}

/**
 * Reads a query.
 * @param {string} query
 * @param {{synonyms?: SynonymRule[], segment?: Segmenter, frequency?: Frequency}} [options]
 *   `frequency`: how often a Chinese string occurs in the index searched (see chineseWords).
 * @returns {ParsedQuery}
 */
export function parseQuery(query, {synonyms = [], segment = defaultSegmenter, frequency = () => 0} = {}) {
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
      const words = chineseWords(piece.han, segment, frequency);
      for (const word of words.slice(0, MAX_UNITS - units.length)) {
        const i = units.push({text: word.text, start: piece.start + word.start, end: piece.start + word.start + word.text.length, han: true, ...(word.lone ? {lone: true} : {})}) - 1;
        add({first: i, last: i, terms: [{type: 'han', text: word.text}], weight: 1, kind: 'word'});
      }
      // The words of one run also count as the phrase they form there.
      if (units.length - first > 1) {
        const phrase = text.slice(units[first].start, units[units.length - 1].end);
        add({first, last: units.length - 1, terms: [{type: 'han', text: phrase}], weight: 1, kind: 'phrase'});
      }
      continue;
    }
    const {compounds} = piece.chunk;
    /** @type {number[]} */
    const unitOf = [];
    for (const word of chunkWords(piece.chunk)) {
      // A lone letter or digit (the 1 of an attribute, the x of 0.x) tells no page apart.
      if (STOP_WORDS.has(word.word) || word.word.length < 2 || units.length >= MAX_UNITS) {
        for (let k = word.first; k <= word.last; k++) unitOf[k] = -1;
        continue;
      }
      const i = units.push({text: word.word, start: word.start, end: word.end, han: false}) - 1;
      for (let k = word.first; k <= word.last; k++) unitOf[k] = i;
      add({first: i, last: i, terms: [{type: 'latin', word: word.word}], weight: 1, kind: 'word'});
    }
    for (const compound of compounds) {
      const covered = unitOf.slice(compound.first, compound.last + 1).filter((u) => u >= 0);
      if (covered.length) add({first: covered[0], last: covered[covered.length - 1], terms: [{type: 'latin', word: compound.word, joined: true}], weight: 1, kind: 'compound', asTyped: true});
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
          if (other !== phrase) add({first: covered[0], last: covered[covered.length - 1], terms: phraseTerms(other), weight: SYNONYM_WEIGHT, kind: 'synonym', phrase: other});
        }
      }
    }
  }
  for (const unit of units) if (OPTIONAL_WORDS.has(unit.text) || unit.lone) unit.optional = true;
  // A query of nothing but such words asks for them.
  if (units.every((u) => u.optional)) for (const unit of units) unit.optional = false;
  return {units, alternatives};
}
