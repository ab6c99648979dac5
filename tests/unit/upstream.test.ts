// The upstream files the site copies from or relies on are as they were when last read. An
// upgrade that changes one fails here, naming it and the files of ours to re-read against it:
// an upstream fix to a component we ejected is not lost without notice. See UPGRADING.md.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changedFiles, readUpstreamList} from '../../scripts/upstream-hashes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const list = readUpstreamList();
const upgrading = fs.readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');

function files(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

describe('upstream files', () => {
  it('are as last read', () => {
    const changed = changedFiles(list).map(
      ({file, ours, actual}) => `${file} ${actual ? 'changed' : 'is gone'}: re-read it against ${ours.join(', ')}, then run "npm run upstream:hashes -- --write"`,
    );
    expect(changed, 'see UPGRADING.md').toEqual([]);
  });

  it('report a changed file', () => {
    const [file, entry] = Object.entries(list)[0]!;
    const stale = {[file]: {...entry, sha256: '0'.repeat(64)}};
    expect(changedFiles(stale)).toEqual([expect.objectContaining({file, ours: entry.ours})]);
  });

  it('each name files of ours that exist', () => {
    const missing = Object.values(list).flatMap(({ours}) => ours.filter((file) => !fs.existsSync(path.join(root, file))));
    expect(missing).toEqual([]);
  });

  it('cover every ejected or replaced theme component', () => {
    const listed = new Set(Object.values(list).flatMap(({ours}) => ours));
    const copies = files(path.join(root, 'src/theme'))
      .filter((file) => /\.tsx?$/.test(file) && /^\/\/ (Ejected from|Replaces) /m.test(fs.readFileSync(file, 'utf8').split('\n', 3).join('\n')))
      .map((file) => path.relative(root, file));
    expect(copies.length).toBeGreaterThan(10);
    expect(copies.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('are each explained in UPGRADING.md', () => {
    expect(Object.keys(list).filter((file) => !upgrading.includes(file))).toEqual([]);
  });
});
