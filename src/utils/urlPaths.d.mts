export const LOCALES: readonly string[];
export const DEFAULT_LOCALE: string;
export function canonicalPath(pathname: string): string;
export function localeOfPath(pathname: string): string;
export function notFoundPageFor(pathname: string): string;
export function withBase(link: string, base?: string): string;
export function withoutDefaultLocale(pathname: string): string;
export function notFoundRedirect(pathname: string): string | null;
