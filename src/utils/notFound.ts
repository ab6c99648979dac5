/** Where the 404 page's "Take me home" link goes (spec 2.3). */
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
