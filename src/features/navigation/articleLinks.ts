// The links of a page's text open pages of the site, and headings of the page, through the router
// (no reload; a heading scrolls into view smoothly, see navigation.client.ts), the same way on every
// page: one listener on the document, which runs before React's handlers, serves the text React
// renders (Docusaurus's `Link`, whose own handler then sees the click handled) and the server's
// text of the page the reader opened, which React does not hydrate (features/performance/StaticArticle).
// A page's code loads when the reader shows intent, as for every link of the site
// (features/performance/prefetchBudget.client.ts).
import routes from '@generated/routes';
import {sitePageUrl} from '@site/src/shared/utils/preloadPage';
import {isAppRoute} from '@site/src/shared/utils/routes';
import {getAppHistory} from './appHistory';

/**
 * Where a click on a link navigates within the app, or null when the browser should follow it:
 * another site, a file, a page of the other language (another build of the site), a new tab.
 */
export function appNavigationTarget(
  link: {href: string; target: string; hasDownload: boolean},
  click: {button: number; modified: boolean; defaultPrevented: boolean},
  current: {origin: string},
  isPage: (pathname: string) => boolean = (pathname) => isAppRoute(routes, pathname),
): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified) return null;
  if ((link.target && link.target !== '_self') || link.hasDownload) return null;
  const url = sitePageUrl(link.href, current.origin, isPage);
  return url && `${url.pathname}${url.search}${url.hash}`;
}

/** The text of a doc page, whose links this module opens. */
export const ARTICLE_TEXT = '.theme-doc-markdown';

/** Opens the link of the page's text that `event` clicked through the router, if it is a page of the app. */
export function openArticleLink(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`${ARTICLE_TEXT} a[href]`);
  const target =
    link &&
    appNavigationTarget(
      {href: link.href, target: link.target, hasDownload: link.hasAttribute('download')},
      {button: event.button, modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey, defaultPrevented: event.defaultPrevented},
      window.location,
    );
  const history = getAppHistory();
  if (!target || !history) return;
  event.preventDefault();
  history.push(target);
}
