export function wantsTypes(node: {type: string; lang?: string | null; meta?: string | null}): boolean;
