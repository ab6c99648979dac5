// Tables wider than the page scroll sideways (Infima gives them `overflow: auto`). Such a table
// can be scrolled with the arrow keys only if it can take focus, so it gets `tabindex="0"`;
// tables that fit stay out of the tab order. Measured by the shared size observer: after layout
// (no read during hydration forces one), on width changes and when a hidden tab panel is shown.
import type {ClientModule} from '@docusaurus/types';
import {observeSize} from '@site/src/shared/hooks/observeSize';

export const DOC_TABLES = '.theme-doc-markdown table';
/** Set on every doc table once measured: `true` when it scrolls sideways. */
export const SCROLLABLE_ATTRIBUTE = 'data-scrollable';

function markTable(table: HTMLTableElement): void {
  const scrollable = table.scrollWidth > table.clientWidth + 1;
  table.setAttribute(SCROLLABLE_ATTRIBUTE, String(scrollable));
  if (scrollable) table.tabIndex = 0;
  else table.removeAttribute('tabindex');
}

/** Stops observing the previous page's tables. */
let stopObserving: Array<() => void> = [];

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    for (const stop of stopObserving) stop();
    stopObserving = Array.from(document.querySelectorAll<HTMLTableElement>(DOC_TABLES), (table) => observeSize(table, markTable));
  },
};

export default clientModule;
