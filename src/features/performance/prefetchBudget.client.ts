// Link prefetching on a budget. Docusaurus prefetches the code of every internal link that
// scrolls into view; a doc page with a long sidebar then downloads the chunks of dozens of pages
// it will never show (about 180 KB gzip of JS after load on a desktop-sized window). Here a link
// loads its page's code when the reader shows intent instead: pointer over it, keyboard focus or
// touch, on any link to a page of the site (Docusaurus's links preload on pointer and touch only;
// the links of a static article are plain HTML). Its `preload` is ours in production (preload.ts):
// it also loads a doc page's text and the renderer of its Markdown. Clicking without intent still
// works: the route loads its chunks on navigation.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import {isAppRoute} from '@site/src/shared/utils/routes';
import {linkedPagePath, preloadPage} from '@site/src/shared/utils/preloadPage';

interface DocusaurusGlobal {
  prefetch(routePath: string): unknown;
  preload(routePath: string): unknown;
}

const noPrefetch = (): boolean => false;

/** The global as Docusaurus installs it, with viewport prefetching turned off. */
export function withPrefetchOnIntent(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  return Object.freeze({...docusaurus, prefetch: noPrefetch});
}

if (ExecutionEnvironment.canUseDOM) {
  // Docusaurus assigns `window.docusaurus` after the client modules are evaluated and before
  // the first render; intercept that assignment rather than racing it.
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = value ? withPrefetchOnIntent(value) : value;
    },
  });
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const href = link?.getAttribute('href');
    if (!href) return;
    const pathname = linkedPagePath(href, window.location.origin, (path) => isAppRoute(routes, path));
    if (pathname && pathname !== window.location.pathname) preloadPage(pathname);
  };
  for (const type of ['mouseover', 'focusin', 'touchstart'] as const) document.addEventListener(type, onIntent, {capture: true, passive: true});
}

export default {};
