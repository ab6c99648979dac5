// Compares the types that pages state with the types the installed `.d.ts` files declare, through
// the TypeScript checker. Both sides are resolved by the checker and printed in one canonical
// form: whitespace, quote style and union order do not matter, `undefined` is dropped from unions
// (an optional option always accepts it), `true | false` is `boolean`, and literals next to their
// primitive (`string | 'auto'`) collapse into the primitive. Object types are compared property by
// property, including whether a property is optional.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {repoRoot} from './pages';

export type ConfigRoot = 'LibConfig' | 'RslibConfig';

export interface TypeQuery {
  id: string;
  /** The config type the path starts from. */
  root: ConfigRoot;
  /** Property names from the root, e.g. `['dts', 'bundle', 'tsconfigPath']`. */
  path: string[];
  /**
   * What the page states: a type expression (`boolean | { id?: string }`), or type declarations
   * (a ```ts block) of which the one no other declaration refers to is the stated type.
   * A property written without a type (`{ root?, js? }`) stands for "any type": the page lists
   * keys only.
   */
  stated: string;
  /**
   * `exact` (the default): the page states the whole type. `subset`: the page states part of it
   * on purpose (some members of a union, some keys of an object, the rest said in words or left
   * out); everything it states must exist in the declared type.
   */
  mode?: 'exact' | 'subset';
}

export interface TypeAnswer {
  id: string;
  /** The comparison the query asked for holds. */
  ok: boolean;
  /** The page states the whole type (what a `subset` query would not need to be). */
  exact: boolean;
  /** The stated type in canonical form (or the compiler's complaint about it). */
  stated: string;
  /** The declared type in canonical form. */
  declared: string;
  /** Why they differ, in a few words, when they do. */
  problem?: string;
}

/** The declaration of one option: is it optional, and what default does its doc comment give? */
export interface DocQuery {
  id: string;
  root: ConfigRoot;
  path: string[];
}

export interface DocAnswer {
  id: string;
  /** The option exists at that path. */
  found: boolean;
  optional: boolean;
  /** The text of its `@defaultValue` / `@default` tag, if any. */
  defaultDoc?: string;
}

/** A canonical type tree. `named` covers primitives, literals, library types and opaque names. */
type Node =
  | {k: 'named'; text: string}
  | {k: 'unspecified'}
  | {k: 'union'; items: Node[]}
  | {k: 'intersection'; items: Node[]}
  | {k: 'array'; elem: Node}
  | {k: 'tuple'; elems: Node[]}
  | {k: 'object'; props: Prop[]; index: {key: Node; type: Node}[]; calls: Sig[]; ctors: Sig[]};
interface Prop {
  name: string;
  optional: boolean;
  type: Node;
}
interface Sig {
  params: {optional: boolean; rest: boolean; type: Node}[];
  ret: Node;
}

const UNSPECIFIED = '__Unspecified';
/** Past this many nodes a type is shown by its declared name: some Rspack types are very large. */
const MAX_NODES = 20_000;

export function print(node: Node): string {
  switch (node.k) {
    case 'named':
      return node.text;
    case 'unspecified':
      return '…';
    case 'union':
      return node.items.map((n) => wrap(n, 'union')).join(' | ');
    case 'intersection':
      return node.items.map((n) => wrap(n, 'intersection')).join(' & ');
    case 'array':
      return `${wrap(node.elem, 'array')}[]`;
    case 'tuple':
      return `[${node.elems.map(print).join(', ')}]`;
    case 'object': {
      const parts = [
        ...node.calls.map((s) => printSig(s)),
        ...node.ctors.map((s) => `new ${printSig(s)}`),
        ...node.index.map((i) => `[key: ${print(i.key)}]: ${print(i.type)}`),
        ...node.props.map((p) => `${/^[A-Za-z_$][\w$]*$/.test(p.name) ? p.name : `'${p.name}'`}${p.optional ? '?' : ''}: ${print(p.type)}`),
      ];
      // A lone call signature reads best as a function type.
      if (node.calls.length === 1 && parts.length === 1) return printSig(node.calls[0], true);
      return parts.length ? `{ ${parts.join('; ')} }` : '{}';
    }
  }
}

function printSig(sig: Sig, arrow = false): string {
  const params = sig.params.map((p, i) => `${p.rest ? '...' : ''}p${i}${p.optional ? '?' : ''}: ${print(p.type)}`).join(', ');
  return arrow ? `(${params}) => ${print(sig.ret)}` : `(${params}): ${print(sig.ret)}`;
}

function wrap(node: Node, context: 'union' | 'intersection' | 'array'): string {
  const text = print(node);
  const needs =
    (node.k === 'union' && context !== 'union') ||
    (node.k === 'intersection' && context === 'array') ||
    (node.k === 'object' && text.startsWith('('));
  return needs ? `(${text})` : text;
}

/** True when `page` describes `declared`; an unspecified part of the page matches anything. */
function matches(page: Node, declared: Node): boolean {
  if (page.k === 'unspecified') return true;
  if (page.k !== declared.k) return false;
  switch (page.k) {
    case 'named':
      return page.text === (declared as typeof page).text;
    case 'array':
      return matches(page.elem, (declared as typeof page).elem);
    case 'tuple': {
      const d = declared as typeof page;
      return page.elems.length === d.elems.length && page.elems.every((e, i) => matches(e, d.elems[i]));
    }
    case 'union':
    case 'intersection': {
      const d = declared as typeof page;
      if (page.items.length !== d.items.length) return false;
      const left = [...d.items];
      return page.items.every((item) => {
        const at = left.findIndex((candidate) => matches(item, candidate));
        if (at < 0) return false;
        left.splice(at, 1);
        return true;
      });
    }
    case 'object': {
      const d = declared as typeof page;
      const sigs = (a: Sig[], b: Sig[]) =>
        a.length === b.length &&
        a.every((s, i) => s.params.length === b[i].params.length && matches(s.ret, b[i].ret) && s.params.every((p, j) => p.optional === b[i].params[j].optional && p.rest === b[i].params[j].rest && matches(p.type, b[i].params[j].type)));
      return (
        page.props.length === d.props.length &&
        page.props.every((p, i) => p.name === d.props[i].name && p.optional === d.props[i].optional && matches(p.type, d.props[i].type)) &&
        page.index.length === d.index.length &&
        page.index.every((x, i) => matches(x.key, d.index[i].key) && matches(x.type, d.index[i].type)) &&
        sigs(page.calls, d.calls) &&
        sigs(page.ctors, d.ctors)
      );
    }
  }
}

/** True when everything `page` states is part of `declared`: union members and object keys may be missing. */
function subsumes(page: Node, declared: Node): boolean {
  if (matches(page, declared)) return true;
  if (declared.k === 'union') {
    const items = page.k === 'union' ? page.items : [page];
    return items.every((item) => declared.items.some((d) => subsumes(item, d)));
  }
  if (page.k === 'object' && declared.k === 'object') {
    return (
      page.calls.length === 0 &&
      page.ctors.length === 0 &&
      page.index.length === 0 &&
      page.props.every((p) => {
        const d = declared.props.find((x) => x.name === p.name);
        return !!d && d.optional === p.optional && subsumes(p.type, d.type);
      })
    );
  }
  return false;
}

/** A short reason for a mismatch: the first differing property or union member. */
function explain(page: Node, declared: Node, at = ''): string {
  const where = at || 'the type';
  if (page.k === 'object' && declared.k === 'object') {
    const names = (n: typeof page) => n.props.map((p) => p.name);
    const missing = names(declared).filter((n) => !names(page).includes(n));
    const extra = names(page).filter((n) => !names(declared).includes(n));
    if (missing.length) return `${where}: the page lacks ${missing.join(', ')}`;
    if (extra.length) return `${where}: the package has no ${extra.join(', ')}`;
    for (const p of page.props) {
      const d = declared.props.find((x) => x.name === p.name)!;
      if (p.optional !== d.optional) return `${at ? `${at}.` : ''}${p.name}: ${d.optional ? 'optional' : 'required'} in the package`;
      if (!matches(p.type, d.type)) return explain(p.type, d.type, `${at ? `${at}.` : ''}${p.name}`);
    }
  }
  if (page.k === 'union' && declared.k === 'union') {
    const missingNodes = declared.items.filter((d) => !page.items.some((p) => matches(p, d)));
    const extraNodes = page.items.filter((p) => !declared.items.some((d) => matches(p, d)));
    // One object member on each side that differ: say how.
    if (missingNodes.length === 1 && extraNodes.length === 1 && missingNodes[0].k === 'object' && extraNodes[0].k === 'object') {
      return explain(extraNodes[0], missingNodes[0], at);
    }
    const missing = missingNodes.map(print);
    const extra = extraNodes.map(print);
    if (missing.length || extra.length) {
      return `${where}: ${[missing.length ? `the page lacks ${missing.join(', ')}` : '', extra.length ? `the package has no ${extra.join(', ')}` : ''].filter(Boolean).join('; ')}`;
    }
  }
  return `${where}: page says ${print(page)}, package declares ${print(declared)}`;
}

class Canonicalizer {
  /** How often each type is being expanded on the current path: a recursive type stops at its second visit. */
  private stack = new Map<ts.Type, number>();
  private nodes = 0;
  constructor(
    private checker: ts.TypeChecker,
    private program: ts.Program,
    /** Types the page refers to by name: printed by that name on both sides. */
    private opaque: Map<ts.Type, string>,
    private unspecified: ts.Type | undefined,
  ) {}

  /**
   * `guide` is the page's node at the same place, if any: where the page leaves a type
   * unspecified, the declared one is not expanded (some are very large).
   */
  node(type: ts.Type, guide?: Node): Node {
    const {checker} = this;
    if (guide?.k === 'unspecified') return guide;
    const named = this.opaque.get(type) ?? this.opaqueUnion(type);
    if (named) return {k: 'named', text: named};
    if (this.unspecified && type === this.unspecified) return {k: 'unspecified'};
    const f = type.flags;
    if (f & ts.TypeFlags.Any) return {k: 'named', text: 'any'};
    if (f & ts.TypeFlags.Unknown) return {k: 'named', text: 'unknown'};
    if (f & ts.TypeFlags.String) return {k: 'named', text: 'string'};
    if (f & ts.TypeFlags.Number) return {k: 'named', text: 'number'};
    if (f & ts.TypeFlags.BigInt) return {k: 'named', text: 'bigint'};
    if (f & ts.TypeFlags.Boolean) return {k: 'named', text: 'boolean'};
    if (f & ts.TypeFlags.ESSymbolLike) return {k: 'named', text: 'symbol'};
    if (f & ts.TypeFlags.Void) return {k: 'named', text: 'void'};
    if (f & ts.TypeFlags.Undefined) return {k: 'named', text: 'undefined'};
    if (f & ts.TypeFlags.Null) return {k: 'named', text: 'null'};
    if (f & ts.TypeFlags.Never) return {k: 'named', text: 'never'};
    if (f & ts.TypeFlags.NonPrimitive) return {k: 'named', text: 'object'};
    if (type.isStringLiteral()) return {k: 'named', text: `'${type.value.replace(/'/g, "\\'")}'`};
    if (type.isNumberLiteral()) return {k: 'named', text: String(type.value)};
    if (f & ts.TypeFlags.BooleanLiteral) return {k: 'named', text: checker.typeToString(type)};
    if (f & (ts.TypeFlags.TemplateLiteral | ts.TypeFlags.TypeParameter | ts.TypeFlags.Conditional | ts.TypeFlags.Index | ts.TypeFlags.IndexedAccess | ts.TypeFlags.StringMapping | ts.TypeFlags.EnumLike)) {
      return {k: 'named', text: checker.typeToString(type)};
    }
    if ((this.stack.get(type) ?? 0) >= 2 || ++this.nodes > MAX_NODES) return {k: 'named', text: `~${checker.typeToString(type)}`};
    this.stack.set(type, (this.stack.get(type) ?? 0) + 1);
    try {
      if (type.isUnion()) {
        const objects = guide?.k === 'union' ? guide.items.filter((n) => n.k === 'object') : [];
        const memberGuide = guide?.k === 'union' ? (objects.length === 1 ? objects[0] : undefined) : guide;
        return this.union(type.types.map((t) => this.node(t, memberGuide)));
      }
      if (type.isIntersection()) {
        // `string & {}` (a trick that keeps editor suggestions for literals) is just `string`.
        const primitives = type.types.filter((t) => !(t.flags & ts.TypeFlags.Object));
        const empty = type.types.filter((t) => t.flags & ts.TypeFlags.Object && !checker.getPropertiesOfType(t).length && !checker.getIndexInfosOfType(t).length && !t.getCallSignatures().length);
        if (primitives.length === 1 && primitives.length + empty.length === type.types.length) return this.node(primitives[0], guide);
        // An intersection of object types is one object type with all their properties.
        if (type.types.every((t) => t.flags & ts.TypeFlags.Object)) return this.object(type, guide);
        return {k: 'intersection', items: sortNodes(type.types.map((t) => this.node(t)))};
      }
      if (checker.isArrayType(type)) return {k: 'array', elem: this.node(checker.getTypeArguments(type as ts.TypeReference)[0], guide?.k === 'array' ? guide.elem : undefined)};
      if (checker.isTupleType(type)) return {k: 'tuple', elems: checker.getTypeArguments(type as ts.TypeReference).map((t) => this.node(t))};
      const symbol = type.getSymbol();
      const declaration = symbol?.declarations?.[0];
      // Types of the JavaScript runtime (RegExp, Promise, Date...) by name.
      if (symbol && declaration && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class) && this.program.isSourceFileDefaultLibrary(declaration.getSourceFile())) {
        const args = (type as ts.TypeReference).target ? checker.getTypeArguments(type as ts.TypeReference) : [];
        return {k: 'named', text: args.length ? `${symbol.getName()}<${args.map((a) => print(this.node(a))).join(', ')}>` : symbol.getName()};
      }
      if (f & ts.TypeFlags.Object) return this.object(type, guide);
      return {k: 'named', text: checker.typeToString(type)};
    } finally {
      this.stack.set(type, this.stack.get(type)! - 1);
    }
  }

  /**
   * A named union made optional (`exe?: ExeOptions`) is a new union with `undefined` added:
   * it still counts as the name when its other members are exactly the named union's.
   */
  private opaqueUnion(type: ts.Type): string | undefined {
    if (!type.isUnion()) return undefined;
    const own = new Set(type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)));
    for (const [candidate, name] of this.opaque) {
      if (!candidate.isUnion()) continue;
      const theirs = candidate.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
      if (theirs.length === own.size && theirs.every((t) => own.has(t))) return name;
    }
    return undefined;
  }

  private union(items: Node[]): Node {
    let list = items.filter((n) => !(n.k === 'named' && n.text === 'undefined'));
    const texts = new Set(list.map(print));
    if (texts.has('true') && texts.has('false')) {
      list = list.filter((n) => !(n.k === 'named' && (n.text === 'true' || n.text === 'false')));
      list.push({k: 'named', text: 'boolean'});
    }
    const all = new Set(list.map(print));
    if (all.has('string')) list = list.filter((n) => !(n.k === 'named' && n.text.startsWith("'")));
    if (all.has('number')) list = list.filter((n) => !(n.k === 'named' && /^-?\d/.test(n.text)));
    if (all.has('boolean')) list = list.filter((n) => !(n.k === 'named' && (n.text === 'true' || n.text === 'false')));
    // Nested unions (from aliases of unions) flatten into one.
    list = list.flatMap((n) => (n.k === 'union' ? n.items : [n]));
    const unique = [...new Map(list.map((n) => [print(n), n])).values()];
    const sorted = sortNodes(unique);
    return sorted.length === 1 ? sorted[0] : sorted.length === 0 ? {k: 'named', text: 'undefined'} : {k: 'union', items: sorted};
  }

  private object(type: ts.Type, guide?: Node): Node {
    const {checker} = this;
    const guideOf = (name: string) => (guide?.k === 'object' ? guide.props.find((p) => p.name === name)?.type : undefined);
    const props = checker
      .getPropertiesOfType(type)
      .map((p) => ({name: p.getName(), optional: (p.flags & ts.SymbolFlags.Optional) !== 0, type: this.node(checker.getTypeOfSymbol(p), guideOf(p.getName()))}))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const index = checker.getIndexInfosOfType(type).map((i) => ({key: this.node(i.keyType), type: this.node(i.type)}));
    const sig = (s: ts.Signature): Sig => ({
      params: s.getParameters().map((p) => {
        const decl = p.valueDeclaration as ts.ParameterDeclaration | undefined;
        return {
          optional: !!decl && (!!decl.questionToken || !!decl.initializer),
          rest: !!decl?.dotDotDotToken,
          type: this.node(checker.getTypeOfSymbol(p)),
        };
      }),
      ret: this.node(s.getReturnType()),
    });
    return {
      k: 'object',
      props,
      index,
      calls: type.getCallSignatures().map(sig),
      ctors: type.getConstructSignatures().map(sig),
    };
  }
}

function sortNodes(nodes: Node[]): Node[] {
  return [...nodes].sort((a, b) => {
    const x = print(a);
    const y = print(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** `{ root?, js? }`: keys without a type stand for "any type". */
function markUnspecified(text: string): string {
  return text.replace(/([A-Za-z_$][\w$]*\?)\s*(?=[,;}])/g, `$1: ${UNSPECIFIED}`);
}

/** The alias of a block that no other alias of the block refers to. */
function rootDeclaration(file: ts.SourceFile, names: string[]): string | undefined {
  const referenced = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) referenced.add(node.typeName.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  const roots = names.filter((n) => !referenced.has(n));
  return roots.length === 1 ? roots[0] : undefined;
}

const parsedFiles = new Map<string, ts.SourceFile>();

/**
 * `vocabulary` maps the type names pages use without defining them (`ExeOptions`,
 * `WatchFiles`...) to a type expression over the packages' exports, e.g. `Rsbuild.WatchFiles`.
 */
export function checkTypes(queries: TypeQuery[], vocabulary: Record<string, string>, docQueries: DocQuery[] = []): {types: TypeAnswer[]; docs: DocAnswer[]} {
  // Inside the repo so that the packages resolve; the cache folder may not exist on a fresh clone.
  fs.mkdirSync(path.join(repoRoot, 'node_modules/.cache'), {recursive: true});
  const dir = fs.mkdtempSync(path.join(repoRoot, 'node_modules/.cache/config-reference-'));
  try {
    const head = [
      "import type * as Rslib from '@rslib/core';",
      "import type * as Rsbuild from '@rsbuild/core';",
      "import type {Rspack} from '@rsbuild/core';",
      `interface ${UNSPECIFIED} { readonly __unspecified: unique symbol }`,
      // A property of every object member of a union; non-objects (undefined, false) drop out.
      'type __Prop<T, K extends PropertyKey> = T extends object ? (K extends keyof T ? T[K] : never) : never;',
      ...Object.entries(vocabulary).map(([name, expr]) => `type ${name} = ${expr};`),
    ];
    const body: string[] = [];
    const spans: {id: string; start: number; end: number; root?: string; error?: string}[] = [];
    let offset = head.join('\n').length + 1;
    for (const [i, q] of queries.entries()) {
      const stated = markUnspecified(q.stated.trim());
      const file = ts.createSourceFile('x.ts', stated, ts.ScriptTarget.ES2022, true);
      const aliases = file.statements.filter(ts.isTypeAliasDeclaration).map((s) => s.name.text);
      const isDeclarations = file.statements.length > 0 && file.statements.every((s) => ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s));
      let root: string | undefined;
      let error: string | undefined;
      if (isDeclarations) {
        root = rootDeclaration(file, aliases);
        if (!root) error = `cannot tell which declaration of the block is the option's type (${aliases.join(', ')})`;
      }
      const declared = q.path.reduce((acc, key) => `__Prop<${acc}, ${JSON.stringify(key)}>`, `Rslib.${q.root}`);
      const text = [
        `namespace __Q${i} {`,
        isDeclarations ? stated : `export type __Stated = ${stated};`,
        isDeclarations && root ? `export type __Stated = ${root};` : '',
        `export type __Declared = ${declared};`,
        '}',
        '',
      ].join('\n');
      spans.push({id: q.id, start: offset, end: offset + text.length, root, error});
      body.push(text);
      offset += text.length + 1;
    }
    // For each doc query, the type that holds the option (its parent).
    const docs = docQueries.map((q, i) => `export type __Doc${i} = ${q.path.slice(0, -1).reduce((acc, key) => `__Prop<${acc}, ${JSON.stringify(key)}>`, `Rslib.${q.root}`)};`);
    const file = path.join(dir, 'probe.ts');
    fs.writeFileSync(file, [...head, ...body, ...docs].join('\n'));
    const options: ts.CompilerOptions = {
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      // Only what the probe imports: not every @types package of the site.
      types: [],
    };
    // The declaration files of the packages are parsed once per test run, not once per check.
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language, ...rest) => {
      if (name === file) return getSourceFile(name, language, ...rest);
      const cached = parsedFiles.get(name);
      if (cached) return cached;
      const parsed = getSourceFile(name, language, ...rest);
      if (parsed) parsedFiles.set(name, parsed);
      return parsed;
    };
    const program = ts.createProgram([file], options, host);
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(file)!;
    const diagnostics = program.getSemanticDiagnostics(source).concat(program.getSyntacticDiagnostics(source));
    const vocabularyTypes = new Map<ts.Symbol, ts.Type>();
    for (const st of source.statements) {
      if (ts.isTypeAliasDeclaration(st) && st.name.text in vocabulary) {
        vocabularyTypes.set(checker.getSymbolAtLocation(st.name)!, checker.getTypeAtLocation(st.name));
      }
    }
    const unspecifiedDecl = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === UNSPECIFIED)!;
    const unspecified = checker.getTypeAtLocation(unspecifiedDecl.name);
    const namespaces = source.statements.filter(ts.isModuleDeclaration);
    const docAnswers = docQueries.map((q, i): DocAnswer => {
      const alias = source.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === `__Doc${i}`)!;
      const parent = checker.getTypeAtLocation(alias.name);
      const key = q.path[q.path.length - 1];
      const members = parent.isUnion() ? parent.types : [parent];
      const symbol = members.map((m) => checker.getPropertyOfType(m, key)).find((p) => p !== undefined);
      if (!symbol) return {id: q.id, found: false, optional: false};
      const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'defaultValue' || t.name === 'default');
      return {
        id: q.id,
        found: true,
        optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0,
        ...(tag ? {defaultDoc: ts.displayPartsToString(tag.text).trim()} : {}),
      };
    });
    const typeAnswers = queries.map((q, i): TypeAnswer => {
      const span = spans[i];
      const errors = diagnostics.filter((d) => d.start !== undefined && d.start >= span.start && d.start < span.end);
      if (span.error || errors.length) {
        const message = span.error ?? errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ');
        return {id: q.id, ok: false, exact: false, stated: q.stated, declared: '', problem: `the stated type does not compile: ${message}`};
      }
      const ns = namespaces[i];
      const block = ns.body as ts.ModuleBlock;
      const alias = (name: string) => block.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === name)!;
      // The vocabulary names the page uses: printed by name, so that a page may name a large type.
      const opaque = new Map<ts.Type, string>();
      const visit = (node: ts.Node) => {
        if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
          const symbol = checker.getSymbolAtLocation(node.typeName);
          const type = symbol && vocabularyTypes.get(symbol);
          if (type) opaque.set(type, node.typeName.text);
        }
        ts.forEachChild(node, visit);
      };
      visit(block);
      const canon = new Canonicalizer(checker, program, opaque, unspecified);
      try {
        const stated = canon.node(checker.getTypeAtLocation(alias('__Stated').name));
        const declared = new Canonicalizer(checker, program, opaque, undefined).node(checker.getTypeAtLocation(alias('__Declared').name), stated);
        const exact = matches(stated, declared);
        const ok = exact || (q.mode === 'subset' && subsumes(stated, declared));
        return {id: q.id, ok, exact, stated: print(stated), declared: print(declared), ...(ok ? {} : {problem: explain(stated, declared)})};
      } catch (error) {
        return {id: q.id, ok: false, exact: false, stated: q.stated, declared: '', problem: String(error)};
      }
    });
    return {types: typeAnswers, docs: docAnswers};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
