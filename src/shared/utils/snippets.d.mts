export const SNIPPET_COMPILER_OPTIONS: Record<string, unknown>;
export const DOC_DIRS: string[];
export function markdownFiles(target: string): string[];
export interface ConfigSnippet {
  /** The code inside the fence. */
  code: string;
  /** `ts` for rslib.config.ts, `mts` for rslib.config.mts. */
  ext: 'ts' | 'mts';
  /** 1-based line of the opening fence. */
  line: number;
  /** The id of `build="id"` in the meta line: the example suite builds this block. */
  build?: string;
}
export interface Fence {
  lang: string;
  meta: string;
  /** The code inside the fence, without the fence's indentation. */
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}
export function extractFences(markdown: string): Fence[];
export function extractConfigSnippets(markdown: string): ConfigSnippet[];
