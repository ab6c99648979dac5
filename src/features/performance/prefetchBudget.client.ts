// Link prefetching on a budget. Docusaurus prefetches the code of every internal link that
// scrolls into view; a doc page with a long sidebar then downloads the chunks of dozens of pages
// it will never show (about 180 KB gzip of JS after load on a desktop-sized window). Here a link
// loads its page's code when the reader shows intent instead: pointer over it, focus or touch
// (Docusaurus's `preload`, which stays as it is). Clicking without intent still works: the route
// loads its chunks on navigation.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

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
}

export default {};
