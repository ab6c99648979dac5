#!/usr/bin/env node
// Exports each language's search index as page documents for a remote search service.
//   npm run search:export [-- --dir build] [--out search-export]
// Writes <out>/<lang>.json: [{id, title, content, toc: [{text, id, depth}], routePath, domain}].
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {searchDocuments} from '../src/features/search/exportDocuments.mjs';
import {DEFAULT_LOCALE, LOCALES} from '../src/shared/utils/urlPaths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: options} = parseArgs({options: {dir: {type: 'string'}, out: {type: 'string'}}});
const dir = path.resolve(root, options.dir ?? 'build');
const out = path.resolve(root, options.out ?? 'search-export');

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`search:export: no built site in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}
fs.mkdirSync(out, {recursive: true});
// The site's own address, as the build wrote it into the sitemap.
const domain = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').match(/<loc>(https?:\/\/[^/<]+)/)?.[1] ?? '';

for (const lang of LOCALES) {
  const langDir = lang === DEFAULT_LOCALE ? dir : path.join(dir, lang);
  const indexFiles = fs.readdirSync(langDir).filter((name) => /^search-index.*\.json$/.test(name));
  if (indexFiles.length === 0) {
    console.error(`search:export: no search index in ${path.relative(root, langDir)}`);
    process.exit(1);
  }
  // The level of a heading, read from the page's HTML (the index keeps only its text and id).
  const htmlOf = new Map();
  const headingDepth = (routePath, id) => {
    if (!htmlOf.has(routePath)) {
      const rel = routePath.replace(/^\/+/, '').replace(/\/$/, '/index');
      const file = [path.join(dir, `${rel}.html`), path.join(dir, rel, 'index.html')].find((f) => fs.existsSync(f));
      htmlOf.set(routePath, file ? fs.readFileSync(file, 'utf8') : '');
    }
    const level = htmlOf.get(routePath).match(new RegExp(`<h([2-6])[^>]*\\bid="?${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[" >]`))?.[1];
    return level ? Number(level) : 2;
  };
  const documents = indexFiles.flatMap((name) =>
    searchDocuments(JSON.parse(fs.readFileSync(path.join(langDir, name), 'utf8')), {lang, domain, headingDepth}),
  );
  const file = path.join(out, `${lang}.json`);
  fs.writeFileSync(file, `${JSON.stringify(documents, null, 2)}\n`);
  console.log(`search:export: ${documents.length} pages → ${path.relative(root, file)}`);
}
