export const LOCALES: readonly ['en', 'zh'];
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: 'en';
export const DEFAULT_LOCALE_ONLY_FOLDERS: readonly string[];
export function canonicalPath(pathname: string): string;
export function localeOfPath(pathname: string): Locale;
export function notFoundPageFor(pathname: string): string;
export function withoutDefaultLocale(pathname: string): string;
export function notFoundRedirect(pathname: string): string | null;
