/**
 * The date under a page ("Last updated on Nov 25, 2024" / 「最后更新于 2024年11月25日」), written
 * without `Intl`: creating an `Intl.DateTimeFormat` while the page starts cost ~40 ms of
 * main-thread time on a phone, the largest single item, for a string the server already wrote.
 * Output equals `Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC'})` for the site's two locales (unit-tested against it); any other locale gets
 * the ISO date.
 */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatLastUpdated(timestamp: number, locale: string): string {
  const date = new Date(timestamp);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  if (locale === 'en') return `${SHORT_MONTHS[month]} ${day}, ${year}`;
  if (locale === 'zh') return `${year}年${month + 1}月${day}日`;
  return date.toISOString().slice(0, 10);
}
