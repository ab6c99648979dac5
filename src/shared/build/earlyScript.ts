// Inline scripts that run before the first paint, from functions that are also unit-tested and
// called from the bundle. A function is serialised with `Function.prototype.toString`, so it must
// be self-contained (no imports, no outer variables) and written in plain ES5.
import type {Plugin} from '@docusaurus/types';

/**
 * The source of a call of `fn`, guarded so that a failure leaves the page as the server sent it.
 * `args` are JavaScript expressions, written into the call as they are (`window`, `location.search`).
 */
export function earlyCall(fn: (...args: never[]) => unknown, ...args: string[]): string {
  return `try{(${fn.toString()})(${args.join(',')})}catch(e){}`;
}

/** The `injectHtmlTags` of a plugin that puts `code` in an inline script at the start of `<body>`, after Docusaurus's theme script. */
export function earlyScriptTags(code: string): NonNullable<Plugin['injectHtmlTags']> {
  return () => ({preBodyTags: [{tagName: 'script', innerHTML: code}]});
}

/** A plugin that only puts `code` in an inline script at the start of `<body>` (`earlyScriptTags`). */
export function earlyScriptPlugin(name: string, code: string): () => Plugin {
  return () => ({name, injectHtmlTags: earlyScriptTags(code)});
}
