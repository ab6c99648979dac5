// Theme plugin: `@easyops-cn/docusaurus-search-local` builds the index (it reads every built
// page into a title, its headings and the text of each section), and this wrapper reshapes what
// it writes into the file our search worker loads (engine/index.mjs):
// - only the documents, as the plugin writes them: the worker makes its word lists from their
//   text when the file loads, so the plugin's lunr index (half of its bytes) is not shipped;
// - with each page's description (its meta description: the task the page serves, in a
//   reader's words), its keywords (front matter `keywords`: the names readers use for its
//   subject) and the lines of each section's code blocks, as documents of their own (CODE);
// - with the synonyms of synonyms.json and of the forms i18n/zh/TERMS.md tells translators to
//   avoid (termsSynonyms.mjs), and a lower weight for pages that summarise others;
// - named by a hash of this final content, with a small manifest beside it that names the file.
//   The index is served as immutable, and the client bundle is compiled before the index
//   exists, so the bundle cannot hold the name: the worker reads the manifest (revalidated on
//   every load) and then fetches the index by its name, which changes whenever its content does.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {postBuildStep} from '../../shared/build/postBuildOrder.mjs';
import {fileURLToPath} from 'node:url';
import {CODE, CONTENT, DESCRIPTION, HEADING, KEYWORDS, TITLE} from './engine/index.mjs';
import {termsSynonymRules} from './termsSynonyms.mjs';

const require = createRequire(import.meta.url);
const searchLocal = require('@easyops-cn/docusaurus-search-local');

// The plugin builds a lunr index of each document type beside its documents; we keep only the
// documents (see above), and building that index was a quarter of the plugin's post-build time.
// Its `buildIndex` is called through this module's exports, so the plugin gets the documents
// with no index (`index: null`, which also marks a file as the plugin's, not ours).
const pluginBuildIndex = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex.js');
pluginBuildIndex.buildIndex = documentsWithoutIndex;
// Its `parseDocument` (one page into its title, description and sections) is called the same
// way: ours takes each section's code blocks out of its text and appends their lines behind
// CODE_MARK, which shapeSearchIndex turns into a code document of the section.
const pluginParseDocument = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/parseDocument.js');
const parseDocument = pluginParseDocument.parseDocument;
pluginParseDocument.parseDocument = ($) => parseWithCode($, parseDocument);

/** Between a section's text and the lines of its code blocks (a private-use character). */
export const CODE_MARK = '\u{E000}';
/** The most characters of code kept per section (a long listing names its options early). */
const MAX_CODE_CHARS = 2000;

/**
 * A page as the plugin's parseDocument reads it, each section's text without its code blocks,
 * which follow it after CODE_MARK: their lines (a block's title too), trimmed, one per line,
 * without lines that have no letter or digit or that the section already showed.
 * @param {any} $ the page (cheerio)
 * @param {(page: any) => {sections: Array<{content: string}>}} parse the plugin's parseDocument
 */
export function parseWithCode($, parse) {
  /** @type {Array<Set<string>>} the lines of each section, in the order of its heading */
  const code = [];
  let section = -1;
  // The plugin makes a section of each h1-h3 of the article, in document order.
  $('article')
    .find('h1, h2, h3, .theme-code-block')
    .each((_, element) => {
      const $block = $(element);
      if (!$block.is('.theme-code-block')) return void section++;
      const lines = (code[section] ??= new Set());
      $block.find('[class^="codeBlockTitle"], .token-line').each((_, line) => {
        const text = $(line).text().trim().replace(/\s+/g, ' ');
        if (/[\p{L}\p{N}]/u.test(text)) lines.add(text);
      });
      $block.remove();
    });
  const parsed = parse($);
  parsed.sections.forEach((s, k) => {
    let lines = [...(code[k] ?? [])].join('\n');
    // Cut at the last whole line that fits (a first line longer than the limit is cut short).
    const lastLineEnd = lines.length > MAX_CODE_CHARS ? lines.lastIndexOf('\n', MAX_CODE_CHARS) : lines.length;
    lines = lines.slice(0, lastLineEnd > 0 ? lastLineEnd : MAX_CODE_CHARS);
    if (lines) s.content = `${s.content}${CODE_MARK}${lines}`;
  });
  return parsed;
}

/**
 * What the plugin's `buildIndex` returns, without the lunr index: per document type (an entry
 * may be missing), its documents.
 * @param {Array<any[] | undefined>} allDocuments
 */
export function documentsWithoutIndex(allDocuments) {
  return Array.from({length: allDocuments.length}, (_, type) => ({documents: allDocuments[type] ?? [], index: null}));
}

/** The file beside each index that names it; fetched without the HTTP cache's say-so. */
export const MANIFEST_FILE = 'search-manifest.json';
/** Rank weight of a page that summarises others (the glossary). */
export const SUMMARY_WEIGHT = 0.5;
const SYNONYMS_FILE = fileURLToPath(new URL('./synonyms.json', import.meta.url));
/** The Chinese term list, under the site folder; its avoid list becomes one-way synonyms. */
export const TERMS_FILE = 'i18n/zh/TERMS.md';


/**
 * The rules of a synonyms file (synonyms.json): each group of equivalents becomes a rule from
 * the group to itself; each one-way entry a rule from its `from` to its `to`. Phrases are
 * lower-cased; empty ones and malformed entries are dropped.
 * @param {unknown} data
 * @returns {Array<{from: string[], to: string[]}>}
 */
export function synonymRules(data) {
  const object = data && typeof data === 'object' ? /** @type {Record<string, unknown>} */ (data) : {};
  const phrases = (list) => (Array.isArray(list) ? list.filter((p) => typeof p === 'string' && p.trim()).map((p) => p.trim().toLowerCase()) : []);
  const groups = (Array.isArray(object.groups) ? object.groups : []).map(phrases).filter((group) => group.length > 1).map((group) => ({from: group, to: group}));
  const oneWay = (Array.isArray(object.oneWay) ? object.oneWay : [])
    .map((rule) => ({from: phrases(rule?.from), to: phrases(rule?.to)}))
    .filter((rule) => rule.from.length > 0 && rule.to.length > 0);
  return [...groups, ...oneWay];
}

/**
 * Every synonym rule of the site: synonyms.json, then the avoid list of TERMS.md under
 * `siteDir` (a missing TERMS.md adds none, with a warning).
 * @param {string} siteDir
 * @param {{synonymsFile?: string, warn?: (message: string) => void}} [options]
 */
export function siteSynonymRules(siteDir, {synonymsFile = SYNONYMS_FILE, warn = console.warn} = {}) {
  const rules = synonymRules(JSON.parse(fs.readFileSync(synonymsFile, 'utf8')));
  const termsFile = path.join(siteDir, TERMS_FILE);
  if (!fs.existsSync(termsFile)) {
    warn(`search: no ${TERMS_FILE}, so its avoided forms are not synonyms`);
    return rules;
  }
  return [...rules, ...termsSynonymRules(fs.readFileSync(termsFile, 'utf8')).rules];
}

/** Whether a page URL matches one of `patterns` (a string is a whole path, a RegExp a test). */
function matchesAny(url, patterns) {
  return patterns.some((p) => (typeof p === 'string' ? url === p : p.test(url)));
}

/**
 * The index file our worker loads, from the plugin's. Pure: returns a new value. Throws on a
 * file that is not the plugin's layout (an array with the documents of each type).
 * @param {Array<{documents?: any[]}>} pluginIndex
 * @param {{synonyms?: Array<{from: string[], to: string[]}>, summaryPages?: Array<string | RegExp>}} [options]
 */
export function shapeSearchIndex(pluginIndex, {synonyms = [], summaryPages = []} = {}) {
  if (!Array.isArray(pluginIndex)) throw new Error('search index: expected the plugin\'s array of document types');
  const docsOf = (type) => pluginIndex[type]?.documents ?? [];
  // A section's text and its code (parseWithCode), apart; a section of code only has no text.
  const split = docsOf(CONTENT).map((doc) => {
    const [text, code] = String(doc.t).split(CODE_MARK);
    return {text: text.trim() ? {...doc, t: text.trim()} : null, code: code ? {...doc, t: code} : null};
  });
  return [
    {documents: docsOf(TITLE).map((doc) => (matchesAny(doc.u, summaryPages) ? {...doc, r: SUMMARY_WEIGHT} : doc))},
    {documents: docsOf(HEADING)},
    {documents: docsOf(DESCRIPTION)},
    {documents: docsOf(KEYWORDS)},
    {documents: split.flatMap((s) => s.text ?? [])},
    {documents: [], synonyms},
    {documents: split.flatMap((s) => s.code ?? [])},
  ];
}

/** The served name of an index with this content: 8 hex digits of its SHA-256. */
export function indexFileName(content) {
  return `search-index-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.json`;
}

/** Index files the plugin wrote under `dir` (one per version folder; other languages' too). */
function pluginIndexFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : pluginIndexFiles(full);
    return /^search-index.*\.json$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Replaces each index file the plugin wrote in `outDir` with ours, named by its content, and
 * writes the manifest beside it. A file that is already ours (another language's, built
 * earlier) is left alone.
 * @returns {string[]} the paths written
 */
export function writeSearchIndexes(outDir, options) {
  const written = [];
  for (const file of pluginIndexFiles(outDir)) {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    // The plugin's files have an `index` per document type (null, see above); ours have none.
    if (!Array.isArray(parsed) || !parsed[TITLE] || !('index' in parsed[TITLE])) continue;
    const content = JSON.stringify(shapeSearchIndex(parsed, options));
    const name = indexFileName(content);
    const dir = path.dirname(file);
    fs.writeFileSync(path.join(dir, name), content);
    if (path.basename(file) !== name) fs.rmSync(file);
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify({index: name})}\n`);
    written.push(path.join(dir, name));
  }
  return written;
}

export default function searchIndexPlugin(context, options) {
  const {summaryPages = [], ...pluginOptions} = options;
  const plugin = searchLocal.default(context, pluginOptions);
  return {
    ...plugin,
    // The plugin reads the built pages: it runs once they are final (shared/build/postBuildOrder.mjs).
    postBuild: postBuildStep('derived', async (props) => {
      await plugin.postBuild(props);
      writeSearchIndexes(props.outDir, {synonyms: siteSynonymRules(context.siteDir), summaryPages});
    }),
  };
}

/** The plugin's options, plus `summaryPages` (page URLs, or patterns, that weigh less). */
export function validateOptions({validate, options}) {
  const {summaryPages = [], ...rest} = options ?? {};
  if (!Array.isArray(summaryPages) || summaryPages.some((p) => typeof p !== 'string' && !(p instanceof RegExp))) {
    throw new Error('search: summaryPages must be a list of page URLs (strings) or RegExps');
  }
  return {...searchLocal.validateOptions({validate, options: rest}), summaryPages};
}
