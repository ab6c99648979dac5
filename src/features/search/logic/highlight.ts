/** Where the searched words occur in a text, and the text cut into plain and matched parts. */
import type {HighlightInfo} from './types';

/** More terms or ranges than this add nothing a reader can see. */
const MAX_TERMS = 20;
const MAX_TERM_LENGTH = 50;
const MAX_RANGES = 50;

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const HAN = /\p{Script=Han}/u;

/**
 * Whether a word part starts at `i` of `text`, as the index reads words: at a word's start,
 * after an underscore (`_create_class`) or at a capital after a small letter (`umdName`).
 */
function startsWordPart(text: string, i: number): boolean {
  const before = text[i - 1];
  if (i === 0 || !WORD_CHAR.test(before) || HAN.test(before) || before === '_') return true;
  return /[\p{Ll}\p{N}]/u.test(before) && /\p{Lu}/u.test(text[i]);
}

/** `text` lower-cased character by character, so offsets stay those of `text`. */
function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let result = '';
  for (const char of text) {
    const l = char.toLowerCase();
    result += l.length === char.length ? l : char;
  }
  return result;
}

/**
 * The terms to look for: lower-cased, unique, longest first. A Latin term the stemmer cut to
 * end in `i` (`librari` for library and libraries) is also looked for without the `i`.
 */
function searchTerms(terms: readonly string[]): string[] {
  const result = new Set<string>();
  for (const raw of terms.slice(0, MAX_TERMS)) {
    if (typeof raw !== 'string') continue;
    const term = raw.trim().toLowerCase().slice(0, MAX_TERM_LENGTH);
    if (!term) continue;
    result.add(term);
    if (term.length >= 4 && term.endsWith('i') && !HAN.test(term)) result.add(term.slice(0, -1));
  }
  return [...result].sort((a, b) => b.length - a.length);
}

/**
 * Ranges of `text` that match `terms` (query words and the index terms they matched), case
 * insensitive. A Latin term matches where a word or a part of one starts (startsWordPart) and
 * the range runs to the end of that word (`bundl` marks `bundler`); a Chinese term matches
 * anywhere. Ranges are sorted and do not overlap.
 */
export function findHighlights(text: string, terms: readonly string[]): HighlightInfo[] {
  if (!text) return [];
  const haystack = lowerSameLength(text);
  const ranges: Array<[number, number]> = [];
  for (const term of searchTerms(terms)) {
    const latin = WORD_CHAR.test(term[0]) && !HAN.test(term[0]);
    for (let from = haystack.indexOf(term); from >= 0 && ranges.length < MAX_RANGES * 4; from = haystack.indexOf(term, from + 1)) {
      let end = from + term.length;
      if (latin) {
        if (!startsWordPart(text, from)) continue;
        while (end < haystack.length && WORD_CHAR.test(haystack[end]) && !HAN.test(haystack[end])) end += 1;
      }
      ranges.push([from, end]);
    }
  }
  return mergeRanges(ranges).slice(0, MAX_RANGES);
}

/** Sorted, non-overlapping ranges; touching or overlapping ones become one. */
export function mergeRanges(ranges: ReadonlyArray<readonly [number, number]>): HighlightInfo[] {
  const sorted = ranges.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => ({start, length: end - start}));
}

export interface TextPart {
  text: string;
  highlighted: boolean;
}

/**
 * `text` cut into parts at the highlights. Ranges out of bounds, overlapping or malformed
 * (as a remote service might send) are clipped or ignored, never thrown on.
 */
export function splitByHighlights(text: string, highlights: readonly HighlightInfo[] | undefined): TextPart[] {
  const valid: Array<[number, number]> = [];
  for (const item of highlights ?? []) {
    const start = Number(item?.start);
    const length = Number(item?.length);
    if (!Number.isFinite(start) || !Number.isFinite(length)) continue;
    const from = Math.max(0, Math.floor(start));
    const to = Math.min(text.length, Math.floor(start + length));
    if (to > from) valid.push([from, to]);
  }
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const {start, length} of mergeRanges(valid)) {
    if (start > cursor) parts.push({text: text.slice(cursor, start), highlighted: false});
    parts.push({text: text.slice(start, start + length), highlighted: true});
    cursor = start + length;
  }
  if (cursor < text.length || parts.length === 0) parts.push({text: text.slice(cursor), highlighted: false});
  return parts;
}
