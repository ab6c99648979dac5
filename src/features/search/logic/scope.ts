/** A search only returns hits from the current language and version. */

/**
 * Whether `link` lies under `base` (the current language and version, e.g. `/`, `/zh/`) and not
 * under one of `otherBases` nested in it (other languages or versions, e.g. `/zh/` or `/next/`
 * inside `/`).
 */
export function isInScope(link: string, base: string, otherBases: readonly string[]): boolean {
  const path = link.split(/[?#]/)[0];
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  if (!withSlash.startsWith(base)) return false;
  return !otherBases.some((other) => other !== base && other.startsWith(base) && withSlash.startsWith(other));
}

/** The base URL of the version being read: the language base for the latest version, else the version's path. */
export function versionBase(languageBase: string, version: {path: string; isLast: boolean} | undefined | null): string {
  if (!version || version.isLast) return languageBase;
  return version.path.endsWith('/') ? version.path : `${version.path}/`;
}
