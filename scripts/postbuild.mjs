#!/usr/bin/env node
// Runs after `docusaurus build` (see `npm run build`): pages that paint before loading their
// scripts, host files and precompressed copies (in that order: the hashes and the compressed
// copies are of the final pages).
//   node scripts/postbuild.mjs [--dir build]
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {precompress, writeHostFiles} from '../src/features/hosting/postbuild.mjs';
import {rewritePages} from '../src/features/performance/rewritePages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const dir = path.resolve(root, at >= 0 && args[at + 1] ? args[at + 1] : 'build');
// The remote search service, when the build uses one, is the only other origin a page calls.
const remote = process.env.SEARCH_REMOTE_ENDPOINT;
const connectOrigins = remote ? [new URL(remote).origin] : [];

const started = Date.now();
const {pages} = rewritePages(dir);
const {scriptHashes} = writeHostFiles(dir, {connectOrigins});
const {files} = await precompress(dir);
console.log(`postbuild: ${pages} pages paint before loading their scripts, _headers (${scriptHashes} inline script hashes), _redirects, ${files} files precompressed (br, gz) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
