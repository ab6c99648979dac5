/** Results grouped by sidebar group, a few per group until the reader asks for more. */
import type {SearchHit} from './types';

/** Hits shown per group before "see more". */
export const HITS_PER_GROUP = 7;

export interface HitGroup {
  group: string;
  /** The hits shown. */
  hits: SearchHit[];
  /** How many more there are behind "see more". */
  hidden: number;
}

/**
 * Hits grouped by `group`, groups in order of their best hit, hits in their original order.
 * A group shows `perGroup` hits unless it is in `expanded`.
 */
export function groupHits(
  hits: readonly SearchHit[],
  expanded: ReadonlySet<string> = new Set(),
  perGroup = HITS_PER_GROUP,
): HitGroup[] {
  const byGroup = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const list = byGroup.get(hit.group);
    if (list) list.push(hit);
    else byGroup.set(hit.group, [hit]);
  }
  const limit = Math.max(1, Math.floor(perGroup));
  return [...byGroup].map(([group, all]) => {
    const shown = expanded.has(group) ? all : all.slice(0, limit);
    return {group, hits: shown, hidden: all.length - shown.length};
  });
}

/** One selectable row of the result list: a hit or a group's "see more". */
export type ResultRow = {kind: 'hit'; hit: SearchHit; group: string} | {kind: 'more'; group: string; hidden: number};

/** The rows the arrow keys move through, top to bottom. */
export function resultRows(groups: readonly HitGroup[]): ResultRow[] {
  return groups.flatMap((g): ResultRow[] => [
    ...g.hits.map((hit): ResultRow => ({kind: 'hit', hit, group: g.group})),
    ...(g.hidden > 0 ? [{kind: 'more', group: g.group, hidden: g.hidden} as const] : []),
  ]);
}

/** The row after moving `step` rows from `current`, wrapping at both ends; -1 when there are none. */
export function moveSelection(current: number, step: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step >= 0 ? 0 : count - 1;
  return (((current + step) % count) + count) % count;
}
