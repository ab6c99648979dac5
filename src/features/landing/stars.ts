/** The decorative stars of the landing hero. */
export const STAR_COUNT = 35;
/** A star follows the pointer only while the pointer is closer than this, in CSS pixels. */
export const STAR_FOLLOW_RADIUS = 100;
/** How far towards the pointer a star moves: this share of the distance between them. */
export const STAR_PULL = 0.4;

export interface Point {
  x: number;
  y: number;
}

/** Stars grow with their index: `index / 20 + 3` pixels. */
export function starSize(index: number): number {
  return index / 20 + 3;
}

/**
 * A small deterministic pseudo-random generator (mulberry32), so that the stars sit at
 * the same fixed places on the server, after hydration and on every visit.
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface StarPlacement {
  /** Horizontal position of the star's centre, in percent of the hero's width. */
  left: number;
  /** Vertical position of the star's centre, in percent of the hero's height. */
  top: number;
  size: number;
}

/**
 * The fixed positions of the stars, spread over the hero: kept out of a 4 % margin so
 * that no star is cut in half by the edge.
 */
export function starPlacements(count = STAR_COUNT, seed = 35): StarPlacement[] {
  const random = seededRandom(seed);
  const round = (value: number) => Math.round(value * 100) / 100;
  return Array.from({length: Math.max(0, Math.floor(count))}, (_, index) => ({
    left: round(4 + random() * 92),
    top: round(4 + random() * 92),
    size: starSize(index),
  }));
}

/**
 * Where a star moves to, relative to its resting place, for a pointer at `pointer`: a
 * share of the way towards the pointer while it is within `radius`, otherwise nowhere.
 */
export function starOffset(home: Point, pointer: Point | null, radius = STAR_FOLLOW_RADIUS, pull = STAR_PULL): Point {
  if (!pointer) return {x: 0, y: 0};
  const dx = pointer.x - home.x;
  const dy = pointer.y - home.y;
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || Math.hypot(dx, dy) > radius) return {x: 0, y: 0};
  return {x: dx * pull, y: dy * pull};
}
