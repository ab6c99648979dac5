// Local plugin: the types of every marked block of the docs, in every language, computed before
// the pages are bundled, in one program (twoslash.mjs). The pages then read them from memory; a
// block found only when its page is compiled gets its types then, in a program of its own.
import fs from 'node:fs';
import path from 'node:path';
import {extractFences} from '../../shared/utils/snippets.mjs';
import {wantsTypes} from './marked.mjs';
import {blockTypes, languageOf} from './twoslash.mjs';

/** Where the docs are: the current ones, the versions, and their translations. */
const CONTENT_DIRS = ['docs', 'versioned_docs', 'i18n'];

/** Every Markdown page under `dir`. */
function pagesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((name) => /\.mdx?$/.test(name)).map((name) => path.join(dir, name));
}

/** The blocks marked `twoslash` in the docs of a site, in every version and language. */
export function markedBlocks(siteDir) {
  return CONTENT_DIRS.flatMap((dir) => pagesUnder(path.join(siteDir, dir)))
    .flatMap((page) => extractFences(fs.readFileSync(page, 'utf8')))
    .filter((fence) => wantsTypes({type: 'code', ...fence}));
}

/** @param {{siteDir: string}} context */
export default function codeTypesPlugin({siteDir}) {
  return {
    name: 'rslib-code-types',
    async loadContent() {
      // A type error is reported by its page, with its line, when the page is compiled.
      await Promise.allSettled(markedBlocks(siteDir).map((block) => blockTypes(block.code, languageOf(block.lang))));
    },
  };
}
