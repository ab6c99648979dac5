// Remark plugin: a TypeScript or JavaScript block marked `twoslash` in its meta
// (```ts title="rslib.config.ts" twoslash) gets the types of its names, computed at build time
// from the installed packages (twoslash.mjs). The block's text loses its Twoslash notations
// (`// ^?`, `// @errors: …`), so the page, its copy button and its Markdown twin show plain code;
// the types travel to the code block as its `twoslash` prop (JSON). A type error the block does
// not declare fails the build with the file and line.
import {wantsTypes} from './marked.mjs';
import {blockTypes} from './twoslash.mjs';

export {wantsTypes};
export const TWOSLASH_PROP = 'twoslash';

/** Every code node of the tree, in document order. */
function codeNodes(node, found = []) {
  if (node.type === 'code') found.push(node);
  for (const child of node.children ?? []) codeNodes(child, found);
  return found;
}

/**
 * The line of the page a block's error is on: Twoslash names each error by its offset in the
 * block (`[2322] 85 - Type …`); without one, the line of the block's opening fence.
 */
export function errorLine(node, error) {
  const fence = node.position?.start.line ?? 0;
  const offset = /\[\d+\] (\d+) - /.exec(String(error instanceof Error ? error.message : error))?.[1];
  if (offset === undefined) return fence;
  return fence + 1 + node.value.slice(0, Number(offset)).split('\n').length - 1;
}

export default function remarkTwoslash() {
  return async (tree, file) => {
    const blocks = codeNodes(tree).filter(wantsTypes);
    for (const node of blocks) {
      let types;
      try {
        types = await blockTypes(node.value, node.lang);
      } catch (error) {
        const where = `${file.path ?? 'a page'}:${errorLine(node, error)}`;
        throw new Error(`Types of the code block at ${where} (marked twoslash):\n${error instanceof Error ? error.message : String(error)}`, {cause: error});
      }
      node.value = types.code;
      node.data ??= {};
      node.data.hProperties = {...node.data.hProperties, [TWOSLASH_PROP]: JSON.stringify({hovers: types.hovers, queries: types.queries})};
    }
  };
}
