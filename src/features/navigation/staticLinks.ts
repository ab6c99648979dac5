// The links of a static article (the server's HTML of the page the reader opened, which React does
// not hydrate: features/performance/StaticArticle) behave as Docusaurus's links do: a page of the
// site, or a heading of this page, opens through the router (no reload; a heading scrolls into
// view smoothly, see navigation.client.ts). A page's code loads when the reader shows intent, as
// for every link of the site (features/performance/prefetchBudget.client.ts).
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

/** Makes the links of `article` work like Docusaurus's. Returns a function that stops listening. */
export function attachLinks(article: HTMLElement): () => void {
  const linkFrom = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    return link && article.contains(link) ? link : null;
  };
  const targetOf = (link: HTMLAnchorElement, event?: MouseEvent) =>
    appNavigationTarget(
      {href: link.href, target: link.target, hasDownload: link.hasAttribute('download')},
      {button: event?.button ?? 0, modified: Boolean(event && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)), defaultPrevented: event?.defaultPrevented ?? false},
      window.location,
    );
  const onClick = (event: MouseEvent) => {
    const link = linkFrom(event);
    const target = link && targetOf(link, event);
    const history = getAppHistory();
    if (!target || !history) return;
    event.preventDefault();
    history.push(target);
  };
  article.addEventListener('click', onClick);
  return () => article.removeEventListener('click', onClick);
}
