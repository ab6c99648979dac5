// The types of a code block marked `twoslash`, computed with the installed packages: one
// TypeScript environment for the whole build, the blocks asked for together compiled as files of
// one program, results kept on disk by block text and package versions, so a warm build computes
// none.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {SNIPPET_COMPILER_OPTIONS} from '../../shared/utils/snippets.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CACHE_DIR = path.join(siteDir, 'node_modules/.cache/rslib-twoslash');
/** The site's folder as Twoslash names files: with forward slashes. */
const VFS_ROOT = siteDir.replace(/\\/g, '/');

/** What a hover shows: a signature (code), its documentation, its default. */
/** @typedef {{text: string, docs?: string, defaultValue?: string, deprecated?: boolean}} TypeInfo */
/** @typedef {TypeInfo & {line: number, character: number, length: number}} PlacedInfo */
/** @typedef {{code: string, hovers: PlacedInfo[], queries: PlacedInfo[]}} BlockTypes */


const versionOf = (name) => JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')).version;
/** Bumped when the shape or the rules below change. */
const RULES_VERSION = 3;
const cacheKey = (code, lang) =>
  createHash('sha256')
    .update(JSON.stringify([RULES_VERSION, versionOf('twoslash'), versionOf('typescript'), versionOf('@rslib/core'), lang, code]))
    .digest('hex')
    .slice(0, 32);

/**
 * What a file of the environment holds between uses. Twoslash empties its files after a call; an
 * empty file counts as missing yet exists, and then TypeScript builds every later program anew
 * (modules resolved again, 100 ms each) instead of reusing the last one.
 */
const AT_REST = 'export {};\n';

/** @type {Promise<{twoslasher: any, ts: any, env: any}> | undefined} */
let shared;
function twoslashOnce() {
  shared ??= (async () => {
    const [{createTwoslasher}, typescript] = await Promise.all([import('twoslash'), import('typescript')]);
    // The CommonJS package is its default export under Node, its namespace under a bundler's loader.
    const ts = typescript.default ?? typescript;
    const options = ts.convertCompilerOptionsFromJson(SNIPPET_COMPILER_OPTIONS, siteDir).options;
    const envs = new Map();
    const twoslasher = createTwoslasher({vfsRoot: VFS_ROOT, cache: envs, compilerOptions: options});
    // Twoslash makes its environment on its first call; a block never changes its options.
    twoslasher(AT_REST, 'ts', {handbookOptions: {noStaticSemanticInfo: true}});
    const env = [...envs.values()][0];
    // Twoslash writes each file again before it reads it: the same text would be a new program,
    // 30 ms a file, and a new type checker. A write that changes nothing is skipped.
    const write = env.createFile;
    env.createFile = (fileName, text) => void (env.sys.readFile(fileName) !== text && write(fileName, text));
    env.createFile(`${VFS_ROOT}/index.ts`, AT_REST);
    return {twoslasher, ts, env};
  })();
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
  // (An object literal's member has no import source, so the list itself need not be made first.)
  const symbol = languageService.getCompletionEntrySymbol(fileName, position, node.text, undefined);
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

// Blocks are compiled together as files of one program: a program has one type checker, and
// resolving @rslib/core's types again for each block was four fifths of the time.
/** A flag line (`// @errors: 2391`); any but `@errors` would change the whole program. */
const FLAG = /^\/\/\s?@(\w+)(?::\s?.+)?$/gm;
const CUT_BEFORE = /^\/\/\s?---cut(-before)?---$/;
const CUT_AFTER = /^\/\/\s?---cut-after---$/;

/**
 * A block as a file of the shared program: its name on the first line (Twoslash's `@filename`),
 * its cuts made local (a `---cut---` would otherwise cut every block before it). Each line of the
 * block stays one line of the file.
 */
function asFile(code, lang, index) {
  for (const [, name] of code.matchAll(FLAG)) {
    if (name !== 'errors') throw new Error(`// @${name} is not supported in a typed block (it would apply to every block of the build); only // @errors is`);
  }
  const lines = code.replace(/\n+$/, '').split('\n');
  const cutBefore = lines.findLastIndex((line) => CUT_BEFORE.test(line.trim()));
  const cutAfter = lines.findIndex((line) => CUT_AFTER.test(line.trim()));
  if (cutAfter !== -1 && cutAfter < cutBefore) throw new Error('// ---cut-after--- comes before // ---cut--- in a typed block');
  const local = lines.map((line, i) => {
    // A file's first line is its name here: a shebang becomes a comment, given back in the output.
    if (i === 0 && line.startsWith('#!')) return `//${line}`;
    if (i === cutBefore) return '// ---cut-end---';
    if (i === cutAfter) return '// ---cut-start---';
    return CUT_BEFORE.test(line.trim()) || CUT_AFTER.test(line.trim()) ? '//' : line;
  });
  if (cutAfter !== -1) local.push('// ---cut-end---');
  const header = [`// @filename: block-${index}.${lang}`, ...(cutBefore === -1 ? [] : ['// ---cut-start---'])];
  return {
    name: `block-${index}.${lang}`,
    text: `${[...header, ...local].join('\n')}\n`,
    /** An offset in the file as an offset in the block's text (where an error is). */
    blockOffset(offset) {
      const before = this.text.slice(0, offset).split('\n');
      const line = Math.max(0, before.length - 1 - header.length);
      return lines.slice(0, line).join('\n').length + (line ? 1 : 0) + before.at(-1).length;
    },
    errors: declaredErrors(code),
    ...(lines[0].startsWith('#!') && {shebang: lines[0]}),
  };
}

/** The error codes a block declares with `// @errors: 2391 1155`. */
function declaredErrors(code) {
  return [...code.matchAll(/^\/\/\s?@errors:\s?(.+)$/gm)].flatMap(([, codes]) => codes.split(/[\s,]+/).map(Number));
}

/**
 * Runs Twoslash on blocks, all in one program. Each result is the block's types, or an Error for
 * a type error the block does not declare with `// @errors:` (`[2322] 85 - …`, 85 being its
 * offset in the block) or a notation it may not use.
 * @param {Array<{code: string, lang: string}>} blocks each block's text, with any `// ^?` queries
 *   and `// @errors` lines; lang ts, tsx, js or jsx
 * @returns {Promise<Array<BlockTypes | Error>>}
 */
export async function computeTypesOfBlocks(blocks) {
  const {twoslasher, ts, env} = await twoslashOnce();
  const results = new Array(blocks.length);
  const files = [];
  blocks.forEach((block, index) => {
    try {
      files.push({index, ...asFile(block.code, block.lang, index)});
    } catch (error) {
      results[index] = error;
    }
  });
  const root = `${VFS_ROOT}/`;
  // Every file in place before Twoslash writes them again: the program's files are then the same
  // from one file to the next, and its modules are resolved once.
  for (const file of files) env.createFile(root + file.name, file.text);
  try {
    const languageService = env.languageService;
    for (const file of files) {
      const fileName = root + file.name;
      const wrong = [...languageService.getSyntacticDiagnostics(fileName), ...languageService.getSemanticDiagnostics(fileName)].find((d) => !file.errors.includes(d.code));
      if (!wrong) continue;
      const message = ts.flattenDiagnosticMessageText(wrong.messageText, '\n');
      results[file.index] = new Error(`[${wrong.code}] ${file.blockOffset(wrong.start ?? 0)} - ${message}\n(an error the example shows on purpose is declared with // @errors: ${wrong.code})`);
    }
    const typed = files.filter((file) => !results[file.index]);
    if (typed.length) typeBlocks(typed, twoslasher, ts, languageService, root).forEach((types, i) => (results[typed[i].index] = types));
  } finally {
    // Kept, not deleted: the next blocks take these names, and the program keeps its files.
    for (const file of files) env.createFile(root + file.name, AT_REST);
  }
  return results;
}

/** The hovers and queries of files that compile, and the code each shows. */
function typeBlocks(files, twoslasher, ts, languageService, root) {
  /** @type {Map<number, TypeInfo>} hover start in the combined text → the declared info */
  const declared = new Map();
  /** @type {Map<string, number>} file name → where it starts in the combined text */
  const starts = new Map();
  let combined = '';
  for (const file of files) {
    starts.set(file.name, combined.length);
    combined += file.text;
  }
  // A name whose declared info is taken needs no quick info of its own (about a seventh of the time):
  // Twoslash gets a stand-in, which keeps the name's node.
  const quickInfo = languageService.getQuickInfoAtPosition;
  const isDeclared = (fileName, position) => declared.has((starts.get(fileName.slice(root.length)) ?? Number.NaN) + position);
  languageService.getQuickInfoAtPosition = (fileName, position) => (isDeclared(fileName, position) ? {displayParts: []} : quickInfo.call(languageService, fileName, position));
  let result;
  try {
    result = twoslasher(combined, 'ts', {
      // Errors were looked for above, block by block, against what each declares.
      handbookOptions: {noErrors: true},
      shouldGetHoverInfo(_target, start, name) {
        const fileName = root + name;
        const inFile = start - (starts.get(name) ?? 0);
        const info = declaredProperty(ts, languageService, fileName, inFile) ?? declaredImport(ts, languageService, fileName, inFile);
        if (info) declared.set(start, info);
        return true;
      },
      // Called before the notations are cut out, so `start` is still the position in `combined`.
      filterNode(node) {
        if ((node.type === 'hover' || node.type === 'query') && declared.has(node.start)) node.declared = declared.get(node.start);
        return true;
      },
    });
  } finally {
    languageService.getQuickInfoAtPosition = quickInfo;
  }
  // The shown code keeps each file's name line: what lies between two of them is one block.
  const lines = result.code.split('\n');
  const nameLines = files.map((file) => lines.indexOf(`// @filename: ${file.name}`));
  return files.map((file, i) => {
    const from = nameLines[i] + 1;
    const to = nameLines[i + 1] ?? lines.length;
    const own = (node) => node.line >= from && node.line < to;
    const local = (node) => placed({...node, line: node.line - from}, node.declared);
    const shown = lines.slice(from, to);
    if (file.shebang && shown[0] === `//${file.shebang}`) shown[0] = file.shebang;
    return {
      code: shown.join('\n').replace(/\n$/, ''),
      hovers: result.hovers.filter(own).map(local),
      queries: result.queries.filter(own).map(local),
    };
  });
}

/** Blocks asked for less than this apart go into one program (the plugin asks for all at once). */
const BATCH_WAIT_MS = 50;
/** @type {Array<{code: string, lang: string, resolve: (types: BlockTypes) => void, reject: (error: Error) => void}>} */
let queue = [];
let timer;

function flush() {
  const batch = queue;
  queue = [];
  timer = undefined;
  computeTypesOfBlocks(batch)
    .then(
      (results) => results.forEach((types, i) => (types instanceof Error ? batch[i].reject(types) : batch[i].resolve(types))),
      (error) => batch.forEach((block) => block.reject(error)),
    )
    .finally(() => {
      // The program holds about 400 MB that the rest of the build would collect garbage around;
      // a block asked for later (rare: the plugin asks for all) starts a new one, 2 s.
      if (!queue.length) shared = undefined;
    });
}

/** @returns {Promise<BlockTypes>} */
function typesOf(code, lang) {
  return new Promise((resolve, reject) => {
    queue.push({code, lang, resolve, reject});
    clearTimeout(timer);
    timer = setTimeout(flush, BATCH_WAIT_MS);
  });
}

/** @type {Map<string, Promise<BlockTypes>>} one computation per block text in a build */
const inBuild = new Map();

const EXTENSION = {typescript: 'ts', javascript: 'js', mts: 'ts', cts: 'ts'};

/**
 * The types of a block: kept in memory for the build and on disk for the next one.
 * @param {string} fenceLang the fence's language (ts, typescript, mts, js, jsx…)
 */
export function blockTypes(code, fenceLang) {
  const lang = EXTENSION[fenceLang] ?? fenceLang;
  const key = cacheKey(code, lang);
  let pending = inBuild.get(key);
  if (!pending) {
    pending = (async () => {
      const file = path.join(CACHE_DIR, `${key}.json`);
      try {
        return JSON.parse(await fs.promises.readFile(file, 'utf8'));
      } catch {
        const types = await typesOf(code, lang);
        await fs.promises.mkdir(CACHE_DIR, {recursive: true});
        await fs.promises.writeFile(file, JSON.stringify(types));
        return types;
      }
    })();
    inBuild.set(key, pending);
  }
  return pending;
}
