// Rspack loader for Docusaurus's route registry (`.docusaurus/registry.js`). Each entry is
// `"name": [() => import(/* webpackChunkName: "name" */ "path"), "path", require.resolveWeak("path")]`.
// The browser uses the loader and the weak id. The second item is what the server's render reports
// to react-loadable for each route component a page uses, and the page template lists the scripts
// of what was reported (Docusaurus's `it.scripts`). So:
// - in the server build it becomes the chunk's name: the client manifest knows chunks by name, not
//   by module path, and with paths a page listed only the start-up bundles, which then requested
//   the page's own chunks while starting, a round trip later (options.reportAs names the cache
//   group that took a chunk's modules);
// - in the client build it becomes "": the browser never reads it, and the paths were about
//   0.75 KB compressed of every page's start-up bundle.

const ENTRY = /("([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("(?:[^"\\]|\\.)*")\), )\3,/g;

/**
 * The registry with each entry's module path replaced: by its chunk's name (or the name
 * `reportAs` gives it) when `reportChunkNames`, else by "". Throws when an entry does not have the
 * expected shape (or there is none): Docusaurus has changed how it writes the registry.
 * @param {string} source
 * @param {{reportChunkNames?: boolean, reportAs?: Record<string, string>}} [options]
 * @returns {string}
 */
function rewriteRegistry(source, {reportChunkNames = false, reportAs = {}} = {}) {
  let count = 0;
  const result = source.replace(ENTRY, (_match, head, name) => {
    count += 1;
    return `${head}${JSON.stringify(reportChunkNames ? (reportAs[name] ?? name) : '')},`;
  });
  if (count === 0 || count !== source.split('require.resolveWeak(').length - 1) {
    throw new Error(
      'registryLoader: an entry of .docusaurus/registry.js is not `"name": [() => import(/* webpackChunkName: "name" */ "path"), "path", require.resolveWeak("path")]`. ' +
        "Docusaurus's registry changed: re-check @docusaurus/core/lib/server/codegen/codegenRoutes.js and src/features/performance/registryLoader.cjs.",
    );
  }
  return result;
}

/** @this {{getOptions(): {reportChunkNames?: boolean, reportAs?: Record<string, string>}}} @param {string} source */
module.exports = function registryLoader(source) {
  return rewriteRegistry(source, this.getOptions());
};
module.exports.rewriteRegistry = rewriteRegistry;
