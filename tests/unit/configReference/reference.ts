// Turns the reference lines of the pages into comparisons with the installed package.
import {checkDeclaredDefault, checkDefaultLines} from './defaults';
import {DEFAULTS, SPLIT_LINES, TYPE_EXCEPTIONS, VOCABULARY, type LinePart} from './ledger';
import {codeSpans, type RefLine} from './pages';
import {joinPath, lineParts, whereOf, type Finding} from './paths';
import {checkTypes, type DocQuery, type TypeQuery} from './types';

export type {Finding} from './paths';

/**
 * The type a line states, as TypeScript: its ```ts block, or its first code span, with the
 * definitions the line gives in words ("where `PublicDirOptions` is `{ ... }`").
 */
export function statedType(line: RefLine, part?: LinePart): string | null {
  const spans = codeSpans(line.text);
  if (part?.keys) return `{ ${spans.slice(part.keys[0], part.keys[1] + 1).map((k) => `${k}?`).join(', ')} }`;
  if (part?.span !== undefined) return spans[part.span] ?? null;
  if (line.block && /^tsx?$/.test(line.block.lang)) return line.block.code;
  if (!spans.length) return null;
  const definitions = [...line.text.matchAll(/where `([A-Za-z_$][\w$]*)` is `([^`]+)`/g)];
  if (!definitions.length) return spans[0];
  return [...definitions.map((d) => `type ${d[1]} = ${d[2]};`), `type __Line = ${spans[0]};`].join('\n');
}

export interface TypePlan {
  /** `probe`: a line left to words, tried only to tell whether its exception is still needed. */
  queries: (TypeQuery & {line: RefLine; probe?: boolean})[];
  /** Lines compared in words only (TYPE_EXCEPTIONS with mode `words`). */
  unchecked: RefLine[];
  findings: Finding[];
}

export function planTypes(lines: RefLine[]): TypePlan {
  const plan: TypePlan = {queries: [], unchecked: [], findings: []};
  for (const line of lines.filter((l) => l.kind === 'type')) {
    const exception = TYPE_EXCEPTIONS[line.key];
    const parts = lineParts(line);
    if (exception?.mode === 'words') {
      plan.unchecked.push(line);
      // Still tried: if what the line states now compiles and fits the declaration, the entry is stale.
      const stated = parts.length === 1 ? statedType(line) : null;
      if (stated !== null) plan.queries.push({id: line.key, root: parts[0].root, path: parts[0].path, stated, mode: 'subset', line, probe: true});
      continue;
    }
    if (!parts.length) {
      plan.findings.push({key: line.key, where: whereOf(line), message: `the heading "${line.heading}" names no option: give the line its option in SPLIT_LINES`});
      continue;
    }
    if (parts.length > 1 && !SPLIT_LINES[line.key]) {
      plan.findings.push({key: line.key, where: whereOf(line), message: `the line speaks of ${parts.map((p) => joinPath(p.path)).join(' and ')}: say which code span holds which in SPLIT_LINES`});
      continue;
    }
    for (const p of parts) {
      const stated = statedType(line, p.part);
      if (stated === null) {
        plan.findings.push({
          key: line.key,
          where: whereOf(line),
          message: 'the type is described in words only: state it in a code span, or add the line to TYPE_EXCEPTIONS (mode "words") with the reason',
        });
        continue;
      }
      plan.queries.push({
        id: parts.length > 1 ? `${line.key}>${p.root}.${joinPath(p.path)}` : line.key,
        root: p.root,
        path: p.path,
        stated,
        mode: exception?.mode === 'subset' ? 'subset' : 'exact',
        line,
      });
    }
  }
  return plan;
}

export interface ReferenceReport {
  findings: Finding[];
  /** Type lines compared with the `.d.ts`, and those described in words only. */
  types: {compared: number; subset: number; words: number};
  /** Default lines per kind of check. */
  defaults: Record<string, number>;
}

/**
 * Compares the English reference lines with the installed package: types through the TypeScript
 * checker, defaults through composed configs (and the declarations, for `absent` and `jsdoc`).
 */
export function checkReferenceLines(lines: RefLine[]): ReferenceReport {
  const plan = planTypes(lines);
  const defaults = checkDefaultLines(lines);
  const docQueries: DocQuery[] = defaults.declarations.map((d, i) => ({id: String(i), root: d.part.root, path: d.part.path}));
  const {types, docs} = checkTypes(plan.queries, VOCABULARY, docQueries);
  const findings = [...plan.findings, ...defaults.findings];
  const answers = types.map((a, i) => ({...a, line: plan.queries[i].line, query: plan.queries[i]}));
  for (const a of answers) {
    if (a.query.probe) {
      if (a.ok) findings.push({key: a.id, where: whereOf(a.line), message: 'TYPE_EXCEPTIONS leaves this line to words, but it states a type that fits the declaration: remove the entry'});
      continue;
    }
    if (!a.ok) {
      findings.push({
        key: a.id,
        where: whereOf(a.line),
        message: `${joinPath(a.query.path)} (${a.query.root}): ${a.problem}\n    page:    ${truncate(a.stated)}\n    package: ${truncate(a.declared)}`,
      });
    }
  }
  // A subset exception that is no longer needed: the line now states the whole type.
  for (const [key, exception] of Object.entries(TYPE_EXCEPTIONS)) {
    const own = answers.filter((a) => a.line.key === key);
    if (exception.mode === 'subset' && own.length && own.every((a) => a.exact)) {
      findings.push({key, where: whereOf(own[0].line), message: 'TYPE_EXCEPTIONS lists this line as a subset, but it states the whole type: remove the entry'});
    }
  }
  defaults.declarations.forEach((d, i) => {
    const problem = checkDeclaredDefault(d.line, d.check, docs[i]);
    if (problem) findings.push({key: d.line.key, where: whereOf(d.line), message: `${joinPath(d.part.path)}: ${problem}`});
  });
  const counts: Record<string, number> = {};
  for (const c of defaults.checked) counts[c.check] = (counts[c.check] ?? 0) + 1;
  return {
    findings,
    types: {
      compared: plan.queries.filter((q) => !q.probe).length,
      subset: plan.queries.filter((q) => q.mode === 'subset' && !q.probe).length,
      words: plan.unchecked.length,
    },
    defaults: counts,
  };
}

/** Ledger entries whose line no longer exists: they would hide nothing, but mislead readers. */
export function staleLedgerEntries(lines: RefLine[]): string[] {
  const keys = new Set(lines.map((l) => l.key));
  const stale = [...Object.keys(TYPE_EXCEPTIONS), ...Object.keys(SPLIT_LINES), ...Object.keys(DEFAULTS)].filter((key) => !keys.has(key));
  // A type name no type line uses any more.
  const typeText = lines
    .filter((l) => l.kind === 'type')
    .map((l) => `${l.text}\n${l.block?.code ?? ''}`)
    .join('\n');
  return [...stale, ...Object.keys(VOCABULARY).filter((name) => !new RegExp(`\\b${name}\\b`).test(typeText)).map((name) => `VOCABULARY.${name}`)];
}

const normalise = (code: string) => code.replace(/\s+/g, ' ').trim();
/**
 * Placeholders in code (`<localhost pattern>`) are words, translated with the sentence. `lib` is
 * dropped: Chinese pages name a lib item `lib` 项 where English says "item".
 */
const multiset = (spans: string[]) =>
  spans
    .map((s) => normalise(s).replace(/<[^<>]+>/g, '<…>'))
    .filter((s) => s !== 'lib')
    .sort();
/** Comments in a block are prose, translated with the page. */
const blockCode = (code = '') => normalise(code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, ''));

/**
 * The Chinese page states the same type and default as the English one: the same lines, the
 * same code spans (in any order, as the sentences differ) and the same code blocks.
 */
export function compareLanguages(en: RefLine[], zh: RefLine[]): Finding[] {
  const findings: Finding[] = [];
  const zhByKey = new Map(zh.map((l) => [l.key, l]));
  const enKeys = new Set(en.map((l) => l.key));
  for (const line of en) {
    const twin = zhByKey.get(line.key);
    if (!twin) {
      findings.push({key: line.key, where: whereOf(line), message: 'the Chinese page has no such line'});
      continue;
    }
    const a = multiset(codeSpans(line.text));
    const b = multiset(codeSpans(twin.text));
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      const missing = a.filter((x) => !b.includes(x));
      const extra = b.filter((x) => !a.includes(x));
      findings.push({
        key: line.key,
        where: whereOf(twin),
        message: `the Chinese line differs from ${whereOf(line)}:${missing.length ? ` lacks ${missing.map((x) => `\`${x}\``).join(', ')};` : ''}${extra.length ? ` adds ${extra.map((x) => `\`${x}\``).join(', ')};` : ''}`,
      });
    }
    if (blockCode(line.block?.code) !== blockCode(twin.block?.code)) {
      findings.push({key: line.key, where: whereOf(twin), message: `the Chinese code block differs from the one at ${whereOf(line)}`});
    }
  }
  for (const line of zh) {
    if (!enKeys.has(line.key)) findings.push({key: line.key, where: whereOf(line), message: 'the English page has no such line'});
  }
  return findings;
}

const truncate = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}…` : text);
