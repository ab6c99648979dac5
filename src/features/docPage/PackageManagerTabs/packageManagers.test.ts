import {describe, expect, it} from 'vitest';
import {PACKAGE_MANAGERS} from './packageManagers';

describe('package managers', () => {
  it('lists npm, yarn, pnpm and bun in that order', () => {
    expect(PACKAGE_MANAGERS).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });
});
