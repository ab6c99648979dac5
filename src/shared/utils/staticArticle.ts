// The article of the page a reader opens is not hydrated by React: it stays the server's HTML
// (features/performance/StaticArticle) and its behaviours attach to it from client modules of the
// features that own them. These helpers are what those modules share.

/** The attribute that marks a page's static article (the server's HTML, not managed by React). */
export const STATIC_ARTICLE_ATTRIBUTE = 'data-static-article';

/** The static article of the page, if the page still shows the one it was opened with. */
export function staticArticle(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${STATIC_ARTICLE_ATTRIBUTE}]`);
}

/**
 * Set on the static article to lay out every block of it now: its far blocks wait for their
 * layout until the reader nears them (features/performance/StaticArticle/styles.module.css).
 */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * Lays out every block of the static article. Call it before scrolling to a heading of the page:
 * a block not laid out yet counts with an estimated height, so the scroll would end short.
 */
export function layOutWholeStaticArticle(doc: Document = document): void {
  staticArticle(doc)?.setAttribute(LAID_OUT_ATTRIBUTE, '');
}

type IdleWindow = Window & {requestIdleCallback?: (callback: () => void, options?: {timeout: number}) => number};

/**
 * Runs `jobs` one per idle period (a timer where the browser has no idle callbacks), so that
 * attaching behaviours to a long page never makes a long task. Returns a function that stops
 * the jobs not run yet.
 */
export function runWhenIdle(jobs: readonly (() => void)[], win: IdleWindow = window): () => void {
  let next = 0;
  let stopped = false;
  const schedule = () => {
    if (stopped || next >= jobs.length) return;
    const run = () => {
      if (stopped) return;
      jobs[next++]!();
      schedule();
    };
    if (win.requestIdleCallback) win.requestIdleCallback(run, {timeout: 1000});
    else win.setTimeout(run, 0);
  };
  schedule();
  return () => {
    stopped = true;
  };
}

type Detach = () => void;

/**
 * A client module that attaches a behaviour to the static article of the page the reader opened
 * (once, after hydration) and detaches it when the reader navigates away, before React removes
 * that article. `attach` may load its code first (return a promise).
 */
export function staticArticleClientModule(attach: (article: HTMLElement) => Detach | Promise<Detach>): {
  onRouteDidUpdate: () => void;
  onRouteUpdate: (args: {previousLocation: unknown}) => void;
} {
  let detach: Promise<Detach> | null = null;
  let attached = false;
  return {
    onRouteDidUpdate() {
      if (attached) return;
      attached = true;
      const article = staticArticle();
      if (article) detach = Promise.resolve(attach(article));
    },
    onRouteUpdate({previousLocation}) {
      if (!previousLocation || !detach) return;
      void detach.then((run) => run());
      detach = null;
    },
  };
}
