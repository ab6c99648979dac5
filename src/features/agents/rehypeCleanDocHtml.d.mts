export default function rehypeCleanDocHtml(options?: {siteUrl?: string}): (tree: unknown) => void;
