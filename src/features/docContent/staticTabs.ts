// The tabs of a static article (the server's HTML of the page the reader opened, which React does
// not hydrate: features/performance/StaticArticle) behave as the React tabs do: a click or Enter
// selects a tab, the arrow keys move the focus between tabs, the choice of a group (`groupId`) is
// stored (`docusaurus.tab.<group>`, as Docusaurus stores it) and shown by every tab list of that
// group on the page, and a stored choice is shown when the page opens.

const TAB = '[role="tab"]';
const ACTIVE_CLASS = 'tabs__item--active';

/** Docusaurus's storage key of a tab group. */
export function storageKeyOf(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

/** The tab to focus after a key, or null for a key that does not move between tabs. */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  return null;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode): the choice lasts for this page.
  }
}

const tabsOf = (container: Element) => Array.from(container.querySelectorAll<HTMLElement>(`:scope > ul ${TAB}`));
const panelsOf = (container: Element) => Array.from(container.querySelectorAll<HTMLElement>(':scope > div > [role="tabpanel"]'));

/** Shows the tab of `value` in one tab container; false when it has no such tab. */
export function showTab(container: Element, value: string): boolean {
  const tabs = tabsOf(container);
  const index = tabs.findIndex((tab) => tab.dataset.value === value);
  if (index < 0) return false;
  tabs.forEach((tab, i) => {
    const selected = i === index;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle(ACTIVE_CLASS, selected);
  });
  panelsOf(container).forEach((panel, i) => {
    panel.hidden = i !== index;
  });
  return true;
}

/** Makes the tabs of `article` work. Returns a function that stops listening. */
export function attachTabs(article: HTMLElement): () => void {
  const containers = () => Array.from(article.querySelectorAll<HTMLElement>('.tabs-container'));
  const groupContainers = (groupId: string | undefined, container: HTMLElement) =>
    groupId ? containers().filter((other) => other.dataset.groupId === groupId) : [container];

  // The stored choice of each group, as the React tabs show it once the page has hydrated.
  for (const container of containers()) {
    const groupId = container.dataset.groupId;
    const stored = groupId ? readStorage(storageKeyOf(groupId)) : null;
    if (stored) showTab(container, stored);
  }

  const select = (tab: HTMLElement) => {
    const container = tab.closest<HTMLElement>('.tabs-container');
    const value = tab.dataset.value;
    if (!container || value === undefined || tab.getAttribute('aria-selected') === 'true') return;
    // Keep the chosen tab where it was on the screen, though the panels above may change height.
    const before = tab.getBoundingClientRect().top;
    const groupId = container.dataset.groupId;
    for (const member of groupContainers(groupId, container)) showTab(member, value);
    if (groupId) writeStorage(storageKeyOf(groupId), value);
    const shift = tab.getBoundingClientRect().top - before;
    if (shift !== 0) window.scrollBy(0, shift);
  };

  const tabFrom = (event: Event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(TAB);
    return tab && article.contains(tab) ? tab : null;
  };
  const onClick = (event: MouseEvent) => {
    const tab = tabFrom(event);
    if (tab) select(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabFrom(event);
    if (!tab) return;
    if (event.key === 'Enter') {
      select(tab);
      return;
    }
    const container = tab.closest('.tabs-container');
    const tabs = container ? tabsOf(container) : [];
    const next = tabIndexAfterKey(event.key, tabs.indexOf(tab), tabs.length);
    if (next !== null) tabs[next]!.focus();
  };
  article.addEventListener('click', onClick);
  article.addEventListener('keydown', onKeyDown);
  return () => {
    article.removeEventListener('click', onClick);
    article.removeEventListener('keydown', onKeyDown);
  };
}
