#!/usr/bin/env node
// Type-checks every complete `rslib.config.ts` / `rslib.config.mts` code block in the docs
// (both languages) against the installed @rslib/core. A block that is deliberately incomplete
// opts out with the word `no-check` in its meta line: ```ts title="rslib.config.ts" no-check
//
//   node scripts/check-snippets.mjs [FILE_OR_DIR ...]   (default: docs and the zh docs)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DOC_DIRS, SNIPPET_COMPILER_OPTIONS, extractConfigSnippets, markdownFiles} from '../src/shared/utils/snippets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = process.argv.slice(2);
if (!targets.length) targets.push(...DOC_DIRS);

const files = targets.flatMap((t) => markdownFiles(path.resolve(root, t)));
// A fresh folder per run (inside the repo, so `@rslib/core` resolves from node_modules).
fs.mkdirSync(path.join(root, 'node_modules/.cache'), {recursive: true});
const outDir = fs.mkdtempSync(path.join(root, 'node_modules/.cache/snippets-'));
process.on('exit', () => fs.rmSync(outDir, {recursive: true, force: true}));

const origin = new Map();
let count = 0;
for (const file of files) {
  for (const snippet of extractConfigSnippets(fs.readFileSync(file, 'utf8'))) {
    const name = `snippet-${String(++count).padStart(3, '0')}.${snippet.ext}`;
    fs.writeFileSync(path.join(outDir, name), `${snippet.code}\n`);
    origin.set(name, {file: path.relative(root, file), line: snippet.line});
  }
}

if (count === 0) {
  console.log('check:snippets: no rslib.config.ts blocks found');
  process.exit(0);
}

fs.writeFileSync(
  path.join(outDir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {...SNIPPET_COMPILER_OPTIONS, typeRoots: [path.join(root, 'node_modules/@types')]},
    include: ['./*.ts', './*.mts'],
  }),
);

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', outDir, '--pretty', 'false'], {encoding: 'utf8'});
const output = `${result.stdout}${result.stderr}`.trim();
if (result.status !== 0) {
  for (const line of output.split('\n')) {
    const m = line.match(/(snippet-\d+\.m?ts)\((\d+),(\d+)\): (.*)/);
    if (m) {
      const {file, line: start} = origin.get(m[1]);
      // +1: the code starts on the line after the opening fence.
      console.error(`${file}:${start + Number(m[2])}:${m[3]} ${m[4]}`);
    } else if (line) console.error(line);
  }
  console.error(`check:snippets: ${count} blocks checked, type errors above`);
  process.exit(1);
}
console.log(`check:snippets: ${count} rslib.config.ts blocks type-check against @rslib/core`);
