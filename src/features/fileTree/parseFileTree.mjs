// Reads a folder listing drawn with box-drawing characters (as `tree` prints it) into entries:
//
//   dist/
//   ├── index.js        ← js banner
//   └── utils/
//       └── slugify.d.ts
//
// A first line (the root), then one entry per line: a prefix of `│` and spaces, `├──` or `└──`,
// a name, and maybe a comment. Anything else (a blank line inside, a tab or other text in the
// prefix, a line without a connector) is not such a listing: the reader gets null and shows the
// block as it is. Used at build time (remarkFileTree.mjs) and by the component that draws it.

/**
 * @typedef {{name: string, comment?: string, folder: boolean, children: FileTreeEntry[]}} FileTreeEntry
 */

// The prefix allows only `│`, spaces and no-break spaces (`tree` prints those); the column of the
// connector says how deep the entry is.
const ENTRY_LINE = /^([│ \u00a0]*)[├└]──[ \u00a0]*(.*)$/u;
// A comment follows the name after whitespace and a marker (`←`, `#`, `//`), or after a wider gap
// (two or more spaces, or a tab), as the pages write it: `index.cjs     CommonJS build`.
const COMMENT = /^(.*?\S)(?:\s+(?:←|#(?=\s|$)|\/\/(?=\s|$))|\s{2,}|\t)\s*(.*)$/u;

/**
 * A line's name and comment (no comment when none follows the name).
 * @param {string} text the line after its prefix and connector
 * @returns {{name: string, comment?: string}}
 */
export function splitComment(text) {
  const trimmed = text.trim();
  const match = COMMENT.exec(trimmed);
  if (!match) return {name: trimmed};
  const [, name, comment] = match;
  return comment ? {name, comment} : {name};
}

/**
 * @param {string} text
 * @returns {FileTreeEntry}
 */
function entry(text) {
  const {name, comment} = splitComment(text);
  return {name, ...(comment ? {comment} : {}), folder: name.endsWith('/'), children: []};
}

/**
 * The root entry of a box-drawing listing, or null when `source` is not one.
 * A folder is an entry whose name ends in `/` or that has entries under it.
 * @param {unknown} source
 * @returns {FileTreeEntry | null}
 */
export function parseFileTree(source) {
  if (typeof source !== 'string') return null;
  // Blank lines at the end (before a closing fence) are not part of the drawing.
  const lines = source.replace(/\s+$/u, '').split(/\r?\n/);
  const [first, ...rest] = lines;
  if (!first?.trim() || /^\s|^[│├└]/u.test(first) || rest.length === 0) return null;
  const root = entry(first);
  /** The entries a new line may belong to, with the column of their connector (-1: the root). */
  const open = [{column: -1, entry: root}];
  for (const line of rest) {
    const match = ENTRY_LINE.exec(line);
    if (!match || !match[2]?.trim()) return null;
    const column = [...(match[1] ?? '')].length;
    // The parent is the nearest entry above whose connector is further left.
    while (open.length > 1 && open[open.length - 1].column >= column) open.pop();
    const child = entry(match[2]);
    const parent = open[open.length - 1].entry;
    parent.children.push(child);
    parent.folder = true;
    open.push({column, entry: child});
  }
  return root;
}
