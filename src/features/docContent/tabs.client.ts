// Tabs work on every page from one listener on the document (tabs.ts); each page shows the stored
// choices once it is rendered, the opened one after hydration, and again when another browser tab
// of the site stores a choice.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {attachTabs, showStoredTabs} from './tabs';

if (ExecutionEnvironment.canUseDOM) {
  attachTabs(document);
  window.addEventListener('storage', () => showStoredTabs(document));
}

export function onRouteDidUpdate(): void {
  showStoredTabs(document);
}
