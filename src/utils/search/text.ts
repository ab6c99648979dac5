/** Text helpers of the search modal: query clean-up, display width and excerpts. */
import type {HighlightInfo} from './types';

/** Search constants of spec 9. */
export const SEARCH_DEBOUNCE_MS = 150;
export const SEARCH_RESULT_LIMIT = 100;
export const STATEMENT_MAX_WIDTH = 100;
export const CJK_WIDTH = 3;

/** Longest query we search for (a pasted page of text is cut here). */
export const MAX_QUERY_LENGTH = 64;

// Han, kana, Hangul, and the full-width punctuation and forms that go with them.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

export function isCjk(char: string): boolean {
  return CJK.test(char);
}

/** Width of a single character: 3 for CJK, 1 for anything else. */
export function charWidth(char: string): number {
  return isCjk(char) ? CJK_WIDTH : 1;
}

/** Display width of a text, CJK characters counting 3. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * The query as searched: whitespace collapsed, trimmed, at most MAX_QUERY_LENGTH characters.
 * Empty when there is nothing to search.
 */
export function normalizeQuery(input: unknown): string {
  if (typeof input !== 'string') return '';
  let query = input.replace(/\s+/g, ' ').trim();
  if (query.length > MAX_QUERY_LENGTH) {
    query = query.slice(0, MAX_QUERY_LENGTH);
    // Do not leave half of a surrogate pair.
    if (/[\ud800-\udbff]$/.test(query)) query = query.slice(0, -1);
    query = query.trim();
  }
  return query;
}

/** Longest run of Chinese characters handed to the index worker as one word. */
export const MAX_CJK_WORD = 6;
/** Most words handed to the index worker. */
export const MAX_QUERY_WORDS = 8;

/** Cuts a run of Chinese text into words (e.g. with Intl.Segmenter). */
export type WordSegmenter = (text: string) => string[];

/**
 * The query as handed to the local index worker. The worker tries every way to cut a run of
 * Chinese characters into known words, and every query minus one word: for a run of eight
 * characters that already takes tens to hundreds of milliseconds, and it grows quickly. So
 * longer runs are cut into words here first (by `segment`, or into pieces of MAX_CJK_WORD
 * characters without one), repeated words are dropped and at most MAX_QUERY_WORDS are kept.
 * Words are split as the worker splits them (ASCII word characters, runs of ideographs).
 */
export function workerQuery(query: string, segment?: WordSegmenter): string {
  const words: string[] = [];
  for (const token of query.toLowerCase().match(/\w+|\p{Unified_Ideograph}+/gu) ?? []) {
    if (!/\p{Unified_Ideograph}/u.test(token) || token.length <= MAX_CJK_WORD) {
      words.push(token);
      continue;
    }
    const pieces = segment ? segment(token) : (token.match(new RegExp(`.{1,${MAX_CJK_WORD}}`, 'gu')) ?? []);
    for (const piece of pieces) {
      const word = piece.trim().slice(0, MAX_CJK_WORD);
      if (word) words.push(word);
    }
  }
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS).join(' ');
}

export interface Excerpt {
  /** The excerpt, with `…` where text was cut off. */
  text: string;
  /** Highlights moved into the excerpt (those outside it dropped, those cut clipped). */
  highlights: HighlightInfo[];
}

const ELLIPSIS = '…';

/**
 * At most `maxWidth` width units of `text` around its first highlight (CJK characters count 3,
 * each `…` counts 1), with the highlights moved to the excerpt. Without highlights the excerpt
 * starts at the beginning of the text.
 */
export function excerpt(text: string, highlights: readonly HighlightInfo[], maxWidth = STATEMENT_MAX_WIDTH): Excerpt {
  const budget = Math.max(0, Math.floor(maxWidth));
  if (textWidth(text) <= budget) return {text, highlights: clipHighlights(highlights, 0, text.length, 0)};

  const chars = codePoints(text);
  const first = highlights.length > 0 ? highlights[0].start : 0;
  // Index in `chars` of the first highlighted character.
  let anchor = chars.findIndex((c) => c.offset >= first);
  if (anchor < 0) anchor = 0;

  // Give the text before the match about a quarter of the room, then fill forward.
  let startIndex = anchor;
  let lead = 0;
  const leadBudget = Math.floor(budget / 4);
  while (startIndex > 0 && lead + chars[startIndex - 1].width <= leadBudget) {
    startIndex -= 1;
    lead += chars[startIndex].width;
  }
  // Prefer to start at a word: skip a partial word when a space is close.
  if (startIndex > 0 && !/\s/.test(chars[startIndex - 1].char)) {
    for (let i = startIndex; i < anchor && i < startIndex + 12; i++) {
      if (/\s/.test(chars[i].char)) {
        startIndex = i + 1;
        break;
      }
    }
  }

  const prefix = startIndex > 0 ? ELLIPSIS : '';
  let width = prefix.length;
  let endIndex = startIndex;
  while (endIndex < chars.length && width + chars[endIndex].width + (endIndex + 1 < chars.length ? 1 : 0) <= budget) {
    width += chars[endIndex].width;
    endIndex += 1;
  }
  const suffix = endIndex < chars.length ? ELLIPSIS : '';
  const start = startIndex < chars.length ? chars[startIndex].offset : text.length;
  const body = text.slice(start, endIndex < chars.length ? chars[endIndex].offset : text.length).trimEnd();
  return {
    text: prefix + body + suffix,
    highlights: clipHighlights(highlights, start, start + body.length, prefix.length),
  };
}

interface CodePoint {
  char: string;
  offset: number;
  width: number;
}

function codePoints(text: string): CodePoint[] {
  const result: CodePoint[] = [];
  let offset = 0;
  for (const char of text) {
    result.push({char, offset, width: charWidth(char)});
    offset += char.length;
  }
  return result;
}

/** Highlights within [start, end) of a text, moved so that `start` lands on `shift`. */
function clipHighlights(highlights: readonly HighlightInfo[], start: number, end: number, shift: number): HighlightInfo[] {
  const result: HighlightInfo[] = [];
  for (const {start: s, length} of highlights) {
    const from = Math.max(s, start);
    const to = Math.min(s + length, end);
    if (to > from) result.push({start: from - start + shift, length: to - from});
  }
  return result;
}
