/**
 * First-visit language redirect: the decision, kept apart from the browser so that it
 * can be tested. src/features/language/languageRedirect.client.ts feeds it the real values.
 */

/** User agents that must see the page they asked for. */
export const BOT_USER_AGENT = /bot|spider|crawl|lighthouse/i;

/** The localStorage key that records the first visit. */
export const VISITED_STORAGE_KEY = 'rslib.visited';

export interface LanguageRedirectInput {
  /** The automatic redirect switch of the site config. */
  enabled: boolean;
  pathname: string;
  search: string;
  hash: string;
  /** `navigator.language`, e.g. `zh-CN`. */
  browserLanguage: string | undefined;
  userAgent: string;
  /** Whether this browser has been here before; null when storage is unavailable. */
  visited: boolean | null;
  locales: readonly string[];
  defaultLocale: string;
  /** Folders that exist in the default locale only, e.g. `['api/']`. */
  defaultLocaleOnly?: readonly string[];
}

/** `zh-CN` → `zh`; garbage → ''. */
export function primaryLanguage(tag: string | undefined): string {
  if (typeof tag !== 'string') return '';
  return tag.trim().split(/[-_]/)[0]!.toLowerCase();
}

/** The locale a path is in: its first segment when that names a non-default locale. */
export function pageLocale(pathname: string, locales: readonly string[], defaultLocale: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first && first !== defaultLocale && locales.includes(first) ? first : defaultLocale;
}

/** The same page in another locale: `/guide/` ⇄ `/zh/guide/`. */
export function localizedPath(pathname: string, from: string, to: string, defaultLocale: string): string {
  const rest = from === defaultLocale ? pathname : pathname.slice(from.length + 1) || '/';
  return to === defaultLocale ? rest : `/${to}${rest}`;
}

/**
 * Where to send a first-time visitor, or null to stay. Stays when the redirect is off, the
 * visitor has been here before (or storage cannot remember that, which would redirect on every
 * visit), the visitor is a bot, or the browser language is unsupported or already the page's.
 */
export function languageRedirectTarget(input: LanguageRedirectInput): string | null {
  const {enabled, pathname, search, hash, browserLanguage, userAgent, visited, locales, defaultLocale} = input;
  if (!enabled || visited !== false) return null;
  if (BOT_USER_AGENT.test(userAgent)) return null;
  const wanted = primaryLanguage(browserLanguage);
  const current = pageLocale(pathname, locales, defaultLocale);
  if (!locales.includes(wanted) || wanted === current) return null;
  const target = localizedPath(pathname, current, wanted, defaultLocale);
  const inDefaultLocale = current === defaultLocale ? pathname : target;
  if (wanted !== defaultLocale && (input.defaultLocaleOnly ?? []).some((folder) => inDefaultLocale.startsWith(`/${folder}`))) {
    return null;
  }
  return `${target}${search}${hash}`;
}
