import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

export interface SerializedSearchIndex {
  documents: unknown[];
  index: {
    fieldVectors: [string, number[]][];
    invertedIndex: [string, Record<string, unknown>][];
    [key: string]: unknown;
  };
}

export function trimSearchIndex(searchIndex: SerializedSearchIndex[]): SerializedSearchIndex[];
declare function searchIndexPlugin(context: LoadContext, options: PluginOptions): Plugin;
export default searchIndexPlugin;
export const validateOptions: unknown;
