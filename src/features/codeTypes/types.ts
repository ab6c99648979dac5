// The types of a code block marked `twoslash`, as the build sends them (remarkTwoslash.mjs), and
// how a line's Prism tokens are cut so that each name with a type can be wrapped.
import type {Token} from 'prism-react-renderer';

/** Marks a name with a type (a focusable span described by its popup). */
export const TARGET_ATTRIBUTE = 'data-type-target';
/** The class of a popup (a popover after the block's lines). */
export const POPUP_CLASS = 'type-popup';

/** What one name shows: its signature (code), documentation, default. Lines and characters from 0. */
export interface TypeInfo {
  line: number;
  character: number;
  length: number;
  text: string;
  docs?: string;
  defaultValue?: string;
  deprecated?: boolean;
}

export interface CodeTypes {
  hovers: TypeInfo[];
  queries: TypeInfo[];
}

const isInfo = (value: unknown): value is TypeInfo => {
  const info = value as TypeInfo;
  return !!info && Number.isInteger(info.line) && Number.isInteger(info.character) && Number.isInteger(info.length) && info.length > 0 && typeof info.text === 'string';
};

/** The `twoslash` prop of a code block; undefined when absent or not what the build writes. */
export function parseCodeTypes(json: unknown): CodeTypes | undefined {
  if (typeof json !== 'string' || !json) return undefined;
  try {
    const parsed = JSON.parse(json) as Partial<CodeTypes>;
    const hovers = Array.isArray(parsed.hovers) ? parsed.hovers.filter(isInfo) : [];
    const queries = Array.isArray(parsed.queries) ? parsed.queries.filter(isInfo) : [];
    return hovers.length || queries.length ? {hovers, queries} : undefined;
  } catch {
    return undefined;
  }
}

/** A run of a line's tokens; `hover` is the index of the name it shows the type of. */
export interface Segment {
  tokens: Token[];
  hover?: number;
}

/**
 * A line's tokens cut at the edges of its names (`ranges`: start and end characters, not
 * overlapping, any order) and grouped: a name's tokens in one segment, the text between in others.
 * A range that runs past the line ends with it.
 */
export function segmentLine(tokens: readonly Token[], ranges: ReadonlyArray<{start: number; end: number; hover: number}>): Segment[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const segments: Segment[] = [];
  const push = (token: Token, hover: number | undefined) => {
    if (!token.content) return;
    const last = segments.at(-1);
    if (last && last.hover === hover) last.tokens.push(token);
    else segments.push({tokens: [token], ...(hover !== undefined && {hover})});
  };
  let offset = 0;
  for (const token of tokens) {
    const end = offset + token.content.length;
    let at = offset;
    for (const range of sorted) {
      if (range.end <= at || range.start >= end) continue;
      if (range.start > at) push({...token, content: token.content.slice(at - offset, range.start - offset)}, undefined);
      const to = Math.min(range.end, end);
      push({...token, content: token.content.slice(Math.max(range.start, at) - offset, to - offset)}, range.hover);
      at = to;
    }
    if (at < end) push({...token, content: token.content.slice(at - offset)}, undefined);
    offset = end;
  }
  return segments;
}

/** The text of a JSDoc default (`` `'esm'` `` → `'esm'`). */
export const plainDefault = (value: string) => value.replace(/^`([^`]*)`$/, '$1');

/** For each name, the first name of the block that shows the same type, doc and default. */
export function sharedPopups(hovers: readonly TypeInfo[]): number[] {
  const first = new Map<string, number>();
  return hovers.map(({text, docs, defaultValue, deprecated}, hover) => {
    const key = JSON.stringify([text, docs, defaultValue, deprecated]);
    if (!first.has(key)) first.set(key, hover);
    return first.get(key)!;
  });
}
