import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Fence} from '../../shared/utils/snippets.mjs';
export function markedBlocks(siteDir: string): Fence[];
export default function codeTypesPlugin(context: LoadContext): Plugin;
