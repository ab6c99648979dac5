// Every option that the installed @rslib/core declares has its reference page, in both
// languages and in the config sidebar. A dependency bump that adds an option fails here until
// the option is documented.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';

const root = path.resolve(import.meta.dirname, '../..');
const zhDocs = 'i18n/zh/docusaurus-plugin-content-docs/current';

/** The property names of the config types, read with the TypeScript checker. */
function declaredOptions() {
  // Inside the repo so that the packages resolve; the cache folder may not exist on a fresh clone.
  fs.mkdirSync(path.join(root, 'node_modules/.cache'), {recursive: true});
  const dir = fs.mkdtempSync(path.join(root, 'node_modules/.cache/coverage-'));
  try {
    const file = path.join(dir, 'probe.ts');
    fs.writeFileSync(
      file,
      "import type {LibConfig, RslibConfig} from '@rslib/core';\n" +
        "import type {EnvironmentConfig} from '@rsbuild/core';\n" +
        'export type Probe = [LibConfig, RslibConfig, EnvironmentConfig];\n',
    );
    const program = ts.createProgram([file], {
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const probe = program.getSourceFile(file)!;
    const alias = probe.statements.find(ts.isTypeAliasDeclaration)!;
    const tuple = checker.getTypeAtLocation(alias.name) as ts.TupleTypeReference;
    // Names with a leading underscore are Rsbuild internals, not options for users.
    const [lib, rslib, environment] = checker.getTypeArguments(tuple).map((t) =>
      checker
        .getPropertiesOfType(t)
        .map((p) => p.getName())
        .filter((name) => !name.startsWith('_')),
    );
    return {lib, rslib, environment};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function docIds(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const entry = item as {type?: string; id?: string; items?: unknown; link?: {type?: string; id?: string}};
    return [
      ...(entry.type === 'doc' && entry.id ? [entry.id] : []),
      ...(entry.link?.type === 'doc' && entry.link.id ? [entry.link.id] : []),
      ...docIds(entry.items),
    ];
  });
}

let options: ReturnType<typeof declaredOptions>;
beforeAll(() => {
  options = declaredOptions();
}, 60_000);

/** Options of a `lib` item that Rsbuild does not have: documented under /config/lib/. */
const libPages = () => options.lib.filter((name) => !options.environment.includes(name)).map((name) => [name, `config/lib/${kebab(name)}`]);
/**
 * Top-level options that come from Rsbuild: each has a page under /config/rsbuild/, or a section
 * of its own (a heading with the option's id) on the Rsbuild overview page.
 */
const rsbuildPages = () =>
  options.rslib
    .filter((name) => options.environment.includes(name) || (name !== 'lib' && !options.lib.includes(name)))
    .map((name) => [name, `config/rsbuild/${kebab(name)}`]);

describe('config reference coverage', () => {
  it('reads the options from the installed types', () => {
    // A handful that must be there; if these are missing, the reading is broken, not the docs.
    expect(options.lib).toEqual(expect.arrayContaining(['format', 'bundle', 'dts', 'umdName', 'source', 'output']));
    expect(options.rslib).toEqual(expect.arrayContaining(['lib', 'format', 'source', 'output', 'plugins', 'logLevel']));
    expect(options.environment).toEqual(expect.arrayContaining(['source', 'output']));
    expect(options.environment).not.toContain('format');
  });

  it('has an English and a Chinese page for every option of a lib item', () => {
    const missing = libPages().flatMap(([name, page]) =>
      [`docs/${page}.mdx`, `${zhDocs}/${page}.mdx`].filter((f) => !fs.existsSync(path.join(root, f))).map((f) => `${name}: ${f}`),
    );
    expect(missing).toEqual([]);
  });

  it('documents every top-level option from Rsbuild in English and Chinese', () => {
    const overview = (dir: string) => fs.readFileSync(path.join(root, dir, 'config/rsbuild/index.mdx'), 'utf8');
    const missing = rsbuildPages().flatMap(([name, page]) =>
      ['docs', zhDocs]
        .filter((dir) => !fs.existsSync(path.join(root, dir, `${page}.mdx`)))
        .filter((dir) => !new RegExp(`^#{2,4} .*\\{#${kebab(name)}\\}\\s*$`, 'm').test(overview(dir)))
        .map((dir) => `${name}: no ${dir}/${page}.mdx and no {#${kebab(name)}} section on ${dir}/config/rsbuild/index.mdx`),
    );
    expect(missing).toEqual([]);
  });

  it('lists every option page in the config sidebar', () => {
    const listed = new Set(docIds(sidebars.config));
    const pages = [...libPages(), ...rsbuildPages()].map(([, page]) => page).filter((page) => fs.existsSync(path.join(root, 'docs', `${page}.mdx`)));
    const unlisted = pages.filter((page) => !listed.has(page));
    expect(unlisted).toEqual([]);
    expect(listed.has('config/lib/index')).toBe(true);
  });
});
