// The types of a code block marked `twoslash`, computed with the installed packages: one
// TypeScript environment for the whole build (Twoslash keeps it), results kept on disk by block
// text and package versions, so a warm build computes none.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {SNIPPET_COMPILER_OPTIONS} from '../../shared/utils/snippets.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CACHE_DIR = path.join(siteDir, 'node_modules/.cache/rslib-twoslash');

/** What a hover shows: a signature (code), its documentation, its default. */
/** @typedef {{text: string, docs?: string, defaultValue?: string, deprecated?: boolean}} TypeInfo */
/** @typedef {TypeInfo & {line: number, character: number, length: number}} PlacedInfo */
/** @typedef {{code: string, hovers: PlacedInfo[], queries: PlacedInfo[]}} BlockTypes */


const versionOf = (name) => JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')).version;
/** Bumped when the shape or the rules below change. */
const RULES_VERSION = 2;
const cacheKey = (code, lang) =>
  createHash('sha256')
    .update(JSON.stringify([RULES_VERSION, versionOf('twoslash'), versionOf('typescript'), versionOf('@rslib/core'), lang, code]))
    .digest('hex')
    .slice(0, 32);

/** @type {{twoslasher: any, ts: any, envs: Map<string, any>} | undefined} */
let shared;
async function twoslashOnce() {
  if (shared) return shared;
  const [{createTwoslasher}, typescript] = await Promise.all([import('twoslash'), import('typescript')]);
  // The CommonJS package is its default export under Node, its namespace under a bundler's loader.
  const ts = typescript.default ?? typescript;
  const options = ts.convertCompilerOptionsFromJson(SNIPPET_COMPILER_OPTIONS, siteDir).options;
  const envs = new Map();
  const twoslasher = createTwoslasher({vfsRoot: siteDir, cache: envs, compilerOptions: options});
  shared = {twoslasher, ts, envs};
  return shared;
}

/** The deepest node of `sourceFile` that starts at or spans `position`. */
function nodeAt(ts, sourceFile, position) {
  let found = sourceFile;
  const visit = (node) => {
    if (position >= node.getStart(sourceFile) && position < node.getEnd()) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  ts.forEachChild(sourceFile, visit);
  return found;
}


/** A type alias worth showing beside a property: a short union of literals (`Format`). */
function aliasLine(ts, checker, typeNode) {
  if (!typeNode || !ts.isTypeReferenceNode(typeNode)) return undefined;
  let symbol = checker.getSymbolAtLocation(typeNode.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.find((d) => ts.isTypeAliasDeclaration(d));
  if (!declaration || !ts.isUnionTypeNode(declaration.type)) return undefined;
  if (!declaration.type.types.every((t) => ts.isLiteralTypeNode(t))) return undefined;
  return `type ${declaration.name.text} = ${declaration.type.getText().replace(/\s+/g, ' ')}`;
}

/**
 * Documentation, default and deprecation from JSDoc, as the language service gives them (a
 * symbol's comment and tags, or a quick info's).
 */
function docsOf(ts, documentation, tags = []) {
  const docs = ts.displayPartsToString(documentation ?? []).trim();
  const defaultTag = tags.find((tag) => tag.name === 'default' || tag.name === 'defaultValue');
  return {
    ...(docs && {docs}),
    ...(defaultTag && {defaultValue: ts.displayPartsToString(defaultTag.text ?? []).trim()}),
    ...(tags.some((tag) => tag.name === 'deprecated') && {deprecated: true}),
  };
}

/**
 * What an editor's completion details show for an option: the property as declared, not the
 * literal TypeScript narrowed it to in this object (`format: "esm"` becomes `format?: Format`,
 * with `type Format = 'esm' | 'cjs' | …` and its JSDoc). Undefined for anything but a property
 * name of an object literal whose declaration is found.
 * @returns {TypeInfo | undefined}
 */
export function declaredProperty(ts, languageService, fileName, position) {
  const program = languageService.getProgram();
  const sourceFile = program?.getSourceFile(fileName);
  if (!sourceFile) return undefined;
  const node = nodeAt(ts, sourceFile, position);
  const parent = node.parent;
  if (!ts.isIdentifier(node) || !parent || !(ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) || parent.name !== node) return undefined;
  // The symbol completion would offer here: the declared option, whatever this object narrowed it to.
  const entry = languageService.getCompletionsAtPosition(fileName, position, {})?.entries.find((e) => e.name === node.text);
  const symbol = entry && languageService.getCompletionEntrySymbol(fileName, position, node.text, entry.source);
  const declaration = symbol?.declarations?.[0];
  if (!declaration || !(ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))) return undefined;
  const checker = program.getTypeChecker();
  const owner = declaration.parent && (ts.isInterfaceDeclaration(declaration.parent) || ts.isClassDeclaration(declaration.parent)) ? `${declaration.parent.name?.text}.` : '';
  const declaredType = declaration.type ? checker.getTypeFromTypeNode(declaration.type) : checker.getTypeOfSymbol(symbol);
  const type = checker.typeToString(declaredType, undefined, ts.TypeFormatFlags.NoTruncation);
  const alias = aliasLine(ts, checker, declaration.type);
  return {
    text: `(property) ${owner}${symbol.name}${declaration.questionToken ? '?' : ''}: ${type}${alias ? `\n${alias}` : ''}`,
    ...docsOf(ts, symbol.getDocumentationComment(checker), symbol.getJsDocTags(checker)),
  };
}

/**
 * An imported name used in the code (`defineConfig(...)`): its declared signature, as on its
 * import, not the one instantiated for this call.
 * @returns {TypeInfo | undefined}
 */
export function declaredImport(ts, languageService, fileName, position) {
  const program = languageService.getProgram();
  const sourceFile = program?.getSourceFile(fileName);
  if (!sourceFile) return undefined;
  const node = nodeAt(ts, sourceFile, position);
  if (!ts.isIdentifier(node) || ts.isImportSpecifier(node.parent) || ts.isImportClause(node.parent)) return undefined;
  const symbol = program.getTypeChecker().getSymbolAtLocation(node);
  const importName = symbol && symbol.flags & ts.SymbolFlags.Alias ? symbol.declarations?.[0]?.name : undefined;
  if (!importName || importName.getSourceFile() !== sourceFile) return undefined;
  const info = languageService.getQuickInfoAtPosition(fileName, importName.getStart(sourceFile));
  if (!info) return undefined;
  return {text: ts.displayPartsToString(info.displayParts ?? []), ...docsOf(ts, info.documentation, info.tags)};
}

/** A Twoslash node as the page needs it. @returns {PlacedInfo} */
function placed(node, info) {
  const text = info?.text ?? node.text;
  const docs = info ? info.docs : node.docs;
  const defaultValue = info ? info.defaultValue : node.tags?.find(([name]) => name === 'default' || name === 'defaultValue')?.[1];
  return {
    line: node.line,
    character: node.character,
    length: node.length,
    text,
    ...(docs && {docs}),
    ...(defaultValue && {defaultValue: defaultValue.trim()}),
    ...(info?.deprecated && {deprecated: true}),
  };
}

/**
 * Runs Twoslash on one block. Throws on a type error the block does not declare with
 * `// @errors:`, with the line of the block it is on.
 * @param {string} code the block's text, with any `// ^?` queries and `// @flag` lines
 * @param {string} lang ts, tsx, js or jsx
 * @returns {Promise<BlockTypes>}
 */
export async function computeBlockTypes(code, lang) {
  const {twoslasher, ts, envs} = await twoslashOnce();
  /** @type {Map<number, TypeInfo>} hover start in the block's text → the declared info */
  const declared = new Map();
  // The environment this block is in: the one whose file holds text (Twoslash empties it after).
  const languageService = (file) => [...envs.values()].find((env) => env.getSourceFile(file)?.text)?.languageService;
  const result = twoslasher(code, lang, {
    shouldGetHoverInfo(_target, start, fileName) {
      const file = path.posix.join(siteDir.replace(/\\/g, '/'), fileName);
      const service = languageService(file);
      const info = service && (declaredProperty(ts, service, file, start) ?? declaredImport(ts, service, file, start));
      if (info) declared.set(start, info);
      return true;
    },
    // Called before the notations are cut out, so `start` is still the position in `code`.
    filterNode(node) {
      if ((node.type === 'hover' || node.type === 'query') && declared.has(node.start)) node.declared = declared.get(node.start);
      return true;
    },
  });
  return {
    code: result.code,
    hovers: result.hovers.map((node) => placed(node, node.declared)),
    queries: result.queries.map((node) => placed(node, node.declared)),
  };
}

/** @type {Map<string, Promise<BlockTypes>>} one computation per block text in a build */
const inBuild = new Map();

/** computeBlockTypes, kept in memory for the build and on disk for the next one. */
export function blockTypes(code, lang) {
  const key = cacheKey(code, lang);
  let pending = inBuild.get(key);
  if (!pending) {
    pending = (async () => {
      const file = path.join(CACHE_DIR, `${key}.json`);
      try {
        return JSON.parse(await fs.promises.readFile(file, 'utf8'));
      } catch {
        const types = await computeBlockTypes(code, lang);
        await fs.promises.mkdir(CACHE_DIR, {recursive: true});
        await fs.promises.writeFile(file, JSON.stringify(types));
        return types;
      }
    })();
    inBuild.set(key, pending);
  }
  return pending;
}
