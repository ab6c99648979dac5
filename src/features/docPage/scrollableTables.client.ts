// Tables wider than the page scroll sideways (Infima gives them `overflow: auto`). Such a table
// can be scrolled with the arrow keys only if it can take focus, so it gets `tabindex="0"`;
// tables that fit stay out of the tab order. Measured once the page has painted (reading widths
// during hydration would force a layout) and again when the window's width changes.
import type {ClientModule} from '@docusaurus/types';

export const DOC_TABLES = '.theme-doc-markdown table';
/** Set on every doc table once measured: `true` when it scrolls sideways. */
export const SCROLLABLE_ATTRIBUTE = 'data-scrollable';

function markTables(): void {
  document.querySelectorAll<HTMLTableElement>(DOC_TABLES).forEach((table) => {
    const scrollable = table.scrollWidth > table.clientWidth + 1;
    table.setAttribute(SCROLLABLE_ATTRIBUTE, String(scrollable));
    if (scrollable) table.tabIndex = 0;
    else table.removeAttribute('tabindex');
  });
}

let frame: number | undefined;
function markAfterPaint(): void {
  if (frame !== undefined) cancelAnimationFrame(frame);
  // The frame after the next one: the page has been laid out and painted by then.
  frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      markTables();
    });
  });
}

let lastWidth = -1;
function onResize(): void {
  if (window.innerWidth === lastWidth) return;
  lastWidth = window.innerWidth;
  markAfterPaint();
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (lastWidth === -1) {
      lastWidth = window.innerWidth;
      window.addEventListener('resize', onResize, {passive: true});
    }
    markAfterPaint();
  },
};

export default clientModule;
