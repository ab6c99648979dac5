import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

/** The plugin's options, plus the pages that summarise others and so weigh less in the ranking. */
export interface SearchIndexOptions extends PluginOptions {
  summaryPages?: Array<string | RegExp>;
}

export const MANIFEST_FILE: string;
export const CODE_MARK: string;
export function parseWithCode<T extends {sections: Array<{content: string}>}>($: unknown, parse: ($: unknown) => T): T;
export const SUMMARY_WEIGHT: number;
export interface SynonymRule {
  from: string[];
  to: string[];
}
export function synonymRules(data: unknown): SynonymRule[];
export const TERMS_FILE: string;
export function siteSynonymRules(siteDir: string, options?: {synonymsFile?: string; warn?: (message: string) => void}): SynonymRule[];
export function shapeSearchIndex(
  pluginIndex: Array<{documents?: Array<Record<string, unknown>>; [key: string]: unknown}>,
  options?: {synonyms?: SynonymRule[]; summaryPages?: Array<string | RegExp>},
): Array<{documents: Array<Record<string, unknown>>; synonyms?: SynonymRule[]}>;
export function documentsWithoutIndex(allDocuments: Array<unknown[] | undefined>): {documents: unknown[]; index: null}[];
export function indexFileName(content: string): string;
export function writeSearchIndexes(outDir: string, options: {synonyms?: SynonymRule[]; summaryPages?: Array<string | RegExp>}): string[];
declare function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin;
export default searchIndexPlugin;
export function validateOptions(context: OptionValidationContext<SearchIndexOptions, SearchIndexOptions>): SearchIndexOptions;
