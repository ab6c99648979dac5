// What happens around client-side navigation:
// - a new page comes in through a view transition where the browser has the API, then a
//   `reload-content` event is dispatched on window for scripts that work on page content;
// - a heading link on the same page scrolls there smoothly (72 px below the top, by CSS), after
//   the opened page's text is laid out whole;
// - a hash that matches nothing logs a warning and changes nothing.
import type {ClientModule} from '@docusaurus/types';
import {idFromHash} from '@site/src/features/navigation/outline';
import {layOutWholeStaticArticle} from '@site/src/shared/utils/staticArticle';

export const RELOAD_CONTENT_EVENT = 'reload-content';
/** Longest the screen may stay frozen waiting for the new page, should rendering fail. */
const TRANSITION_TIMEOUT_MS = 1000;

type ViewTransition = {ready: Promise<void>; finished: Promise<void>; updateCallbackDone: Promise<void>};
type ViewTransitionDocument = Document & {startViewTransition?: (update: () => Promise<void>) => ViewTransition};

let finishTransition: (() => void) | null = null;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Starts a transition whose new state is whatever is on screen when the next page rendered. */
function startPageTransition(): void {
  const doc = document as ViewTransitionDocument;
  if (typeof doc.startViewTransition !== 'function' || prefersReducedMotion()) return;
  finishTransition?.();
  try {
    const transition = doc.startViewTransition(
      () =>
        new Promise<void>((resolve) => {
          const timeout = window.setTimeout(resolve, TRANSITION_TIMEOUT_MS);
          finishTransition = () => {
            window.clearTimeout(timeout);
            finishTransition = null;
            resolve();
          };
        }),
    );
    // A transition the browser skips (Back during a transition, a hidden tab) rejects these:
    // the page is shown as it is, which is all a skipped transition means.
    for (const step of [transition.ready, transition.finished, transition.updateCallbackDone]) step.catch(() => {});
  } catch {
    finishTransition = null;
  }
}

function warnOnUnknownHash(hash: string): void {
  if (!hash || hash === '#') return;
  const id = idFromHash(hash);
  if (!document.getElementById(id)) {
    console.warn(`No element on this page has the id "${id}" (from the address's #hash).`);
  }
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation) return undefined;
    if (location.pathname !== previousLocation.pathname) {
      // Called back once the next page's code has loaded, just before it renders.
      return startPageTransition;
    }
    if (location.hash && location.hash !== previousLocation.hash) {
      // Blocks of the opened page's text not laid out yet would count with an estimated height.
      layOutWholeStaticArticle();
      // Docusaurus scrolls to the heading with scrollIntoView(); make that one scroll smooth.
      if (!prefersReducedMotion()) document.documentElement.style.scrollBehavior = 'smooth';
    }
    return undefined;
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      finishTransition?.();
      window.dispatchEvent(new Event(RELOAD_CONTENT_EVENT));
    }
    if (document.documentElement.style.scrollBehavior) {
      // The smooth scroll has started; later jumps (back to top on a new page) stay instant.
      window.requestAnimationFrame(() => document.documentElement.style.removeProperty('scroll-behavior'));
    }
    warnOnUnknownHash(location.hash);
  },
};

export default clientModule;
