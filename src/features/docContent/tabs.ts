// What tabs do, on every page: the `Tabs` override only renders them with the default tab selected,
// on the server and in React alike (the text of the page a reader opens is not hydrated). A click
// or Enter selects a tab, the arrow keys move the focus between tabs, the choice of a group
// (`groupId`) is stored (`docusaurus.tab.<group>`, as Docusaurus stores it) and shown by every tab
// list of that group on the page, and a stored choice is shown when a page opens.

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

const containersIn = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>('.tabs-container'));

/** Shows the stored choice of each tab group in `root` (a choice that is not a tab is ignored). */
export function showStoredTabs(root: ParentNode): void {
  for (const container of containersIn(root)) {
    const groupId = container.dataset.groupId;
    const stored = groupId ? readStorage(storageKeyOf(groupId)) : null;
    if (stored) showTab(container, stored);
  }
}

/** Makes every tab list in `root` work, now and later. Returns a function that stops listening. */
export function attachTabs(root: Document | HTMLElement): () => void {
  const select = (tab: HTMLElement) => {
    const container = tab.closest<HTMLElement>('.tabs-container');
    const value = tab.dataset.value;
    if (!container || value === undefined || tab.getAttribute('aria-selected') === 'true') return;
    // Keep the chosen tab where it was on the screen, though the panels above may change height.
    const before = tab.getBoundingClientRect().top;
    const groupId = container.dataset.groupId;
    const members = groupId ? containersIn(root).filter((other) => other.dataset.groupId === groupId) : [container];
    for (const member of members) showTab(member, value);
    if (groupId) writeStorage(storageKeyOf(groupId), value);
    const shift = tab.getBoundingClientRect().top - before;
    if (shift !== 0) window.scrollBy(0, shift);
  };

  const tabFrom = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>(`.tabs-container > ul > ${TAB}`) ?? null;
  const onClick = (event: Event) => {
    const tab = tabFrom(event);
    if (tab) select(tab);
  };
  const onKeyDown = (event: Event) => {
    const tab = tabFrom(event);
    if (!tab) return;
    const {key} = event as KeyboardEvent;
    if (key === 'Enter') {
      select(tab);
      return;
    }
    const container = tab.closest('.tabs-container');
    const tabs = container ? tabsOf(container) : [];
    const next = tabIndexAfterKey(key, tabs.indexOf(tab), tabs.length);
    if (next !== null) tabs[next]!.focus();
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
