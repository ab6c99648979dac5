// @ts-check
// How the search engine reads text, the same for the pages and the query: Latin words (with
// their camelCase, kebab-case and dotted parts), runs of Chinese characters, a light English
// stemmer and the stop words that never rank.

/** Letters and digits of Latin, Greek and Cyrillic text. `_` and `$` separate parts. */
const WORD_CLASS = '0-9A-Za-z\\u00C0-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF';
/** A Latin chunk: words joined by `.`, `/`, `-` or `_` without spaces (`output.sourceMap`, `umd-name`). */
const CHUNK = new RegExp(`[${WORD_CLASS}]+(?:[._/\\-]+[${WORD_CLASS}]+)*`, 'g');
const HAN = /\p{Script=Han}/u;
/** A run of Chinese characters or a Latin chunk, in the order they appear. */
const PIECE = new RegExp(`(\\p{Script=Han}+)|([${WORD_CLASS}]+(?:[._/\\-]+[${WORD_CLASS}]+)*)`, 'gu');

/** @param {string} text */
export const hasHan = (text) => HAN.test(text);

/** English words that never rank (lunr's list, which the plugin's index used too). */
export const STOP_WORDS = new Set(
  'a able about across after all almost also am among an and any are as at be because been but by can cannot could dear did do does either else ever every for from get got had has have he her hers him his how however i if in into is it its just least let like likely may me might most must my neither no nor not of off often on only or other our own rather said say says she should since so some than that the their them then there these they this tis to too twas us wants was we were what when where which while who whom why will with would yet you your'.split(
    ' ',
  ),
);

/**
 * Words that say what kind of answer a reader wants (a comparison, a way, an example, a
 * requirement: minimum node version, where the page says which versions are supported) rather
 * than what it is about: they count when a page has them, but a page without them is not
 * ranked as a partial match.
 */
export const OPTIONAL_WORDS = new Set(
  'vs versus difference differences between compare compared comparison way ways use using example examples tutorial minimum maximum supported required recommended mean means meaning need needs 区别 差异 对比 比较 方法 用法 示例 例子 教程'.split(' '),
);

/**
 * Chinese words of a question that name nothing (the query's subject is in the other words):
 * particles, question words, and the directions of a task (从 tsup 迁移过来, 复制到 dist).
 */
export const CHINESE_STOP_WORDS = new Set(
  '的 了 吗 呢 吧 啊 和 与 及 或 是 在 有 我 你 我们 如何 怎么 怎样 怎么样 什么 哪些 哪个 为什么 是否 一个 一些 这个 那个 请 要 想 能 会 把 被 对 中 里 时 该 可以 应该 需要 从 到 过来 一下 进行'.split(' '),
);

/**
 * A light English stemmer (the first step of Porter's): plurals, -ed and -ing, and a final e,
 * so that bundle, bundles, bundled and bundling meet while bundler, general and generate stay
 * apart. Words with digits and words of three letters or fewer are kept as they are.
 * @param {string} word lower-cased
 */
export function stem(word) {
  if (word.length <= 3 || /[0-9]/.test(word) || HAN.test(word)) return word;
  // British and American spellings meet (analyser, analyzer; optimisation, optimization).
  let w = word.replace(/([iy])s(e|es|ed|er|ers|ing|ation|ations)$/, '$1z$2');
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (!/(ss|us|is)$/.test(w) && w.endsWith('s')) w = w.slice(0, -1);
  if (w.endsWith('eed')) {
    if (w.length > 4) w = w.slice(0, -1);
  } else {
    const match = /^(.*[aeiouy].*?)(ed|ing)$/.exec(w);
    if (match && w.length > 4) {
      w = match[1];
      if (/(at|bl|iz)$/.test(w)) w += 'e';
      else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
      else if (/^[^aeiouy]*[aeiouy][^aeiouywx]$/.test(w)) w += 'e';
    }
  }
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * @typedef {{word: string, start: number, end: number}} Atom
 *   A word of a chunk, lower-cased, with its place in the text.
 * @typedef {{atoms: Atom[], compounds: Array<{word: string, first: number, last: number}>, start: number, end: number}} Chunk
 *   `compounds` join atoms `first`..`last` (indexes into `atoms`) into the word a reader may
 *   type as one: the parts of a camelCase or kebab-case name (`umdname` for umdName and
 *   umd-name), and a dotted pair with a short side (`nodejs` for node.js, `dts` for d.ts).
 */

/**
 * Splits a camelCase word into its parts (`umdName` → umd, Name; `HTMLPlugin` → HTML, Plugin).
 * @param {string} word
 */
function camelParts(word) {
  return word
    .replace(/([a-z0-9\u00DF-\u00FF])([A-Z\u00C0-\u00DE])/g, '$1\u0000$2')
    .replace(/([A-Z\u00C0-\u00DE]+)([A-Z\u00C0-\u00DE][a-z\u00DF-\u00FF])/g, '$1\u0000$2')
    .split('\u0000');
}

const SIMPLE_WORD = /^(?:[A-Z]?[a-z0-9]+|[A-Z0-9]+)$/;

/**
 * The atoms and compounds of a Latin chunk that starts at `offset` in its text.
 * @param {string} chunk
 * @param {number} offset
 * @returns {Chunk}
 */
export function readChunk(chunk, offset) {
  // Most chunks are one plain word: lower-case, capitalised or in capitals.
  if (SIMPLE_WORD.test(chunk)) return {atoms: [{word: chunk.toLowerCase(), start: offset, end: offset + chunk.length}], compounds: [], start: offset, end: offset + chunk.length};
  /** @type {Atom[]} */
  const atoms = [];
  /** @type {Array<{word: string, first: number, last: number}>} */
  const compounds = [];
  // Segments are separated by `.` or `/`; inside a segment, `-` and `_` separate pieces.
  /** @type {Array<{first: number, last: number, text: string}>} */
  const segments = [];
  const segmentPattern = /[^./]+/g;
  for (let segment = segmentPattern.exec(chunk); segment; segment = segmentPattern.exec(chunk)) {
    const first = atoms.length;
    const piecePattern = /[^_-]+/g;
    for (let piece = piecePattern.exec(segment[0]); piece; piece = piecePattern.exec(segment[0])) {
      let at = offset + segment.index + piece.index;
      for (const part of camelParts(piece[0])) {
        if (part) atoms.push({word: part.toLowerCase(), start: at, end: at + part.length});
        at += part.length;
      }
    }
    if (atoms.length > first) segments.push({first, last: atoms.length - 1, text: segment[0]});
  }
  for (const {first, last} of segments) {
    if (last > first) compounds.push({word: atoms.slice(first, last + 1).map((a) => a.word).join(''), first, last});
  }
  for (let i = 1; i < segments.length; i++) {
    const a = segments[i - 1];
    const b = segments[i];
    if (Math.min(a.text.length, b.text.length) <= 2) {
      compounds.push({word: atoms.slice(a.first, b.last + 1).map((x) => x.word).join(''), first: a.first, last: b.last});
    }
  }
  return {atoms, compounds, start: offset, end: offset + chunk.length};
}

/**
 * The Latin chunks and Chinese runs of a text, in order.
 * @param {string} text
 * @returns {Array<{han: string, start: number} | {chunk: Chunk}>}
 */
export function readText(text) {
  /** @type {Array<{han: string, start: number} | {chunk: Chunk}>} */
  const out = [];
  PIECE.lastIndex = 0;
  for (let match = PIECE.exec(text); match; match = PIECE.exec(text)) {
    if (match[1]) out.push({han: match[1], start: match.index});
    else out.push({chunk: readChunk(match[2], match.index)});
  }
  return out;
}

/**
 * The Latin chunks of a text (Chinese runs skipped): what the index keeps of each field.
 * @param {string} text
 */
export function latinChunks(text) {
  /** @type {Chunk[]} */
  const out = [];
  CHUNK.lastIndex = 0;
  for (let match = CHUNK.exec(text); match; match = CHUNK.exec(text)) out.push(readChunk(match[0], match.index));
  return out;
}

/**
 * Whether `a` and `b` are one edit apart: one letter inserted, removed, changed, or two
 * neighbours swapped (optimal string alignment distance 1). Equal words are not.
 * @param {string} a
 * @param {string} b
 */
export function oneEditApart(a, b) {
  if (a === b) return false;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
