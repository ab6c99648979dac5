// Image zoom: images in doc bodies open enlarged over a theme-coloured background and
// close on Escape, a click, a resize or a scroll of more than 40 px (medium-zoom closes 150 ms
// after such a scroll). Loaded only on pages that have such images.
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';

/** Images in doc bodies, except those that are links already. */
export const ZOOMABLE_IMAGES = '.theme-doc-markdown img:not(a img)';
/** Zoom starts 100 ms after a page renders; a scroll of 40 px closes it. */
const START_DELAY_MS = 100;
const SCROLL_CLOSE_PX = 40;

let zoom: Zoom | null = null;
let timer: number | undefined;

async function attachZoom(): Promise<void> {
  zoom?.detach();
  const images = document.querySelectorAll<HTMLImageElement>(ZOOMABLE_IMAGES);
  if (images.length === 0) return;
  const {default: mediumZoom} = await import('medium-zoom');
  zoom ??= mediumZoom({background: 'var(--rslib-zoom-background)', margin: 24, scrollOffset: SCROLL_CLOSE_PX});
  zoom.attach(images);
}

const clientModule: ClientModule = {
  onRouteUpdate() {
    zoom?.close();
  },
  onRouteDidUpdate() {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      attachZoom().catch((error) => console.warn('Image zoom unavailable:', error));
    }, START_DELAY_MS);
  },
};

export default clientModule;
