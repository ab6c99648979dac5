import {describe, expect, it} from 'vitest';
import {starOffset, starPlacements, starSize} from './stars';

describe('stars', () => {
  it('has 35 stars whose size grows by index / 20 + 3', () => {
    const stars = starPlacements();
    expect(stars).toHaveLength(35);
    expect(stars.map((star) => star.size)).toEqual(Array.from({length: 35}, (_, i) => i / 20 + 3));
    expect(starSize(0)).toBe(3);
    expect(starSize(20)).toBe(4);
  });

  it('places them at the same spots every time, inside the hero', () => {
    expect(starPlacements()).toEqual(starPlacements());
    for (const {left, top} of starPlacements()) {
      expect(left).toBeGreaterThanOrEqual(4);
      expect(left).toBeLessThanOrEqual(96);
      expect(top).toBeGreaterThanOrEqual(4);
      expect(top).toBeLessThanOrEqual(96);
    }
    expect(new Set(starPlacements().map(({left, top}) => `${left},${top}`)).size).toBe(35);
  });

  it('moves a star towards a pointer within 100 px', () => {
    const offset = starOffset({x: 0, y: 0}, {x: 60, y: -30});
    expect(offset.x).toBeGreaterThan(0);
    expect(offset.y).toBeLessThan(0);
    // Towards, not past, the pointer.
    expect(Math.hypot(offset.x, offset.y)).toBeLessThan(Math.hypot(60, 30));
    expect(starOffset({x: 0, y: 0}, {x: 100, y: 0}).x).toBeGreaterThan(0);
  });

  it('leaves a star alone when the pointer is farther than 100 px or gone', () => {
    expect(starOffset({x: 0, y: 0}, {x: 100.5, y: 0})).toEqual({x: 0, y: 0});
    expect(starOffset({x: 0, y: 0}, {x: 80, y: 80})).toEqual({x: 0, y: 0});
    expect(starOffset({x: 0, y: 0}, null)).toEqual({x: 0, y: 0});
    expect(starOffset({x: 0, y: 0}, {x: Number.NaN, y: 0})).toEqual({x: 0, y: 0});
  });
});
