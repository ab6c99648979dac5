// Local plugin: the types of every marked block of the docs, in every language, computed before
// the pages are bundled, in one program (twoslash.mjs). The pages then read them from memory; a
// block found only when its page is compiled gets its types then, in a program of its own.
import fs from 'node:fs';
import path from 'node:path';
import {DOC_DIRS, extractFences, markdownFiles} from '../../shared/utils/snippets.mjs';
import {wantsTypes} from './marked.mjs';
import {blockTypes} from './twoslash.mjs';

/** The blocks marked `twoslash` in the docs of a site, in every version and language. */
export function markedBlocks(siteDir) {
  return DOC_DIRS.flatMap((dir) => markdownFiles(path.join(siteDir, dir)))
    .flatMap((page) => extractFences(fs.readFileSync(page, 'utf8')))
    .filter((fence) => wantsTypes({type: 'code', ...fence}));
}

/** @param {{siteDir: string}} context */
export default function codeTypesPlugin({siteDir}) {
  return {
    name: 'rslib-code-types',
    async loadContent() {
      // A type error is reported by its page, with its line, when the page is compiled.
      await Promise.allSettled(markedBlocks(siteDir).map((block) => blockTypes(block.code, block.lang)));
    },
  };
}
