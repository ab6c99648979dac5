export const UPSTREAM_LIST: string;
export type UpstreamList = Record<string, {sha256: string; ours: string[]}>;
export function readUpstreamList(): UpstreamList;
export function hashOf(file: string): string | null;
export function changedFiles(list?: UpstreamList): {file: string; ours: string[]; expected: string; actual: string | null}[];
