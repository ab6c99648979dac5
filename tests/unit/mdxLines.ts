// Reading an MDX page line by line, as the page checks of this folder need it.

/** The index of the first line after the front matter (0 when the page has none). */
export function bodyStart(lines: readonly string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  const end = lines.indexOf('---', 1);
  return end === -1 ? lines.length : end + 1;
}

/**
 * The lines from `from` on that are neither in a fenced code block (``` or ~~~, closed by a
 * fence of the same character at least as long) nor an import/export statement, with their index.
 */
export function* linesOutsideCode(lines: readonly string[], from: number): Generator<[index: number, line: string]> {
  let fence: string | null = null;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (/^\s*(import|export)\s/.test(line)) continue;
    yield [i, line];
  }
}
