export function partsHiddenByQuery(search: string): string[];
export function markPartsHiddenByQuery(root: HTMLElement, search: string, hiddenByQuery: (search: string) => string[]): void;
export function normalizeAppearance(win: Window, darkModeEnabled: boolean): void;
export function markPathLocale(root: HTMLElement, pathname: string, locales: readonly string[], defaultLocale: string): void;
