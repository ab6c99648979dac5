// What the client bundle takes from `tslib`, instead of all of it (about 3 KB compressed on
// every page). `@docusaurus/utils-common` requires tslib as CommonJS, which keeps the bundler from
// dropping the helpers nobody calls; it calls one. plugin.ts points `tslib` here in the client
// build and stops the build when a bundled module calls a helper this file lacks.

/** tslib's `__importDefault`: a CommonJS module seen as an ES module with a default export. */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
