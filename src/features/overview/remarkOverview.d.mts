export const OVERVIEW_COMPONENT: string;
export function insertOverview(tree: {children: unknown[]}, dataModule: string): void;
export default function remarkOverview(): (tree: {children: unknown[]}, file: {path?: string; data: {frontMatter?: Record<string, unknown>}}) => void;
