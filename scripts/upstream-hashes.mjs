#!/usr/bin/env node
// The upstream files this site copies from or relies on, with a hash of each as last read
// (tests/unit/upstream.json; UPGRADING.md says what each one is for). After an upgrade,
// `tests/unit/upstream.test.ts` names every file that changed. Re-read each against our files,
// port what matters, then record the new hashes:
//   npm run upstream:hashes            lists the files that changed
//   npm run upstream:hashes -- --write records the hashes of the installed versions
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const UPSTREAM_LIST = path.join(root, 'tests/unit/upstream.json');

/** @returns {Record<string, {sha256: string, ours: string[]}>} */
export function readUpstreamList() {
  return JSON.parse(fs.readFileSync(UPSTREAM_LIST, 'utf8'));
}

/** The sha256 of an installed file (path inside node_modules), or null when it is gone. */
export function hashOf(file) {
  const full = path.join(root, 'node_modules', file);
  return fs.existsSync(full) ? createHash('sha256').update(fs.readFileSync(full)).digest('hex') : null;
}

/** The files whose installed version differs from the one last read. */
export function changedFiles(list = readUpstreamList()) {
  return Object.entries(list)
    .map(([file, {sha256, ours}]) => ({file, ours, expected: sha256, actual: hashOf(file)}))
    .filter(({expected, actual}) => expected !== actual);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const list = readUpstreamList();
  const changed = changedFiles(list);
  if (process.argv.includes('--write')) {
    const missing = changed.filter(({actual}) => actual === null);
    if (missing.length) {
      console.error(`upstream: gone from node_modules, update tests/unit/upstream.json and UPGRADING.md by hand:\n${missing.map(({file}) => `  ${file}`).join('\n')}`);
      process.exit(1);
    }
    for (const {file, actual} of changed) list[file].sha256 = actual;
    fs.writeFileSync(UPSTREAM_LIST, `${JSON.stringify(list, null, 2)}\n`);
    console.log(`upstream: recorded ${changed.length} new hash(es)`);
  } else {
    for (const {file, ours} of changed) console.log(`${file}\n  re-read against: ${ours.join(', ')}`);
    console.log(changed.length ? `\n${changed.length} changed; after re-reading them, run with --write.` : 'upstream: every file is as last read.');
  }
}
