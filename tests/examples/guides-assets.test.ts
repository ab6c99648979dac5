import {expect, test} from 'vitest';
import {buildProject, describeExample, runNode} from './harness';

// ---------------------------------------------------------------------------------------------
// guide/advanced/env-vars

describeExample(
  {
    page: 'guide/advanced/env-vars',
    block: 'env-formats',
    files: {
      'src/index.ts':
        'export function getMode(): string {\n  return import.meta.env.MODE;\n}\n\n' +
        "export function isProduction(): boolean {\n  return process.env.NODE_ENV === 'production';\n}\n",
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    const esm = out.read('dist/index.js');
    const cjs = out.read('dist/index.cjs');
    // ESM: both lookups stay as written.
    expect(esm).toContain('import.meta.env.MODE');
    expect(esm).toContain('process.env.NODE_ENV');
    // CJS: no live import.meta.env access is left; it became `(void 0).MODE`.
    expect(cjs).not.toContain('import.meta');
    expect(cjs).toContain('(void 0).MODE');
    expect(cjs).toContain('process.env.NODE_ENV');
    // ...which throws when called.
    const printed = runNode(
      out.dir,
      "try { require('./dist/index.cjs').getMode(); console.log('no error'); } catch (e) { console.log(e.constructor.name + ': ' + e.message); }",
      'commonjs',
    );
    expect(printed).toContain("TypeError: Cannot read properties of undefined (reading 'MODE')");
  },
);

describeExample(
  {
    page: 'guide/advanced/env-vars',
    block: 'define-values',
    files: {
      'src/index.ts':
        'declare const __LIB_VERSION__: string;\n\n' +
        'export const version = __LIB_VERSION__;\n' +
        'export const channel = import.meta.env.ACME_CHANNEL;\n' +
        "export const debug = process.env.ACME_DEBUG === '1';\n",
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    for (const file of ['dist/index.js', 'dist/index.cjs']) {
      const code = out.read(file);
      expect(code).toContain('const version = "2.3.0"');
      expect(code).toContain('const channel = "stable"');
      expect(code).toContain('const debug = false');
      expect(code).not.toContain('ACME_CHANNEL');
      expect(code).not.toContain('ACME_DEBUG');
    }
  },
);

describeExample(
  {
    page: 'guide/advanced/env-vars',
    block: 'public-env-file',
    files: {
      '.env': 'PUBLIC_API_URL=https://api.example.com\nSECRET_TOKEN=s3cr3t\n',
      'src/index.ts':
        'export const apiUrl = process.env.PUBLIC_API_URL;\n' +
        'export const apiUrlFromMeta = import.meta.env.PUBLIC_API_URL;\n' +
        'export const token = process.env.SECRET_TOKEN;\n',
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    const esm = out.read('dist/index.js');
    expect(esm).toContain('const apiUrl = "https://api.example.com"');
    expect(esm).toContain('const apiUrlFromMeta = "https://api.example.com"');
    // Without the PUBLIC_ prefix the variable is not inlined.
    expect(esm).toContain('const token = process.env.SECRET_TOKEN');
    expect(esm).not.toContain('s3cr3t');
  },
);


// ---------------------------------------------------------------------------------------------
// guide/advanced/json-files

const jsonData = {
  'src/locales.json':
    '{\n  "en": { "greeting": "Hello" },\n  "fr": { "greeting": "Bonjour" },\n  "de": { "greeting": "Hallo" }\n}\n',
  'src/meta.json':
    '{\n  "name": "acme-colors",\n  "palette": ["#ff5e00", "#0077ff"],\n  "internalNotes": "never shipped"\n}\n',
};
const jsonDefaultAndNamed =
  "import locales from './locales.json';\nimport { palette } from './meta.json';\n\n" +
  'export const greeting = locales.en.greeting;\nexport const brandColor = palette[0];\n';

describeExample(
  {page: 'guide/advanced/json-files', block: 'json-bundle', files: {...jsonData, 'src/index.ts': jsonDefaultAndNamed}},
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/index.js']);
    const code = out.read('dist/index.js');
    expect(code).not.toContain('.json');
    expect(code).toContain('"Hello"');
    expect(code).toContain('"#ff5e00"');
    // Unused keys and array items are dropped.
    for (const gone of ['Bonjour', 'Hallo', 'acme-colors', '#0077ff', 'never shipped']) expect(code).not.toContain(gone);
  },
);

describeExample(
  {page: 'guide/advanced/json-files', block: 'json-bundleless', files: {...jsonData, 'src/index.ts': jsonDefaultAndNamed}},
  (out) => {
    expect(out.ok).toBe(true);
    for (const f of ['dist/index.js', 'dist/locales.js', 'dist/meta.js', 'dist/index.cjs', 'dist/locales.cjs', 'dist/meta.cjs']) {
      expect(out.files()).toContain(f);
    }
    const meta = out.read('dist/meta.js');
    expect(meta).toContain('JSON.parse(');
    expect(meta).toContain('never shipped');
    expect(meta).toContain('export default meta_namespaceObject');
    expect(meta).toContain('name_0 as name');
    expect(out.read('dist/index.js')).toContain('import locales from "./locales.js"');
    // ESM output runs; the CJS default import reads undefined.
    expect(runNode(out.dir, "import('./dist/index.js').then((m) => console.log(m.greeting, m.brandColor));", 'commonjs')).toContain(
      'Hello #ff5e00',
    );
    expect(
      runNode(out.dir, "try { require('./dist/index.cjs'); console.log('loaded'); } catch (e) { console.log(e.message); }", 'commonjs'),
    ).toContain("Cannot read properties of undefined (reading 'en')");
  },
);

describeExample(
  {
    page: 'guide/advanced/json-files',
    block: 'json-bundleless',
    files: {
      ...jsonData,
      'src/index.ts':
        "import { en } from './locales.json';\nimport { palette } from './meta.json';\n\n" +
        'export const greeting = en.greeting;\nexport const brandColor = palette[0];\n',
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    // Named imports work in the CJS build too.
    expect(
      runNode(out.dir, "const m = require('./dist/index.cjs'); console.log(m.greeting, m.brandColor);", 'commonjs'),
    ).toContain('Hello #ff5e00');
  },
);

describeExample(
  {
    page: 'guide/advanced/json-files',
    block: 'json-as-is',
    files: {
      ...jsonData,
      'src/index.ts':
        "import locales from './locales.json' with { type: 'json' };\n\nexport const greeting = locales.en.greeting;\n",
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/index.js', 'dist/locales.json', 'dist/meta.json']);
    expect(out.read('dist/locales.json')).toBe(jsonData['src/locales.json']);
    expect(out.read('dist/index.js')).toContain('from "./locales.json" with');
    expect(runNode(out.dir, "import('./dist/index.js').then((m) => console.log(m.greeting));", 'commonjs')).toContain('Hello');
  },
);

// ---------------------------------------------------------------------------------------------
// guide/advanced/svgr-files

const reactPackage = {name: 'example', version: '1.0.0', type: 'module', peerDependencies: {react: '^19.0.0'}};
const icons = {
  'src/icons/close.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor"/></svg>\n',
  'src/icons/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>\n',
};
const closeButton = (imports: string, extra = '') =>
  `${imports}\n\nexport function CloseButton() {\n  return (\n    <button type="button" aria-label="Close">\n` +
  '      <CloseIcon width={16} height={16} />\n    </button>\n  );\n}\n' +
  extra;
const queryImports = "import CloseIcon from './icons/close.svg?react';\nimport logoUrl from './icons/logo.svg';";

describeExample(
  {
    page: 'guide/advanced/svgr-files',
    block: 'svgr-bundle',
    packageJson: reactPackage,
    files: {...icons, 'src/index.tsx': closeButton(queryImports, '\nexport const logo = logoUrl;\n')},
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/index.js', 'dist/static/svg/logo.svg']);
    const code = out.read('dist/index.js');
    expect(code).toContain('const SvgClose = (props)=>');
    expect(code).toContain('d: "m6 6 12 12m0-12L6 18"');
    expect(code).toContain('import logo_namespaceObject from "./static/svg/logo.svg"');
    expect(code).toContain('from "react/jsx-runtime"');
  },
);

describeExample(
  {
    page: 'guide/advanced/svgr-files',
    block: 'svgr-bundleless-query',
    packageJson: reactPackage,
    files: {...icons, 'src/index.tsx': closeButton(queryImports, '\nexport const logo = logoUrl;\n')},
  },
  (out) => {
    expect(out.ok).toBe(true);
    // The ?react query is lost: the module that replaces close.svg exports the URL, not a component.
    const close = out.read('dist/icons/close.js');
    expect(close).toContain('import close_namespaceObject from "../static/svg/close.svg"');
    expect(close).toContain('export default close_namespaceObject');
    expect(close).not.toContain('jsx');
    expect(out.read('dist/index.js')).toContain('import icons_close from "./icons/close.js"');
    expect(out.read('dist/index.js')).not.toContain('?react');
  },
);

describeExample(
  {
    page: 'guide/advanced/svgr-files',
    block: 'svgr-bundleless-default',
    packageJson: reactPackage,
    files: {...icons, 'src/index.tsx': closeButton("import CloseIcon from './icons/close.svg';")},
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/icons/close.js', 'dist/icons/logo.js', 'dist/index.js']);
    const close = out.read('dist/icons/close.js');
    expect(close).toContain('const SvgClose = (props)=>');
    expect(close).toContain('export default icons_close');
    expect(out.read('dist/icons/logo.js')).toContain('const SvgLogo');
    expect(out.read('dist/index.js')).toContain('import icons_close from "./icons/close.js"');
  },
);

describeExample(
  {
    page: 'guide/advanced/svgr-files',
    block: 'svgr-bundleless-mixed',
    packageJson: reactPackage,
    files: {
      ...icons,
      'src/index.tsx': closeButton(
        "import { ReactComponent as CloseIcon } from './icons/close.svg';\nimport logoUrl from './icons/logo.svg';",
        '\nexport const logo = logoUrl;\n',
      ),
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files()).toEqual(expect.arrayContaining(['dist/static/svg/close.svg', 'dist/static/svg/logo.svg']));
    const close = out.read('dist/icons/close.js');
    expect(close).toContain('import __rslib_svgr_url__0__ from "../static/svg/close.svg"');
    expect(close).toContain('export default icons_close');
    expect(close).toContain('export { SvgClose as ReactComponent }');
    const index = out.read('dist/index.js');
    expect(index).toContain('import { ReactComponent } from "./icons/close.js"');
    expect(index).toContain('import logo from "./icons/logo.js"');
  },
);

// ---------------------------------------------------------------------------------------------
// guide/advanced/css

describeExample(
  {
    page: 'guide/advanced/css',
    block: 'css-inline-raw',
    files: {
      'src/tooltip.css': '.tooltip {\n  user-select: none;\n\n  & .arrow {\n    color: gray;\n  }\n}\n',
      'src/index.ts':
        "import compiledCss from './tooltip.css?inline';\nimport sourceCss from './tooltip.css?raw';\n\n" +
        'export const tooltipStyles = compiledCss;\nexport const tooltipSource = sourceCss;\n',
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/index.js']);
    const printed = runNode(
      out.dir,
      "import('./dist/index.js').then((m) => console.log(JSON.stringify([m.tooltipStyles, m.tooltipSource])));",
      'commonjs',
    );
    const [styles, source] = JSON.parse(printed) as [string, string];
    expect(styles).toBe('.tooltip {\n  -webkit-user-select: none;\n  user-select: none;\n}\n\n.tooltip .arrow {\n  color: gray;\n}\n');
    expect(source).toBe('.tooltip {\n  user-select: none;\n\n  & .arrow {\n    color: gray;\n  }\n}\n');
  },
);

// A stand-in for the real modern-normalize package, written into the example's node_modules.
const normalizeFiles = {
  'node_modules/modern-normalize/package.json':
    '{"name":"modern-normalize","version":"3.0.1","main":"modern-normalize.css","style":"modern-normalize.css"}\n',
  'node_modules/modern-normalize/modern-normalize.css': '/*! modern-normalize */\n*, ::before, ::after {\n  box-sizing: border-box;\n}\n',
  'src/card.css': '.acme-card {\n  padding: 8px;\n}\n',
  'src/index.ts': "import 'modern-normalize/modern-normalize.css';\nimport './card.css';\n\nexport const cardClass = 'acme-card';\n",
};

describeExample(
  {
    page: 'guide/advanced/css',
    block: 'css-node-modules',
    packageJson: {name: 'example', version: '1.0.0', type: 'module', devDependencies: {'modern-normalize': '^3.0.1'}},
    files: normalizeFiles,
  },
  (out) => {
    expect(out.ok).toBe(true);
    // Only a devDependency: bundled into index.css, before the library's own rules.
    const css = out.read('dist/index.css');
    expect(css).toContain('box-sizing: border-box');
    expect(css.indexOf('box-sizing')).toBeLessThan(css.indexOf('.acme-card'));
    expect(out.read('dist/index.js')).not.toContain('modern-normalize');
  },
);

describeExample(
  {
    page: 'guide/advanced/css',
    block: 'css-node-modules',
    packageJson: {name: 'example', version: '1.0.0', type: 'module', peerDependencies: {'modern-normalize': '^3.0.1'}},
    files: normalizeFiles,
  },
  (out) => {
    expect(out.ok).toBe(true);
    // A peer dependency: left external in the JavaScript, absent from index.css.
    expect(out.read('dist/index.js')).toContain('import "modern-normalize/modern-normalize.css";');
    expect(out.read('dist/index.css')).not.toContain('box-sizing');
    expect(out.read('dist/index.css')).toContain('.acme-card');
  },
);

describeExample(
  {
    page: 'guide/advanced/css',
    block: 'css-node-modules',
    packageJson: {name: 'example', version: '1.0.0', type: 'module', peerDependencies: {'modern-normalize': '^3.0.1'}},
    files: {
      ...normalizeFiles,
      'src/card.css': "@import 'modern-normalize';\n\n.acme-card {\n  padding: 8px;\n}\n",
      'src/index.ts': "import './card.css';\n\nexport const cardClass = 'acme-card';\n",
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    // An @import in CSS is inlined even though the package is a peer dependency.
    expect(out.read('dist/index.css')).toContain('box-sizing: border-box');
    expect(out.read('dist/index.js')).not.toContain('modern-normalize');
  },
);

// ---------------------------------------------------------------------------------------------
// guide/advanced/assets: new URL(..., import.meta.url)

const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg"/>\n';
const logoSource = "export const logoUrl = new URL('./assets/logo.svg', import.meta.url).href;\n";

describeExample(
  {page: 'guide/advanced/assets', block: 'new-url-formats', files: {'src/assets/logo.svg': logoSvg, 'src/index.ts': logoSource}},
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/index.cjs', 'dist/index.js', 'dist/static/svg/logo.svg']);
    // ESM: the path is rewritten to the emitted file.
    expect(out.read('dist/index.js')).toContain('new URL("./static/svg/logo.svg", import.meta.url)');
    // CJS: the path is left alone, import.meta.url is shimmed, and dist/assets/logo.svg does not exist.
    const cjs = out.read('dist/index.cjs');
    expect(cjs).toContain("new URL('./assets/logo.svg', __rslib_import_meta_url__)");
    expect(cjs).not.toContain('import.meta');
    expect(out.exists('dist/assets/logo.svg')).toBe(false);
    // The ESM URL points at a real file.
    expect(
      runNode(out.dir, "import('./dist/index.js').then((m) => console.log(require('node:fs').existsSync(new URL(m.logoUrl))));", 'commonjs'),
    ).toContain('true');
  },
);

describeExample(
  {
    page: 'guide/advanced/assets',
    block: 'new-url-bundleless',
    files: {
      'src/assets/logo.svg': logoSvg,
      'src/index.ts': logoSource,
      'src/widgets/badge.ts': "export const badgeIcon = new URL('../assets/logo.svg', import.meta.url).href;\n",
    },
  },
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual([
      'dist/index.js',
      'dist/static/svg/logo.svg',
      'dist/widgets/badge.js',
    ]);
    expect(out.read('dist/index.js')).toContain('new URL("./static/svg/logo.svg", import.meta.url)');
    const badge = out.read('dist/widgets/badge.js');
    expect(badge).toContain('new URL("../static/svg/logo.svg", import.meta.url)');
    expect(badge).not.toContain('import ');
  },
);

describeExample(
  {page: 'guide/advanced/assets', block: 'new-url-opt-out', files: {'src/assets/logo.svg': logoSvg, 'src/index.ts': logoSource}},
  (out) => {
    expect(out.ok).toBe(true);
    expect(out.files().filter((f) => f.startsWith('dist/'))).toEqual(['dist/assets/logo.svg', 'dist/index.js']);
    expect(out.read('dist/index.js')).toContain("new URL('./assets/logo.svg', import.meta.url)");
    expect(
      runNode(out.dir, "import('./dist/index.js').then((m) => console.log(require('node:fs').existsSync(new URL(m.logoUrl))));", 'commonjs'),
    ).toContain('true');
  },
);

// Statements of the assets page that have no config block of their own: built from an inline config.
test('guide/advanced/assets: tools.rspack module.parser.javascript.url = false does not opt out', async () => {
  const out = await buildProject('guides-assets-parser-url-false', {
    'src/assets/logo.svg': logoSvg,
    'src/index.ts': logoSource,
    'rslib.config.ts':
      "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm' }],\n" +
      '  tools: { rspack: { module: { parser: { javascript: { url: false } } } } },\n});\n',
  });
  expect(out.ok).toBe(true);
  expect(out.read('dist/index.js')).toContain('new URL("./static/svg/logo.svg", import.meta.url)');
  expect(out.exists('dist/static/svg/logo.svg')).toBe(true);
});

test('guide/advanced/assets: bundleless default entry adds a module for the referenced file', async () => {
  const out = await buildProject('guides-assets-new-url-default-entry', {
    'src/assets/logo.svg': logoSvg,
    'src/widgets/badge.ts': "export const badgeIcon = new URL('../assets/logo.svg', import.meta.url).href;\n",
    'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm', bundle: false }],\n});\n",
  });
  expect(out.ok).toBe(true);
  expect(out.exists('dist/assets/logo.js')).toBe(true);
  expect(out.read('dist/widgets/badge.js')).toContain('import "../assets/logo.js";');
});

test('guide/advanced/assets: a new URL() to a missing file fails the build', async () => {
  const out = await buildProject('guides-assets-new-url-missing', {
    'src/index.ts': "export const missing = new URL('./assets/missing.png', import.meta.url);\n",
    'rslib.config.ts': "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm' }],\n});\n",
  });
  expect(out.ok).toBe(false);
});
