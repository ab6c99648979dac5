// What the hosting plugin (plugin.ts) writes after each locale's build: the host files (`_headers`
// with a CSP that lists the hashes of the inline scripts, `_redirects`) and brotli/gzip copies of
// text files, as a static host would serve them.
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
import {headersFile, inlineScriptHashes, redirectsFile} from './hostConfig.mjs';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|map)$/;
/** Smaller files gain nothing from compression. */
const MIN_BYTES = 1024;

/** Every file under `dir`, leaving out the top-level folders named in `skip`. */
function walk(dir, skip = []) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory()) return [full];
    return skip.includes(entry.name) ? [] : walk(full);
  });
}

/**
 * Writes `_headers` and `_redirects` at the top of the site, from every page built so far (each
 * locale's build writes them again, so after the last one they cover every language).
 * @param {string} dir the top build folder
 * @param {{connectOrigins?: readonly string[]}} [options]
 */
export function writeHostFiles(dir, {connectOrigins = []} = {}) {
  const scriptHashes = walk(dir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8')));
  fs.writeFileSync(path.join(dir, '_headers'), headersFile({scriptHashes, connectOrigins}));
  fs.writeFileSync(path.join(dir, '_redirects'), redirectsFile());
  return {scriptHashes: new Set(scriptHashes).size};
}

/**
 * Writes `file.br` (best quality, as hosts precompress) and `file.gz` beside every text file
 * of at least 1 KB. Compression runs on libuv's thread pool, so all cores share the work.
 * @param {string} dir a locale's build folder
 * @param {{skip?: readonly string[]}} [options] top-level folders to leave out (other locales)
 */
export async function precompress(dir, {skip = []} = {}) {
  const files = walk(dir, skip).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.promises.readFile(file);
      const params = {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length};
      const [br, gz] = await Promise.all([brotli(body, {params}), gzip(body, {level: 9})]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }),
  );
  return {files: files.length};
}
