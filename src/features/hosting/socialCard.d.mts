export const SOCIAL_CARD: {width: number; height: number};
export function socialCardFile(locale: string): string;
export function localeStaticDir(locale: string): string;
export const SOCIAL_CARD_ALT: {en: string; zh: string};
