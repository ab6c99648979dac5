export function markPathLocale(root: HTMLElement, pathname: string, locales: readonly string[], defaultLocale: string): void;
