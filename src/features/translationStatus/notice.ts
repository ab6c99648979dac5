// What the reader's notice shows, as pure functions (the component is Notice/index.tsx).

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A `YYYY-MM-DD` date as the page's language writes it, without `Intl` (creating a formatter
 * while a page starts is costly on a phone): `2026年11月26日` in Chinese, `Nov 26, 2026` in
 * English (what "Last updated" shows), the ISO date otherwise or when the date is not valid.
 */
export function formatChangeDate(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return isoDate;
  if (locale === 'zh') return `${year}年${month}月${day}日`;
  if (locale === 'en') return `${SHORT_MONTHS[month - 1]} ${day}, ${year}`;
  return isoDate;
}

/**
 * The same page in another language: the permalink with this language's base URL swapped for
 * the other's (`/zh/guide/start/` → `/guide/start/`), as Docusaurus's own language menu does.
 * A permalink outside `fromBaseUrl` is returned under `toBaseUrl` as it is.
 */
export function otherLanguagePath(permalink: string, fromBaseUrl: string, toBaseUrl: string): string {
  const rest = permalink.startsWith(fromBaseUrl) ? permalink.slice(fromBaseUrl.length) : permalink.replace(/^\/+/, '');
  return `${toBaseUrl.endsWith('/') ? toBaseUrl : `${toBaseUrl}/`}${rest}`;
}
