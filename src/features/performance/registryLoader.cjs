// Rspack loader for Docusaurus's route registry (`.docusaurus/registry.js`) in the client bundle.
// Each entry is `[load, modulePath, require.resolveWeak(modulePath)]`: the browser uses the
// loader and the weak id, while the module path only tells the server's render which modules a
// page used (react-loadable's `modules`, collected by `Loadable.Capture` during SSG). In the start-up
// bundle of every page those paths were about 0.75 KB compressed. The server's bundle keeps them.

/** An entry's module path as Docusaurus writes it: the second item, before `require.resolveWeak`. */
const MODULE_PATH = /(import\(\/\*[^*]*\*\/ ("(?:[^"\\]|\\.)*")\)), \2, (require\.resolveWeak\(\2\))/g;

/**
 * The registry with an empty string for each entry's module path. Throws when an entry does not
 * have the expected shape (or there is none): Docusaurus has changed how it writes the registry.
 * @param {string} source
 * @returns {string}
 */
function withoutModulePaths(source) {
  let count = 0;
  const result = source.replace(MODULE_PATH, (_match, load, _path, weak) => {
    count += 1;
    return `${load}, "", ${weak}`;
  });
  const entries = source.split('require.resolveWeak(').length - 1;
  if (count === 0 || count !== entries) {
    throw new Error(
      'registryLoader: an entry of .docusaurus/registry.js is not `[() => import("path"), "path", require.resolveWeak("path")]`. ' +
        "Docusaurus's registry changed: re-check @docusaurus/core/lib/server/codegen/codegenRoutes.js and src/features/performance/registryLoader.cjs.",
    );
  }
  return result;
}

module.exports = withoutModulePaths;
module.exports.withoutModulePaths = withoutModulePaths;
