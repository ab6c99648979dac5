export function normalizeAppearance(win: Window, darkModeEnabled: boolean): void;
