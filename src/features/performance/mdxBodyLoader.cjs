// Rspack loader, after Docusaurus's MDX loader, for the client's production build: a doc page's
// content module keeps its metadata (front matter, title, outline, assets...), which every page
// needs as it starts, and its rendered text moves to a chunk of its own, loaded on first render
// (mdxBody.ts). The page the reader opens shows the server's HTML of its text and never loads it.
//
// The same file is read twice without compiling the MDX twice: the text's module is this loader
// alone (`!!`), and it reads the page module's output, which the page's run stores on disk
// (beside the bundler's persistent cache, `cacheDir`): with that cache, a text may be built in a
// build that took its page from the cache. A stored page names the Markdown it was compiled from.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const sha256 = (/** @type {string | Buffer} */ data) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * Where the page module of a Markdown file is stored.
 * @param {string} cacheDir
 * @param {string} resourcePath
 */
function storedPagePath(cacheDir, resourcePath) {
  return path.join(cacheDir, `${sha256(resourcePath).slice(0, 32)}.js`);
}

/** What @mdx-js/mdx writes for the component of the text. */
const MDX_CONTENT = 'export default function MDXContent(';
/** Only a page exports its metadata; a partial (`_file.mdx`) is a component imported by pages. */
const PAGE = /^export \{default as metadata\} from ('[^'\n]+'|"[^"\n]+")/m;
const TEXT_ENDS = '\n/* The rendered text is loaded on first render (mdxBodyLoader.cjs). */\n';
const LAZY_BODY = path.join(__dirname, 'mdxBody.ts');

/**
 * A page's module: everything the MDX loader wrote, with the text's component as a local function
 * (dropped by the minifier: nothing uses it) and, as the default export, the same component
 * loaded from `bodyRequest`.
 * @param {string} source
 * @param {string} bodyRequest
 * @returns {string}
 */
function pageModule(source, bodyRequest) {
  const metadata = PAGE.exec(source);
  if (!metadata) return source;
  if (source.split(MDX_CONTENT).length !== 2) {
    throw new Error(`performance: the MDX loader's output no longer has one "${MDX_CONTENT}...": re-check src/features/performance/mdxBodyLoader.cjs (see UPGRADING.md).`);
  }
  return (
    source.replace(MDX_CONTENT, 'function MDXContent(') +
    TEXT_ENDS +
    `import {lazyMdxBody as __lazyMdxBody} from ${JSON.stringify(LAZY_BODY)};\n` +
    `import __pageMetadata from ${metadata[1]};\n` +
    `export default __lazyMdxBody(() => import(${JSON.stringify(bodyRequest)}), __pageMetadata.permalink);\n`
  );
}

/**
 * The text's module, from the page's: the component is its only export (the metadata stays in the
 * page's chunk; the text may still use it, as local constants).
 * @param {string} page
 * @returns {string}
 */
function bodyModule(page) {
  const end = page.indexOf(TEXT_ENDS);
  if (end < 0) throw new Error('performance: a page module without its text was asked for its text (mdxBodyLoader.cjs).');
  const local = page
    .slice(0, end)
    .replace(/^export \{[^}\n]*\}( from [^\n]*)?;?$/gm, '')
    .replace(/^export \* from [^\n]*$/gm, '')
    .replace(/^export (const|let|var|function|async function|class) /gm, '$1 ');
  return `${local}\nexport default MDXContent;\n`;
}

/** @this {{resourcePath: string, getOptions(): {part?: string, cacheDir: string}, addDependency(file: string): void}} */
module.exports = function mdxBodyLoader(source) {
  const {part, cacheDir} = this.getOptions();
  const stored = storedPagePath(cacheDir, this.resourcePath);
  const compiledFrom = `// compiled from ${sha256(fs.readFileSync(this.resourcePath))}\n`;
  if (part !== 'body') {
    const page = pageModule(source, `!!${__filename}?${JSON.stringify({part: 'body', cacheDir})}!${this.resourcePath}`);
    if (page === source) return source;
    fs.mkdirSync(cacheDir, {recursive: true});
    fs.writeFileSync(stored, compiledFrom + page);
    // A build that finds its page in the bundler's cache but not the stored copy compiles the page again.
    this.addDependency(stored);
    return page;
  }
  const page = fs.existsSync(stored) ? fs.readFileSync(stored, 'utf8') : '';
  if (!page.startsWith(compiledFrom)) {
    throw new Error(`performance: the compiled page of ${this.resourcePath} in ${cacheDir} is missing or older than the file (mdxBodyLoader.cjs). Clear the build cache (npm run clear) and build again.`);
  }
  this.addDependency(stored);
  return bodyModule(page.slice(compiledFrom.length));
};
module.exports.pageModule = pageModule;
module.exports.bodyModule = bodyModule;
