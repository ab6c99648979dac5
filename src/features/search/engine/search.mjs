// @ts-check
// Runs a query against the engine's index and ranks the pages:
//  1. the pages that match every unit of the query; when none does, those that match the most
//     units (a word no page uses never empties the list); beside them, at half weight, the pages
//     that miss one unit but whose title, description or keywords hold another (what they are
//     about);
//  2. then by score: a page whose title names the query, then one whose heading, description
//     or keyword does, then the body; a field counts more the more of its name the query
//     covers, several sections that use the words count more than a passing mention, and pages
//     that summarise others (the glossary) weigh less; pages far below the best one are left
//     out, unless only a few pages use every word.
// Each page brings its best fields as hits, in the shape of the plugin's worker results; a
// keyword is not on the page, so a page found by one shows its title.
import {CODE, CONTENT, DESCRIPTION, HEADING, KEYWORDS, TITLE} from './index.mjs';
import {SPLIT_WEIGHT, defaultSegmenter, parseQuery} from './query.mjs';
import {oneEditApart, readText, stem} from './text.mjs';

/**
 * @typedef {import('./index.mjs').SearchIndex} SearchIndex
 * @typedef {import('./index.mjs').IndexedDocument} IndexedDocument
 * @typedef {import('./query.mjs').Term} Term
 * @typedef {import('./query.mjs').Alternative} Alternative
 * @typedef {import('./query.mjs').Segmenter} Segmenter
 * @typedef {{document: IndexedDocument, type: number, page?: IndexedDocument | false, metadata: Record<string, unknown>, tokens: string[], score: number}} EngineResult
 *   The shape of a result of the plugin's `searchByWorker` (what logic/hits.ts reads).
 */

/** What ranks how much. Tuned on the relevance set's tuning part (bench/search-relevance.mjs). */
export const RANKING = {
  /**
   * Weight of a match by field: the page title, a heading, the page's description or one of its
   * keywords, a section's text, its code.
   */
  field: /** @type {Record<number, number>} */ ({[TITLE]: 10, [HEADING]: 4, [DESCRIPTION]: 4, [KEYWORDS]: 4, [CONTENT]: 1, [CODE]: 0.25}),
  /**
   * A title, heading, description or keyword weighs `nameBase + name × coverage² × held
   * (+ exactName)` times its field weight: `coverage` is the share of its name the query
   * covers, `held` the share of the query (by idf) the field holds, and `exactName` is added
   * when it holds all of the query and the query covers its whole name. A heading that is the query outranks a title that merely
   * contains one of its words.
   */
  nameBase: 0.8,
  name: 3,
  exactName: 1,
  /** How much less a section at the end of its page weighs than one at the top. */
  position: 0.2,
  /** Extra weight of a field that contains the query as typed (its words in a row, in any form it matched). */
  phrase: 0.5,
  /** Extra weight of a field that holds every unit of the query. */
  allInField: 0.5,
  /** How much a page's other matching fields add to its best one: best × (1 + rest × ln(1 + others / best)). */
  rest: 0.5,
  /** Quality of a word that shares the query word's stem but not its spelling. */
  sameStem: 0.95,
  /** Quality of a word the query word begins (the last word, which may be half typed; any other). */
  prefixLast: 0.8,
  prefix: 0.6,
  /** Quality of a word one typo away (only when the query word matches nothing else). */
  typo: 0.6,
  /** BM25's term-frequency saturation and length normalisation, for section text. */
  k1: 1.2,
  b: 0.75,
  /**
   * The least a unit weighs (BM25's idf is near 0 for a word on every page, such as "rslib";
   * where it stands still tells pages apart).
   */
  minIdf: 0.2,
  /** The weight of an optional word (OPTIONAL_WORDS) against the others. */
  optional: 0.2,
  /**
   * Weight of a word of a name the reader typed joined (`tsc-alias`, `umdName`) where the field
   * has it apart, when some field has the name as typed.
   */
  apart: 0.25,
  /** Weight of a page that misses one unit of the query but whose title or description holds another. */
  missingOne: 0.5,
  /** Pages scoring below this share of the best page's score are left out. */
  minShare: 0.1,
  /** Hits a page brings at most. */
  hitsPerPage: 5,
  /** When this many pages or fewer hold every unit, none of them is cut by `minShare`. */
  fewFull: 3,
};

/**
 * A query that asks what a term means: the glossary's entries (headings of a summary page, which
 * otherwise count as its text) answer it, and that page weighs up by as much as it otherwise
 * weighs down.
 */
const DEFINITION_QUESTION = /\b(?:mean|means|meaning|define|definition)\b|\bwhat(?:'s| is| are)\b|是什么|什么是|含义|意思|定义/i;

/** Longest word that is tried as two words written together. */
const MAX_SPLIT_LENGTH = 32;
/** Words a prefix brings at most. */
const MAX_PREFIX_WORDS = 40;

/**
 * Word ids matching a Latin query word, with a quality from 0 to 1: same stem; words it
 * begins (at least three letters, two for the last word); one typo away for a word of at least
 * five letters that matches nothing else. Never for Chinese.
 * @param {SearchIndex} index
 * @param {string} word
 * @param {boolean} last
 * @param {boolean} [typos] whether a typo is forgiven (not in a compound the engine joined)
 * @returns {Map<number, number>}
 */
export function latinWordMatches(index, word, last, typos = true) {
  /** @type {Map<number, number>} */
  const out = new Map();
  const s = stem(word);
  for (const id of index.byStem.get(s) ?? []) out.set(id, index.words[id] === word ? 1 : RANKING.sameStem);
  const exact = index.wordIds.get(word);
  if (exact !== undefined) out.set(exact, 1);
  if (word.length >= (last ? 2 : 3)) {
    const quality = last ? RANKING.prefixLast : RANKING.prefix;
    const {sorted} = index;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo, n = 0; i < sorted.length && sorted[i].startsWith(word) && n < MAX_PREFIX_WORDS; i++, n++) {
      const id = /** @type {number} */ (index.wordIds.get(sorted[i]));
      if (!out.has(id)) out.set(id, quality);
    }
  }
  if (typos && out.size === 0 && word.length >= 5 && /^[a-z]+$/.test(word)) {
    for (let length = word.length - 1; length <= word.length + 1; length++) {
      for (const id of index.byLength.get(length) ?? []) {
        if (!oneEditApart(word, index.words[id])) continue;
        // The word meant, in all its forms (monorpo → monorepo, monorepos).
        for (const form of index.byStem.get(index.stems[id]) ?? [id]) out.set(form, RANKING.typo);
      }
    }
  }
  return out;
}

/**
 * Word ids of a word of the synonym map: as written, or in the singular or plural. A curated
 * phrase is not widened further (typings would meet types by stem).
 * @param {SearchIndex} index
 * @param {string} word
 * @returns {Map<number, number>}
 */
function exactWordMatches(index, word) {
  /** @type {Map<number, number>} */
  const out = new Map();
  for (const form of [word, `${word}s`, `${word}es`, word.replace(/e?s$/, '')]) {
    const id = index.wordIds.get(form);
    if (id !== undefined) out.set(id, 1);
  }
  return out;
}

/**
 * @typedef {{q: number, tf: number}} FieldMatch
 * @typedef {{fields: Map<number, FieldMatch>, words: string[], begun: Map<string, number>}} TermMatch
 *   The fields where a term occurs, and the words (or Chinese strings) it stands for anywhere:
 *   those it matched, less the longer words that only begin like a word the reader finished
 *   typing (css is not cssModules); `begun`: those of them it only begins, with the letters typed.
 */

/**
 * Where a term occurs.
 * @param {SearchIndex} index
 * @param {Term} term
 * @param {boolean} last
 * @returns {TermMatch}
 */
function termMatches(index, term, last) {
  /** @type {Map<number, FieldMatch>} */
  const fields = new Map();
  if (term.type === 'han') {
    const {text} = term;
    const {hanText, hanStarts, hanFields} = index;
    let k = 0;
    for (let at = hanText.indexOf(text); at >= 0; at = hanText.indexOf(text, at + text.length)) {
      // The field this occurrence is in (occurrences come in order, so search from the last one).
      let hi = hanStarts.length;
      while (k + 1 < hi) {
        const mid = (k + hi) >> 1;
        if (hanStarts[mid] <= at) k = mid;
        else hi = mid;
      }
      const f = hanFields[k];
      const match = fields.get(f);
      if (match) match.tf++;
      else fields.set(f, {q: 1, tf: 1});
    }
    return {fields, words: fields.size ? [text] : [], begun: new Map()};
  }
  const words = [];
  const qualities = new Map();
  for (const [id, quality] of term.exact ? exactWordMatches(index, term.word) : latinWordMatches(index, term.word, last, !term.joined)) {
    const list = index.postings[id];
    if (list.length) {
      words.push(index.words[id]);
      qualities.set(index.words[id], quality);
    }
    for (let i = 0; i < list.length; i += 2) {
      const match = fields.get(list[i]);
      if (match) {
        if (quality > match.q) match.q = quality;
        match.tf += list[i + 1];
      } else {
        fields.set(list[i], {q: quality, tf: list[i + 1]});
      }
    }
  }
  const kept = words.filter((w) => (qualities.get(w) ?? 0) >= RANKING.typo && (last || (qualities.get(w) ?? 0) > RANKING.prefix));
  // A longer word met only because the query word begins it: the reader typed its first letters.
  const begun = new Map(kept.filter((w) => w !== term.word && w.startsWith(term.word) && (qualities.get(w) ?? 0) < RANKING.sameStem).map((w) => [w, term.word.length]));
  return {fields, words: kept, begun};
}

/**
 * The fields where every term of an alternative occurs (quality and count of the weakest).
 * @param {Map<number, FieldMatch>[]} perTerm
 * @returns {Map<number, FieldMatch>}
 */
function intersect(perTerm) {
  if (perTerm.length === 1) return perTerm[0];
  const [smallest, ...others] = [...perTerm].sort((a, b) => a.size - b.size);
  /** @type {Map<number, FieldMatch>} */
  const out = new Map();
  // forEach, not for…of: a query walks thousands of fields, and each step of an iterator is an
  // object to collect until the engine's code is optimized.
  smallest.forEach((match, f) => {
    let {q, tf} = match;
    for (const other of others) {
      const m = other.get(f);
      if (!m) return;
      if (m.q < q) q = m.q;
      if (m.tf < tf) tf = m.tf;
    }
    out.set(f, {q, tf});
  });
  return out;
}

/**
 * The two known words a Latin word is written together from (`watchmode` → watch, mode).
 * @param {SearchIndex} index
 * @param {string} word
 */
function splitWord(index, word) {
  if (word.length > MAX_SPLIT_LENGTH) return null;
  for (let cut = 2; cut <= word.length - 2; cut++) {
    const a = word.slice(0, cut);
    const b = word.slice(cut);
    if (index.byStem.has(stem(a)) && index.byStem.has(stem(b))) return [a, b];
  }
  return null;
}

const LETTER = /[\p{L}\p{N}]/u;

/**
 * The name of a title or heading, read once. In a dotted path without spaces (`lib.umdName`,
 * `dts.bundle.tsconfigPath`, `package.json`) the parts before the last count half: the path
 * names its last part, within the others.
 * @param {string} text
 */
export function readName(text) {
  const name = text.trim();
  const lower = name.toLowerCase();
  const weights = new Float64Array(lower.length);
  let lastPart = 0;
  if (!/\s/.test(name) && name.includes('.')) {
    const dot = name.lastIndexOf('.', name.search(/[^.]*$/) - 1);
    if (dot > 0 && LETTER.test(name.slice(dot + 1))) lastPart = dot + 1;
  }
  let total = 0;
  for (let i = 0; i < lower.length; i++) {
    if (LETTER.test(lower[i])) {
      weights[i] = i >= lastPart ? 1 : 0.5;
      total += weights[i];
    }
  }
  /** @type {Array<{word: string, start: number, end: number}>} */
  const spans = [];
  // Read from the name as written (camelCase shows its parts); the offsets are the same.
  for (const piece of readText(name)) {
    if ('han' in piece) continue;
    const {atoms, compounds} = piece.chunk;
    spans.push(...atoms);
    for (const c of compounds) spans.push({word: c.word, start: atoms[c.first].start, end: atoms[c.last].end});
  }
  return {lower, weights, total, lastPart, spans};
}

/**
 * How much of a name the matched words cover: `share`, weighted as readName says, and `whole`,
 * whether its last part (all of it, for a name that is not a path) is covered.
 * @param {ReturnType<typeof readName>} name
 * @param {Map<string, number>} matched lower-cased words and Chinese strings, each with the
 *   letters of it the query typed (Infinity: all of it; fewer for a word the query only begins)
 * @param {string} [query] the query as typed, lower-cased: a name holding it (of two words or more) is covered there
 */
export function nameCoverage(name, matched, query = '') {
  if (name.total === 0) return {share: 0, whole: false};
  const covered = new Uint8Array(name.lower.length);
  // A name that holds the query as typed, its small words too (What is Rslib?), is named by it.
  if (/\s/.test(query) && containsPhrase(name.lower, query)) {
    for (let at = name.lower.indexOf(query); at >= 0; at = name.lower.indexOf(query, at + 1)) covered.fill(1, at, at + query.length);
  }
  for (const span of name.spans) {
    const typed = matched.get(span.word);
    // A word the query only begins covers the letters typed (watch in watchFiles).
    if (typed !== undefined) covered.fill(1, span.start, Math.min(span.end, span.start + typed));
  }
  for (const word of matched.keys()) {
    if (!/\p{Script=Han}/u.test(word)) continue;
    for (let at = name.lower.indexOf(word); at >= 0; at = name.lower.indexOf(word, at + 1)) covered.fill(1, at, at + word.length);
  }
  let hit = 0;
  let whole = true;
  for (let i = 0; i < covered.length; i++) {
    hit += covered[i] * name.weights[i];
    if (i >= name.lastPart && name.weights[i] > 0 && !covered[i]) whole = false;
  }
  return {share: Math.min(1, hit / name.total), whole};
}

/**
 * Whether a field holds a word (or Chinese string) that the query matched.
 * @param {SearchIndex} index
 * @param {number} f
 * @param {string} word
 */
function fieldHas(index, f, word) {
  const id = index.wordIds.get(word);
  if (id === undefined) return /\p{Script=Han}/u.test(word) && index.fields[f].lower.includes(word);
  const list = index.postings[id];
  let lo = 0;
  let hi = list.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid * 2] < f) lo = mid + 1;
    else hi = mid;
  }
  return list[lo * 2] === f;
}

const LATIN_LETTER = /[\p{L}\p{N}]/u;
const isLatinLetter = (/** @type {string | undefined} */ ch) => ch !== undefined && LATIN_LETTER.test(ch) && !/\p{Script=Han}/u.test(ch);

/**
 * Whether `text` contains `phrase` with no Latin letter glued to either end (`bundle` is not
 * in `bundleless`).
 * @param {string} text
 * @param {string} phrase
 */
export function containsPhrase(text, phrase) {
  if (!phrase) return false;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = isLatinLetter(phrase[0]) && isLatinLetter(text[at - 1]);
    const after = isLatinLetter(phrase[phrase.length - 1]) && isLatinLetter(text[at + phrase.length]);
    if (!before && !after) return true;
  }
  return false;
}

/** Occurrences counted at most by hanFrequency. */
const MAX_FREQUENCY = 100;
/** Per index, how often the Chinese strings asked about occur in it. */
const frequencies = new WeakMap();

/**
 * How often a Chinese string occurs in the index's text (up to MAX_FREQUENCY): the dictionary
 * by which a query's single characters are joined into words (query.mjs, chineseWords).
 * @param {SearchIndex} index
 * @param {string} text
 */
export function hanFrequency(index, text) {
  let known = frequencies.get(index);
  if (!known) frequencies.set(index, (known = new Map()));
  let count = known.get(text);
  if (count === undefined) {
    count = 0;
    for (let at = index.hanText.indexOf(text); at >= 0 && count < MAX_FREQUENCY; at = index.hanText.indexOf(text, at + text.length)) count++;
    // Queries typed one character at a time ask about many strings; keep the memory bounded.
    if (known.size > 5000) known.clear();
    known.set(text, count);
  }
  return count;
}

/** Whether a field is running text (a section's text or its code), scored by BM25, not by its name. */
const isText = (/** @type {number} */ kind) => kind === CONTENT || kind === CODE;

/** Letters and digits only: `plugin-react` and `pluginReact` both read `pluginreact`. */
const squash = (/** @type {string} */ text) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The line of a code document that holds the matched words best (the first of those lines): a
 * word as written counts twice, a compound read across punctuation once. A hit in code shows
 * that line.
 * @param {string} text lines of code
 * @param {string[]} words lower-cased
 */
export function codeLine(text, words) {
  let best = '';
  let most = -1;
  for (const line of text.split('\n')) {
    const lower = line.toLowerCase();
    const squashed = squash(line);
    let n = 0;
    for (const w of words) n += lower.includes(w) ? 2 : squashed.includes(squash(w)) ? 1 : 0;
    if (n > most) [best, most] = [line.trim(), n];
  }
  return best;
}

/** Names of titles and headings, read on first use. */
const names = new WeakMap();

/**
 * Searches the index.
 * @param {SearchIndex} index
 * @param {string} query
 * @param {{limit?: number, segment?: Segmenter}} [options]
 * @returns {EngineResult[]}
 */
export function searchIndex(index, query, {limit = 100, segment = defaultSegmenter} = {}) {
  const {units, alternatives} = parseQuery(query, {synonyms: index.synonyms, segment, frequency: (text) => hanFrequency(index, text)});
  if (units.length === 0) return [];
  const U = units.length;
  const required = units.filter((u) => !u.optional).length;
  const phrase = String(query).toLowerCase().replace(/\s+/g, ' ').trim();
  const asksDefinition = DEFINITION_QUESTION.test(String(query));
  const pageCount = Math.max(1, index.pages.length);
  const lastUnit = U - 1;

  /** @type {Map<string, TermMatch>} */
  const termCache = new Map();
  /** @param {Term} term @param {boolean} last */
  const matchTerm = (term, last) => {
    const key = term.type === 'han' ? `#${term.text}` : `${term.word}${term.exact ? '=' : last ? '$' : ''}${term.joined ? '+' : ''}`;
    let m = termCache.get(key);
    if (!m) termCache.set(key, (m = termMatches(index, term, last)));
    return m;
  };

  // Words matched anywhere: all of them, each with the letters typed of it (for the share of a
  // name covered), and without synonyms (marked in the hits: what the reader typed and its variants).
  /** @type {Map<string, number>} */
  const coverWords = new Map();
  const markWords = new Set();
  /** @type {Array<{alt: Alternative, fields: Map<number, FieldMatch>}>} */
  const matched = [];
  // Synonyms of the whole query: a field that says one of them says the query in other words,
  // and counts as one holding the query as typed (构建缓存 → 持久化缓存). A synonym of one word
  // or Chinese string is said wherever it matched (autoExtension holds the word extension); one
  // of several words only where they stand in a row.
  /** @type {Set<number>} */
  const wholeSynonymFields = new Set();
  /** @type {string[]} */
  const wholeSynonyms = [];
  /** @type {Set<string>[]} the words each unit matched by itself */
  const unitForms = units.map((u) => new Set([u.text]));
  /** @param {Alternative} alt */
  const addAlternative = (alt) => {
    const isLast = alt.last === lastUnit;
    const terms = alt.terms.map((t, i) => matchTerm(t, isLast && i === alt.terms.length - 1 && alt.kind !== 'synonym'));
    const fields = intersect(terms.map((t) => t.fields));
    if (fields.size === 0) return false;
    for (const t of terms) {
      for (const w of t.words) {
        coverWords.set(w, Math.max(t.begun.get(w) ?? Infinity, coverWords.get(w) ?? 0));
        if (alt.kind !== 'synonym') markWords.add(w);
      }
    }
    if (alt.kind === 'word') for (const t of terms) for (const w of t.words) unitForms[alt.first].add(w);
    matched.push({alt, fields});
    if (alt.kind === 'synonym' && alt.first === 0 && alt.last === lastUnit) {
      if (alt.terms.length === 1) for (const f of fields.keys()) wholeSynonymFields.add(f);
      else if (alt.phrase) wholeSynonyms.push(alt.phrase);
    }
    return true;
  };
  for (const alt of alternatives) {
    const found = addAlternative(alt);
    // A Latin word that matches nothing may be two known words written together.
    if (!found && alt.kind === 'word' && alt.terms[0].type === 'latin') {
      const parts = splitWord(index, alt.terms[0].word);
      if (parts) addAlternative({...alt, terms: parts.map((word) => ({type: 'latin', word})), weight: SPLIT_WEIGHT, kind: 'split'});
    }
  }

  // The query's words in a row as a page spells them (modul federation → Module Federation):
  // a field that holds them so holds the query as typed. Words are letters and digits only.
  const wordsInRow = U > 1 && units.every((u) => !u.han) && containsPhrase(phrase, units.map((u) => u.text).join(' '));
  const inRow = wordsInRow ? new RegExp(`\\b${unitForms.map((forms) => `(?:${[...forms].join('|')})`).join('\\s+')}\\b`) : null;

  // How much a unit tells pages apart (BM25's idf), from the pages that match it as typed (its
  // spellings, stems, prefixes and typos): a rare synonym never weighs more than the words the
  // reader typed, and a common one does not make them weigh less. A unit only found through
  // synonyms takes theirs.
  const typedPages = units.map(() => new Set());
  const anyPages = units.map(() => new Set());
  for (const {alt, fields} of matched) {
    fields.forEach((_, f) => {
      const page = index.fields[f].page;
      for (let u = alt.first; u <= alt.last; u++) {
        anyPages[u].add(page);
        if (alt.kind !== 'synonym') typedPages[u].add(page);
      }
    });
  }
  const unitIdf = units.map((unit, u) => {
    const n = (typedPages[u].size ? typedPages[u] : anyPages[u]).size;
    const idf = Math.max(RANKING.minIdf, Math.log(1 + (pageCount - n + 0.5) / (n + 0.5)));
    return unit.optional ? idf * RANKING.optional : idf;
  });
  const totalIdf = unitIdf.reduce((sum, x) => sum + x, 0);

  // Units of a name typed joined that some field has as typed: elsewhere its words apart weigh less.
  const inTypedName = new Uint8Array(U);
  for (const {alt} of matched) if (alt.asTyped) inTypedName.fill(1, alt.first, alt.last + 1);

  // Per field, the best way each unit is matched there: value (weight × quality × idf) and count,
  // at `2U × k + u` and `2U × k + U + u` of `entries` for the k-th field met. One array for the
  // query: a typed array per field was most of what a query allocated.
  /** @type {Map<number, number>} field → k */
  const slotOf = new Map();
  /** @type {number[]} */
  const fieldsMet = [];
  /** @type {number[]} */
  const entries = [];
  for (const {alt, fields} of matched) {
    fields.forEach((match, f) => {
      let k = slotOf.get(f);
      if (k === undefined) {
        k = fieldsMet.length;
        slotOf.set(f, k);
        fieldsMet.push(f);
        for (let i = 0; i < 2 * U; i++) entries.push(0);
      }
      const base = 2 * U * k;
      for (let u = alt.first; u <= alt.last; u++) {
        const apart = alt.kind === 'word' && inTypedName[u] ? RANKING.apart : 1;
        const value = alt.weight * match.q * unitIdf[u] * apart;
        if (value > entries[base + u]) {
          entries[base + u] = value;
          entries[base + U + u] = match.tf;
        }
      }
    });
  }

  /** @type {Map<number, {fields: Array<{f: number, score: number}>, covered: Uint8Array, about: Uint8Array}>} */
  const perPage = new Map();
  for (let k = 0; k < fieldsMet.length; k++) {
    const f = fieldsMet[k];
    const base = 2 * U * k;
    const field = index.fields[f];
    let sum = 0;
    // Units of the query the field holds, optional ones (OPTIONAL_WORDS) not counted.
    let count = 0;
    for (let u = 0; u < U; u++) {
      if (entries[base + u] <= 0) continue;
      if (!units[u].optional) count++;
      let tfWeight = 1;
      if (isText(field.kind)) {
        const tf = entries[base + U + u];
        tfWeight = (tf * (RANKING.k1 + 1)) / (tf + RANKING.k1 * (1 - RANKING.b + (RANKING.b * field.length) / index.averageLength));
      }
      sum += entries[base + u] * tfWeight;
    }
    // A page that summarises others (the glossary) lists their names as its headings: they
    // are entries of a list there, not what the page is about, and count as its text does. Its
    // keywords are what it is about (tree shaking has no page of its own but the glossary's).
    const summary = index.pages[field.page].weight < 1 && !asksDefinition && field.kind !== KEYWORDS;
    let score = sum * RANKING.field[summary && !isText(field.kind) ? CONTENT : field.kind];
    if (!isText(field.kind) && !summary) {
      let name = names.get(field);
      if (!name) names.set(field, (name = readName(field.doc.t)));
      const {share: coverage, whole} = nameCoverage(name, coverWords, phrase);
      // The name counts in proportion to the share of the query the field holds: a heading
      // named after one word of a longer question does not name the question.
      let held = 0;
      for (let u = 0; u < U; u++) if (entries[base + u] > 0) held += unitIdf[u];
      const heldShare = totalIdf > 0 ? held / totalIdf : 1;
      score *= RANKING.nameBase + RANKING.name * coverage * coverage * heldShare + (whole && count === required ? RANKING.exactName : 0);
    }
    if (required > 1 && count === required) score *= 1 + RANKING.allInField;
    if (count === required && (containsPhrase(field.lower, phrase) || inRow?.test(field.lower) || wholeSynonymFields.has(f) || wholeSynonyms.some((p) => containsPhrase(field.lower, p)))) score *= 1 + RANKING.phrase;
    score *= 1 - RANKING.position * field.position;
    let page = perPage.get(field.page);
    if (!page) perPage.set(field.page, (page = {fields: [], covered: new Uint8Array(U), about: new Uint8Array(U)}));
    page.fields.push({f, score});
    const saysWhatPageIsAbout = (field.kind === TITLE || field.kind === DESCRIPTION || field.kind === KEYWORDS) && !summary;
    for (let u = 0; u < U; u++) {
      if (entries[base + u] <= 0) continue;
      page.covered[u] = 1;
      if (saysWhatPageIsAbout) page.about[u] = 1;
    }
  }

  const ranked = [...perPage].map(([p, {fields, covered, about}]) => {
    fields.sort((a, b) => b.score - a.score);
    const best = fields[0].score;
    let rest = 0;
    for (let i = 1; i < fields.length; i++) rest += fields[i].score;
    let coverage = 0;
    let aboutAny = false;
    for (let u = 0; u < U; u++) {
      if (covered[u] && !units[u].optional) coverage++;
      if (about[u] && !units[u].optional) aboutAny = true;
    }
    const spread = best > 0 ? Math.log1p(rest / best) : 0;
    const {weight} = index.pages[p];
    const score = best * (1 + RANKING.rest * spread) * (asksDefinition ? 1 / weight : weight);
    return {p, fields, coverage, aboutAny, score};
  });
  // The pages that match the most units (all of them when some page does), and those that miss
  // one but whose title or description says they are about the query: a page is not cut for
  // one word its own text never uses. Those that miss more are left out: they would fill the
  // dialog's groups with pages that share one common word with the query.
  const most = Math.max(0, ...ranked.map((r) => r.coverage));
  const kept = ranked.filter((r) => r.coverage === most || (most > 1 && r.coverage === most - 1 && r.aboutAny));
  for (const r of kept) if (r.coverage < most) r.score *= RANKING.missingOne;
  kept.sort((a, b) => b.score - a.score || a.p - b.p);
  // Pages far below the best one are noise: in the dialog they would fill their group's rows
  // ahead of better pages of the next group. But when only a few pages use every word of the
  // query (a rare name: noExternal in the tsup migration's code), each of them is shown.
  const floor = RANKING.minShare * Math.max(0, ...kept.map((r) => r.score));
  const full = kept.filter((r) => r.coverage === most).length;
  const shown = kept.filter((r, i) => i === 0 || r.score >= floor || (full <= RANKING.fewFull && r.coverage === most));

  /** @type {EngineResult[]} */
  const results = [];
  for (const {p, fields, score} of shown) {
    const page = index.pages[p];
    let title = fields.find((x) => index.fields[x.f].kind === TITLE);
    // A keyword is not on the page: a page found by one shows its title in its place.
    if (!title && fields.some((x) => index.fields[x.f].kind === KEYWORDS)) {
      const f = page.fields.find((g) => index.fields[g].kind === TITLE);
      if (f !== undefined) title = {f, score};
    }
    // A code line shown once per page: examples repeat their imports from section to section.
    const linesShown = new Set();
    let hits = 0;
    for (const {f} of [...(title ? [title] : []), ...fields.filter((x) => x !== title)]) {
      if (hits === RANKING.hitsPerPage) break;
      const field = index.fields[f];
      if (field.kind === KEYWORDS) continue;
      const tokens = [...markWords].filter((w) => fieldHas(index, f, w));
      // A hit in code shows the line it is on.
      const line = field.kind === CODE ? codeLine(field.doc.t, tokens) : null;
      if (line !== null) {
        if (linesShown.has(line)) continue;
        linesShown.add(line);
      }
      hits++;
      results.push({
        document: line === null ? field.doc : {...field.doc, t: line},
        type: field.kind,
        page: field.kind === TITLE ? false : page.title,
        metadata: {},
        tokens,
        score,
      });
      if (results.length >= limit) return results;
    }
  }
  return results;
}
