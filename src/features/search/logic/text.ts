/** Text helpers of the search modal: query clean-up, display width and excerpts. */
import type {HighlightInfo} from './types';

/** Search constants */
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

export interface Excerpt {
  /** The excerpt, with `…` where text was cut off. */
  text: string;
  /** Highlights moved into the excerpt (those outside it dropped, those cut clipped). */
  highlights: HighlightInfo[];
}

const ELLIPSIS = '…';
/** A character of a Latin word (a Chinese text is not cut at words). */
const LATIN_WORD_CHAR = /[A-Za-z0-9_\u00C0-\u024F]/;

/** Length in UTF-16 units of the code point at `index`. */
function codePointLength(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? 2 : 1;
}

/** Width of the code point at `index`. */
function widthAt(text: string, index: number): number {
  return charWidth(text.slice(index, index + codePointLength(text, index)));
}

/** Start of the code point that ends just before `index`. */
function previousCodePoint(text: string, index: number): number {
  const code = text.charCodeAt(index - 1);
  return code >= 0xdc00 && code <= 0xdfff && index >= 2 ? index - 2 : index - 1;
}

/** Whether `text` is at most `budget` wide (stops counting as soon as it is not). */
function fitsIn(text: string, budget: number): boolean {
  if (text.length * CJK_WIDTH <= budget) return true;
  let width = 0;
  for (let i = 0; i < text.length; i += codePointLength(text, i)) {
    width += widthAt(text, i);
    if (width > budget) return false;
  }
  return true;
}

/**
 * At most `maxWidth` width units of `text` around its first highlight (CJK characters count 3,
 * each `…` counts 1), with the highlights moved to the excerpt. Without highlights the excerpt
 * starts at the beginning of the text. Only the part around the match is looked at, so long
 * sections cost no more than short ones.
 */
export function excerpt(text: string, highlights: readonly HighlightInfo[], maxWidth = STATEMENT_MAX_WIDTH): Excerpt {
  const budget = Math.max(0, Math.floor(maxWidth));
  if (fitsIn(text, budget)) return {text, highlights: clipHighlights(highlights, 0, text.length, 0)};

  // The first highlighted character (moved off the second half of a surrogate pair).
  let anchor = Math.min(Math.max(0, highlights[0]?.start ?? 0), text.length);
  if (anchor > 0 && anchor < text.length && previousCodePoint(text, anchor + 1) < anchor) anchor -= 1;

  // Give the text before the match about a quarter of the room, then fill forward.
  let start = anchor;
  let lead = 0;
  const leadBudget = Math.floor(budget / 4);
  while (start > 0) {
    const previous = previousCodePoint(text, start);
    const width = widthAt(text, previous);
    if (lead + width > leadBudget) break;
    lead += width;
    start = previous;
  }
  // Prefer to start at a word: skip a partial word when a space is close.
  if (start > 0 && !/\s/.test(text[start - 1])) {
    const space = text.slice(start, Math.min(anchor, start + 12)).search(/\s/);
    if (space >= 0) start += space + 1;
  }

  const prefix = start > 0 ? ELLIPSIS : '';
  let width = prefix.length;
  let end = start;
  while (end < text.length) {
    const next = end + codePointLength(text, end);
    // Keep room for the closing ellipsis unless this is the last character.
    const room = next < text.length ? 1 : 0;
    const here = widthAt(text, end);
    if (width + here + room > budget) break;
    width += here;
    end = next;
  }
  // Prefer to end at a word: drop a word the budget would cut (and a mark with it), unless
  // that would cut into the first match.
  if (end < text.length && LATIN_WORD_CHAR.test(text[end]) && LATIN_WORD_CHAR.test(text[end - 1])) {
    const firstEnd = (highlights[0]?.start ?? 0) + (highlights[0]?.length ?? 0);
    const space = text.slice(Math.max(start, end - 16), end).search(/\s\S*$/);
    const cut = Math.max(start, end - 16) + space;
    if (space >= 0 && cut >= firstEnd) end = cut;
  }
  const suffix = end < text.length ? ELLIPSIS : '';
  const body = text.slice(start, end).trimEnd();
  return {
    text: prefix + body + suffix,
    highlights: clipHighlights(highlights, start, start + body.length, prefix.length),
  };
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
