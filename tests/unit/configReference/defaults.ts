// Compares the defaults that pages state with what the installed Rslib applies, by composing
// minimal configs (what `rslib inspect` prints). The main two ways, chosen per line:
// - `same`: a lib item without the option and one with the option set to the stated value give
//   Rspack the same config, and one with another value does not (else the option has no effect
//   there and the comparison would prove nothing).
// - `read`: the normalised Rsbuild config holds the stated value.
// A default said in words gets a `custom` check in the ledger; one that no config shows is checked
// by a built example the ledger points to, or against the option's declaration (`absent`, `jsdoc`).
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULTS, EVERYWHERE, SPLIT_LINES, type DefaultCase, type DefaultCheck, type LinePart} from './ledger';
import {NotALiteral, parseLiteral, show} from './literal';
import {codeSpans, repoRoot, type RefLine} from './pages';
import {joinPath, lineParts, splitPath, whereOf, type Finding, type OptionPath} from './paths';
import type {DocAnswer} from './types';
import {composeAll, composed, placeholders, rsbuildConfig, type Composed, type ProjectName, type Variant} from './compose';

/** Options that only exist at the top level of the config: probes set them there. */
const TOP_LEVEL_ONLY = new Set(['lib', 'server', 'logLevel', 'root', 'mode', 'environments', 'plugins']);

export interface CustomContext {
  /** The normalised Rsbuild config and the Rspack config of a lib item (`when` added to it). */
  item(when?: Record<string, unknown>, project?: ProjectName): Composed;
  /** Plain Rsbuild's normalised config. */
  rsbuild(): Record<string, unknown>;
  /** A value from a normalised config by dotted path. */
  get(config: unknown, path: string): unknown;
  /** Runs `check` on an item of every kind of output; the first problem, with the kind it was found in. */
  everywhere(check: (item: Composed, when: Record<string, unknown>) => string | null): string | null;
}

export function getPath(config: unknown, p: string | string[]): unknown {
  const keys = Array.isArray(p) ? p : (splitPath(p) ?? [p]);
  return keys.reduce<unknown>((acc, k) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[k] : undefined), config);
}

function setPath(target: Record<string, unknown>, keys: string[], value: unknown): Record<string, unknown> {
  const out = structuredClone(target);
  let at = out;
  keys.forEach((k, i) => {
    if (i === keys.length - 1) at[k] = value;
    else {
      if (!at[k] || typeof at[k] !== 'object') at[k] = {};
      at = at[k] as Record<string, unknown>;
    }
  });
  return out;
}

/** The stated value of a code span, with the project's placeholders filled in. */
function statedValue(span: string | undefined, project: ProjectName): unknown {
  if (span === undefined) throw new NotALiteral('the line has no such code span');
  let code = span;
  for (const [name, value] of Object.entries(placeholders(project))) code = code.split(name).join(value);
  return parseLiteral(code);
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}
/** Every key of `stated` (an object) has the same value in `actual`. */
function subsetEqual(stated: unknown, actual: unknown): boolean {
  if (!stated || typeof stated !== 'object' || !actual || typeof actual !== 'object') return deepEqual(stated, actual);
  return Object.entries(stated).every(([k, v]) => deepEqual(v, (actual as Record<string, unknown>)[k]));
}
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, sortKeys(x)]));
  return v;
}

/** What a probe compares: the Rspack config and the Rsbuild plugins, or Rslib's refusal. */
const effect = (c: Composed) => (c.error ? `error: ${c.error}` : `${c.bundler}\nplugins: ${c.plugins?.join(', ')}`);
/** What a probe compares for an option that Rsbuild handles itself: the whole normalised config too. */
const effectWithConfig = (c: Composed) => (c.error ? `error: ${c.error}` : `${effect(c)}\n${JSON.stringify(sortKeys(c.config))}`);

function firstDifference(a: string, b: string): string {
  const x = a.split('\n');
  const y = b.split('\n');
  const i = x.findIndex((line, n) => line !== y[n]);
  return i < 0 ? '(length)' : `"${x[i]?.trim()}" / "${y[i]?.trim()}"`;
}

/** The automatic check of a line without a ledger entry, or why it needs one. */
export function automaticCheck(line: RefLine, part: OptionPath & {part?: LinePart}): DefaultCheck | string {
  const all = codeSpans(line.text);
  // A split line: the part's own span is its statement.
  const own = part.part?.span;
  const spans = own === undefined ? all : [all[own]];
  // Code spans in parentheses are remarks ("(Rsbuild: `true`)"); others are part of the statement.
  const outside = own === undefined ? codeSpans(line.text.replace(/\([^()]*\)/g, '')) : spans;
  if (!spans.length) {
    return /^(not set|none|未设置|无)\b/.test(line.text) ? {check: 'unset'} : 'the default is described in words: add the line to DEFAULTS with the check that shows it';
  }
  if (outside.length > 1 || (own === undefined && !line.text.startsWith('`'))) return 'the line states the default with conditions or words: add the line to DEFAULTS with one case per condition';
  if (spans[0] === 'undefined') return part.root === 'LibConfig' && line.page.startsWith('lib/') ? {check: 'absent'} : {check: 'unset'};
  // A default beside a property of a type block: Rsbuild keeps such objects as given, so compare effects.
  if (line.subPath) return {check: 'same', cases: EVERYWHERE, anywhere: true};
  if (line.kind === 'rsbuildDefault') return {check: 'rsbuild'};
  return line.page.startsWith('lib/') ? {check: 'same', cases: EVERYWHERE, anywhere: true} : {check: 'read', cases: EVERYWHERE};
}

interface Job {
  line: RefLine;
  part: OptionPath & {part?: LinePart};
  check: DefaultCheck;
}

export interface DefaultReport {
  findings: Finding[];
  /** How each line was checked: `check` per key, for the summary. */
  checked: {key: string; check: DefaultCheck['check']}[];
  /** Lines checked against the option's declaration (`absent`, `jsdoc`): done with the type check. */
  declarations: {line: RefLine; part: OptionPath; check: 'absent' | 'jsdoc'}[];
}

function casesOf(check: DefaultCheck, keys?: string[]): DefaultCase[] {
  // Without cases of its own, a line speaks of every kind of output.
  const cases = 'cases' in check && check.cases?.length ? check.cases : check.check === 'rsbuild' ? [{}] : EVERYWHERE;
  // A case that sets the option itself (`bundle: false` for the `bundle` line) says nothing about its default.
  return cases === EVERYWHERE && keys ? cases.filter((c) => getPath(c.when ?? {}, keys) === undefined) : cases;
}

/** Leaves the option out of a probe. */
const NOTHING = Symbol('nothing');

/** The lib item and top level of a probe that sets `keys` to `value` (or leaves it out). */
function probe(c: DefaultCase, part: OptionPath, keys: string[], value: unknown): Variant {
  const project = c.project ?? 'plain';
  const when = c.when ?? {};
  const top = c.top ?? {};
  // Leaving an option out still writes its parents, as empty objects (`{ redirect: { js: {} } }`),
  // so that the comparison is about this key alone.
  const set = (base: Record<string, unknown>) =>
    value === NOTHING ? (keys.length > 1 ? setPath(base, keys.slice(0, -1), getPath(base, keys.slice(0, -1)) ?? {}) : base) : setPath(base, keys, value);
  if (part.root === 'RslibConfig' && keys.length === 1 && keys[0] === 'lib') {
    // The `lib` array itself: a config without it, or with the stated one-item array.
    if (value === NOTHING) return {project, top, lib: null};
    if (!Array.isArray(value) || value.length !== 1) throw new NotALiteral('a `lib` value to probe must be an array of one item');
    return {project, top, lib: {...when, ...(value[0] as Record<string, unknown>)}};
  }
  if (part.root === 'RslibConfig' && TOP_LEVEL_ONLY.has(keys[0])) return {project, top: set(top), lib: when};
  return {project, top, lib: set(when)};
}

/** Compares every default line of `lines` (English) with what the installed Rslib applies. */
export function checkDefaultLines(lines: RefLine[]): DefaultReport {
  const report: DefaultReport = {findings: [], checked: [], declarations: []};
  const jobs: Job[] = [];
  const fail = (line: RefLine, message: string, key = line.key) => report.findings.push({key, where: whereOf(line), message});
  for (const line of lines.filter((l) => l.kind !== 'type')) {
    const entry = DEFAULTS[line.key];
    const parts = lineParts(line);
    if (!parts.length && !entry) {
      fail(line, `the heading "${line.heading}" names no option: add the line to DEFAULTS`);
      continue;
    }
    if (parts.length > 1 && !SPLIT_LINES[line.key] && !entry) {
      fail(line, `the line speaks of ${parts.map((p) => joinPath(p.path)).join(' and ')}: split it in SPLIT_LINES`);
      continue;
    }
    for (const part of parts.length ? parts : [{root: 'RslibConfig' as const, path: []}]) {
      const check = entry ?? automaticCheck(line, part);
      if (typeof check === 'string') {
        fail(line, check);
        continue;
      }
      jobs.push({line, part, check});
      report.checked.push({key: line.key, check: check.check});
    }
  }

  // Everything to compose, in one go.
  const variants: Variant[] = [];
  /** Options whose other value changed the config in at least one case. */
  const shown = new Set<string>();
  const plan: (() => void)[] = [];
  for (const job of jobs) {
    const {line, check} = job;
    const spans = codeSpans(line.text);
    // The stated value: the case's code span (or the block after the label), else the part's, else the first.
    const spanOf = (c: DefaultCase) => {
      const span = c.span ?? job.part.part?.span ?? (spans.length || !line.block ? 0 : 'block');
      return span === 'block' ? line.block?.code : spans[span];
    };
    if (check.check === 'same') {
      const cases = casesOf(check, job.part.path);
      // Over every kind of output, another value need only show its effect in one of them.
      const anywhere = check.anywhere || !check.cases?.length;
      for (const c of cases) {
        const keys = c.path ? splitPath(c.path)! : job.part.path;
        const project = c.project ?? 'plain';
        let stated: unknown;
        let without: Variant, withStated: Variant, withOther: Variant;
        try {
          stated = statedValue(spanOf(c), project);
        } catch (error) {
          fail(line, `cannot read the stated value: ${(error as Error).message}`);
          continue;
        }
        const alternative = c.alternative !== undefined ? c.alternative : check.alternative !== undefined ? check.alternative : flip(stated);
        if (alternative === undefined) {
          fail(line, `no other value to try for ${joinPath(keys)}: give DEFAULTS an \`alternative\``);
          continue;
        }
        try {
          without = probe(c, job.part, keys, NOTHING);
          withStated = probe(c, job.part, keys, stated);
          withOther = probe(c, job.part, keys, alternative);
        } catch (error) {
          fail(line, (error as Error).message);
          continue;
        }
        variants.push(without, withStated, withOther);
        const when = c.when || c.top ? ` (with ${show({...c.top, ...c.when})})` : '';
        const compare = check.compare === 'config' ? effectWithConfig : effect;
        plan.push(() => {
          const a = compare(composed(without));
          const b = compare(composed(withStated));
          const other = compare(composed(withOther));
          if (a !== b) fail(line, `${joinPath(keys)}${when}: the page says the default is ${show(stated)}, but setting it changes what Rslib gives Rspack: ${firstDifference(a, b)}`);
          else if (other !== a) shown.add(line.key + joinPath(keys));
          else if (!anywhere) fail(line, `${joinPath(keys)}${when}: setting it to ${show(alternative)} changes nothing either, so this comparison shows nothing: choose another \`alternative\` or case, or check the line with a built example`);
        });
        if (anywhere && c === cases.at(-1)) {
          plan.push(() => {
            if (!shown.has(line.key + joinPath(keys))) {
              fail(line, `${joinPath(keys)}: setting it to ${show(alternative)} changes nothing in any kind of output, so this comparison shows nothing: choose another \`alternative\`, or check the line with a built example`);
            }
          });
        }
      }
    } else if (check.check === 'read' || check.check === 'unset' || check.check === 'rsbuild') {
      for (const c of casesOf(check, job.part.path)) {
        const keys = c.path ? splitPath(c.path)! : job.part.path;
        const project = c.project ?? 'plain';
        const item: Variant = {project, top: c.top ?? {}, lib: c.when ?? {}};
        if (check.check !== 'rsbuild') variants.push(item);
        let stated: unknown;
        if (check.check !== 'unset') {
          try {
            stated = statedValue(spanOf(c), project);
          } catch (error) {
            fail(line, `cannot read the stated value: ${(error as Error).message}`);
            continue;
          }
        }
        const when = c.when || c.top ? ` (with ${show({...c.top, ...c.when})})` : '';
        plan.push(() => {
          const source = check.check === 'rsbuild' ? {config: rsbuildConfig()} : composed(item);
          if (source.error) return fail(line, `${joinPath(keys)}${when}: Rslib refused the probe: ${source.error}`);
          const actual = getPath(source.config, keys);
          const who = check.check === 'rsbuild' ? 'plain Rsbuild applies' : 'Rslib applies';
          if (check.check === 'unset') {
            const empty = actual === undefined || (Array.isArray(actual) && !actual.length) || (typeof actual === 'object' && actual !== null && !Object.keys(actual).length);
            if (!empty) fail(line, `${joinPath(keys)}${when}: the page says it is not set, but ${who} ${show(actual)}`);
          } else if (check.check === 'read' && check.subset ? !subsetEqual(stated, actual) : !deepEqual(actual, stated)) {
            fail(line, `${joinPath(keys)}${when}: the page says ${show(stated)}, ${who} ${show(actual)}`);
          }
        });
      }
    } else if (check.check === 'custom') {
      for (const c of [...EVERYWHERE, ...(check.needs ?? [])]) variants.push({project: c.project ?? 'plain', top: c.top ?? {}, lib: c.when ?? {}});
      plan.push(() => {
        const item = (when: Record<string, unknown> = {}, project: ProjectName = 'plain') => {
          // Items the check did not list in `needs` (a page edit can ask for others) are composed now.
          const variant: Variant = {project, top: {}, lib: when};
          composeAll([variant]);
          return composed(variant);
        };
        const context: CustomContext = {
          item,
          rsbuild: rsbuildConfig,
          get: getPath,
          everywhere: (own) => {
            for (const c of EVERYWHERE) {
              const problem = own(item(c.when), c.when ?? {});
              if (problem) return `${problem} (with ${show(c.when ?? {})})`;
            }
            return null;
          },
        };
        let problem: string | null;
        try {
          problem = check.run(context, spans);
        } catch (error) {
          problem = `the check failed: ${(error as Error).message}`;
        }
        if (problem) fail(line, `${check.says}: ${problem}`);
      });
    } else if (check.check === 'absent' || check.check === 'jsdoc') {
      report.declarations.push({line, part: job.part, check: check.check});
    } else if (check.check === 'unchecked') {
      // Listed with its reason in the ledger; nothing to compare.
    } else if (check.check === 'example') {
      const file = path.join(repoRoot, check.test);
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      if (text === null) fail(line, `DEFAULTS points to ${check.test}, which does not exist`);
      else if (!text.includes(check.name)) fail(line, `DEFAULTS points to "${check.name}" in ${check.test}, which has no such test`);
    }
  }
  // Remarks on plain Rsbuild's default beside Rslib's: "(Rsbuild: `true`)", "(same as Rsbuild)".
  for (const job of jobs) {
    const said = rsbuildRemark(job.line);
    if (said === null) continue;
    plan.push(() => {
      let expected: unknown;
      try {
        expected = parseLiteral(said);
      } catch (error) {
        return fail(job.line, `cannot read the remark on Rsbuild: ${(error as Error).message}`);
      }
      const actual = getPath(rsbuildConfig(), job.part.path);
      // Rsbuild leaves an option unset where its default is `false`.
      if (!deepEqual(actual, expected) && !(expected === false && actual === undefined)) {
        fail(job.line, `${joinPath(job.part.path)}: the page says Rsbuild's default is ${show(expected)}, plain Rsbuild applies ${show(actual)}`);
      }
    });
  }
  composeAll(variants);
  for (const step of plan) step();
  return report;
}

/** The value a default line gives for plain Rsbuild in a remark, if it makes one. */
export function rsbuildRemark(line: RefLine): string | null {
  if (line.kind !== 'default') return null;
  const m = line.text.match(/\(Rsbuild: `([^`]+)`\)|\(Rsbuild's own default is `([^`]+)`\)/);
  if (m) return m[1] ?? m[2];
  return /\bsame as Rsbuild\b/.test(line.text) ? (codeSpans(line.text)[0] ?? null) : null;
}

/**
 * `absent`: the option is optional and its doc comment gives no default but `undefined`.
 * `jsdoc`: its doc comment states the default with the same code spans as the line.
 */
export function checkDeclaredDefault(line: RefLine, check: 'absent' | 'jsdoc', doc: DocAnswer): string | null {
  if (!doc.found) return 'the package declares no such option';
  const norm = (spans: string[]) => [...new Set(spans.map((x) => x.replace(/\s+/g, ' ').replace(/"/g, "'")))].sort().join(' | ');
  if (check === 'absent') {
    if (!doc.optional) return 'the page says the default is `undefined`, but the option is required';
    if (doc.defaultDoc !== undefined && norm(codeSpans(doc.defaultDoc)) !== 'undefined' && doc.defaultDoc !== 'undefined') {
      return `the page says the default is \`undefined\`, the package documents ${doc.defaultDoc}`;
    }
    return null;
  }
  if (doc.defaultDoc === undefined) return 'the package documents no default for the option: check the line another way';
  const page = norm(codeSpans(line.text));
  const declared = norm(codeSpans(doc.defaultDoc));
  return page === declared ? null : `the page states ${page || '(no code)'}, the package documents ${doc.defaultDoc}`;
}

/** Another value of the same kind, to show that the option has an effect at all. */
function flip(value: unknown): unknown {
  if (typeof value === 'boolean') return !value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value).map(([k, v]) => [k, flip(v)] as const);
    return entries.length && entries.every(([, v]) => v !== undefined) ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}
