import {describe, expect, it} from 'vitest';
import {shouldShowVersionMenu} from './versions';

describe('shouldShowVersionMenu', () => {
  it('needs at least two versions', () => {
    expect(shouldShowVersionMenu(0)).toBe(false);
    expect(shouldShowVersionMenu(1)).toBe(false);
    expect(shouldShowVersionMenu(2)).toBe(true);
    expect(shouldShowVersionMenu(Number.NaN)).toBe(false);
  });
});
