import {fileURLToPath} from 'node:url';
import {defineConfig, type Plugin} from 'vitest/config';

/**
 * The modules only Docusaurus's bundler knows (`@docusaurus/Translate`, `@theme/...`, ...):
 * Vite cannot resolve them, so component tests could not even `vi.mock` them. Here they
 * resolve to a module of their own that fails loudly unless the test mocks it.
 */
const DOCUSAURUS_ALIAS = /^(@theme|@theme-original|@theme-init|@generated)\/|^@docusaurus\/(Translate|Link|Head|router|useDocusaurusContext|useBaseUrl|useIsBrowser|BrowserOnly|isInternalUrl|ExecutionEnvironment|Interpolate|ErrorBoundary|Noop|useRouteContext|useGlobalData)$/;
const VIRTUAL = 'virtual:docusaurus-alias/';
function docusaurusAliases(): Plugin {
  return {
    name: 'docusaurus-aliases-for-tests',
    enforce: 'pre',
    resolveId(id) {
      return DOCUSAURUS_ALIAS.test(id) ? VIRTUAL + id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const name = JSON.stringify(id.slice(VIRTUAL.length));
      return `throw new Error(${name} + " is a Docusaurus alias: mock it in the test with vi.mock(" + ${name} + ", () => ...)");`;
    },
  };
}

export default defineConfig({
  plugins: [docusaurusAliases()],
  resolve: {
    // `@site/...` as Docusaurus resolves it: the repository root.
    alias: [{find: /^@site\//, replacement: fileURLToPath(new URL('./', import.meta.url))}],
  },
  // tsconfig.json keeps JSX as written (`jsx: preserve`, for Docusaurus's own loader); the
  // component tests (src/**/*.test.tsx) need it compiled, with React's automatic runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
