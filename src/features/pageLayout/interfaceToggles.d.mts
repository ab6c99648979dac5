export function partsHiddenByQuery(search: string): string[];
export function markPartsHiddenByQuery(root: HTMLElement, search: string, hiddenByQuery: (search: string) => string[]): void;
