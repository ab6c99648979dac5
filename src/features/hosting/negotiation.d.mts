type HeaderValue = string | string[] | undefined;
export function acceptedEncodings(header: HeaderValue): Map<string, number>;
export function chooseEncoding(header: HeaderValue, available: readonly string[]): string | null;
export function parseRange(header: HeaderValue, size: number): {kind: 'none'} | {kind: 'unsatisfiable'} | {kind: 'range'; start: number; end: number};
export function parseEntityTags(header: HeaderValue): '*' | {weak: boolean; tag: string}[];
export function etagMatches(header: HeaderValue, etag: string, comparison: 'strong' | 'weak'): boolean;
export function httpDateSeconds(header: HeaderValue): number | null;
