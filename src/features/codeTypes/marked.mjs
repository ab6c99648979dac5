// Which fenced blocks ask for types: the word `twoslash` in the meta of a JS or TS block. Its own
// module, without the compiler, so the browser tests' fixtures can read pages the same way.
const LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx', 'mts', 'cts', 'typescript', 'javascript']);

/** @param {{type: string, lang?: string | null, meta?: string | null}} node */
export function wantsTypes(node) {
  return node.type === 'code' && LANGUAGES.has(node.lang ?? '') && /(^|\s)twoslash(\s|$)/.test(node.meta ?? '');
}
