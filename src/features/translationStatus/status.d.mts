export interface SourceRecord {
  /** SHA-256 of the normalised English text. */
  hash: string;
  /** Git blob id of the English file as it was. */
  blob: string;
}
export type PageState = 'up-to-date' | 'outdated' | 'missing' | 'orphan' | 'english-only' | 'fixture';
export interface PageStatus {
  page: string;
  state: PageState;
  reason?: 'changed' | 'unrecorded' | 'english-only-folder';
  recordedAs?: string;
  recorded?: SourceRecord;
  movedTo?: string;
  movedFrom?: string;
}
export interface Sources {
  english: Map<string, SourceRecord>;
  chinese: Set<string>;
  records: Record<string, SourceRecord>;
}
export interface Folders {
  englishOnly: string[];
  fixtures: string[];
}
export const LOCK_VERSION: number;
export function normaliseSource(text: string): string;
export function sourceHash(text: string): string;
export function gitBlobId(content: string | Uint8Array): string;
export function parseLock(text: string | null | undefined): {records: Record<string, SourceRecord>; problems: string[]};
export function serializeLock(records: Record<string, SourceRecord>): string;
export function pageStatuses(sources: Sources, folders: Folders): {pages: PageStatus[]; staleRecords: string[]};
export function markPages(
  sources: Sources,
  folders: Folders,
  pages: string[],
): {records: Record<string, SourceRecord>; marked: string[]; refused: {page: string; why: string}[]};
export function markAll(sources: Sources, folders: Folders): Record<string, SourceRecord>;
export function resolvePage(input: string, known: Iterable<string>, dirs: {englishDir: string; chineseDir: string; locale: string}): string | null;
