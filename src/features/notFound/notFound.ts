import type {Locale} from '../../shared/utils/urlPaths.mjs';

/** Where the 404 page's "Take me home" link goes. */
export interface VersionHome {
  /** The version's path prefix with the locale, e.g. `/next` or `/zh/1.0`. */
  path: string;
  /** The first page of that version, e.g. `/next/guide/start/`. */
  homePath: string;
  /** The version served without a prefix. */
  isDefault: boolean;
}

/**
 * The root of the current language, or, for a path inside a non-default version, the home page
 * of that version (a version has no page at its bare prefix).
 */
export function homePathFor(pathname: string, localeRoot: string, versions: readonly VersionHome[]): string {
  const inVersion = versions
    .filter((version) => !version.isDefault && version.path !== '/' && (pathname === version.path || pathname.startsWith(`${version.path.replace(/\/$/, '')}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return inVersion ? inVersion.homePath : localeRoot;
}

/**
 * The 404 page's texts in every language. One 404.html may be served for any unknown path
 * (GitHub Pages, a plain static server), so each build's 404 page carries all languages and
 * shows the one of the address. The same texts are Docusaurus's `theme.NotFound.*` ids.
 */
export const NOT_FOUND_TEXTS: Record<Locale, {heading: string; takeMeHome: string; lang: string}> = {
  en: {heading: 'PAGE NOT FOUND', takeMeHome: 'Take me home', lang: 'en'},
  zh: {heading: '页面未找到', takeMeHome: '返回首页', lang: 'zh-CN'},
};

/** The home of a language: `/` for the default one, `/zh/` for Chinese. */
export function localeRootOf(locale: Locale, defaultLocale: Locale, baseUrl = '/'): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return locale === defaultLocale ? base : `${base}${locale}/`;
}
