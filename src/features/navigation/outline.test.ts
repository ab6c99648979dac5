import {describe, expect, it} from 'vitest';
import {idFromHash, isScrolledToBottom} from './outline';

describe('outline helpers', () => {
  it('knows when the page is scrolled to the bottom', () => {
    expect(isScrolledToBottom(1100, 900, 2000)).toBe(true);
    expect(isScrolledToBottom(1099.5, 900, 2000)).toBe(true);
    expect(isScrolledToBottom(1000, 900, 2000)).toBe(false);
    expect(isScrolledToBottom(0, 900, 900)).toBe(false);
  });
  it('decodes hashes, taking malformed ones literally', () => {
    expect(idFromHash('#%E9%85%8D%E7%BD%AE')).toBe('配置');
    expect(idFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(idFromHash('plain')).toBe('plain');
  });
});
