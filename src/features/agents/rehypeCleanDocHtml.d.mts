export default function rehypeCleanDocHtml(options?: {siteUrl?: string}): (tree: unknown) => void;
export function codeText(code: unknown): string;
export function remarkCodeFenceMeta(): (tree: unknown) => void;
