/** Text helpers of the search modal: query clean-up, display width and excerpts. */
import type {HighlightInfo} from './types';

/** Search constants of spec 9. */
export const SEARCH_DEBOUNCE_MS = 150;
export const SEARCH_RESULT_LIMIT = 100;
export const STATEMENT_MAX_WIDTH = 100;
export const CJK_WIDTH = 3;

/**
 * Longest query we search for. The index worker tries every way to cut a run of Chinese
 * characters into known words and every query minus one word: work that grows quickly with
 * length, so a pasted page of text must not reach it whole.
 */
export const MAX_QUERY_LENGTH = 64;
/** Longest run of Chinese characters passed on (see above). */
export const MAX_CJK_RUN = 16;

// Han, kana, Hangul, and the full-width punctuation and forms that go with them.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

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
 * The query as searched: whitespace collapsed, trimmed, at most MAX_QUERY_LENGTH characters
 * and no Chinese run longer than MAX_CJK_RUN. Empty when there is nothing to search.
 */
export function normalizeQuery(input: unknown): string {
  if (typeof input !== 'string') return '';
  let query = input.replace(/\s+/g, ' ').trim();
  query = query.replace(CJK_RUN, (run) => Array.from(run).slice(0, MAX_CJK_RUN).join(''));
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
