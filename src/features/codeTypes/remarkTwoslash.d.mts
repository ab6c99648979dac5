export const TWOSLASH_PROP: string;
export {wantsTypes} from './marked.mjs';
export default function remarkTwoslash(): (tree: unknown, file: {path?: string}) => Promise<void>;
export function errorLine(node: {value: string; position?: {start: {line: number}}}, error: unknown): number;
