import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {CUSTOM_MEDIA, customMediaPostcss, expandCustomMedia} from './breakpoints';

const src = path.resolve(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(full) : entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('custom media', () => {
  it('expands names, keeps other conditions and leaves plain queries alone', () => {
    expect(expandCustomMedia('(--sidebar-drawer)')).toBe('(max-width: 1023.98px)');
    expect(expandCustomMedia('print and (--nav-row)')).toBe('print and (min-width: 768px)');
    expect(expandCustomMedia('(prefers-reduced-motion: reduce)')).toBe('(prefers-reduced-motion: reduce)');
  });

  it('fails the build on an unknown name instead of writing a query that never matches', () => {
    expect(() => expandCustomMedia('(--sidebar-drawr)')).toThrow(/Unknown custom media --sidebar-drawr/);
  });

  it('has no width on both sides of a breakpoint, and none on neither side', () => {
    const width = (query: string, side: 'min' | 'max') => Number(new RegExp(`${side}-width: ([\\d.]+)px`).exec(query)![1]);
    const below = width(CUSTOM_MEDIA['--nav-screen'], 'max');
    const above = width(CUSTOM_MEDIA['--nav-row'], 'min');
    expect(below).toBeLessThan(above);
    expect(above - below).toBeLessThan(0.1);
  });

  it('rewrites @media rules through PostCSS', async () => {
    const result = await postcss([customMediaPostcss]).process('@media (--nav-row-collapsed) { a { color: red } }', {from: undefined});
    expect(result.css).toContain('@media (min-width: 768px) and (max-width: 996.98px)');
  });

  it('is the only place CSS writes a width breakpoint', () => {
    const raw = cssFiles(src).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /@media[^{]*\b(?:min|max)-width:\s*(?:767|768|996|997|1023|1024)/.test(line))
        .map((line) => `${path.relative(src, file)}: ${line.trim()}`),
    );
    expect(raw).toEqual([]);
  });
});
