export const TERMS_BLOCK: string;
export function fencedLines(markdown: string, tag: string): string[];
export function regexSpellings(source: string): string[] | null;
export function formSpellings(form: string): string[] | null;
export function settledTerms(use: string): string[];
export function termsSynonymRules(markdown: string): {rules: Array<{from: string[]; to: string[]}>; skipped: string[]};
