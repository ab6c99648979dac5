// The collapsible sections (`<details>`) of a static article (the server's HTML of the page the
// reader opened, which React does not hydrate: features/performance/StaticArticle). Docusaurus
// renders their content in a box styled `display: none` while closed, so the browser's own
// toggling would open an empty section: a click on the summary opens and closes the box as the
// React component does (without its height animation).

const SUMMARY = ':scope > summary';
const CONTENT = ':scope > div';

/** Opens or closes one section as Docusaurus's Details does, keeping its attributes in step. */
export function setDetailsOpen(details: HTMLDetailsElement, open: boolean): void {
  const content = details.querySelector<HTMLElement>(CONTENT);
  details.dataset.collapsed = String(!open);
  details.open = open;
  if (!content) return;
  content.style.display = open ? 'block' : 'none';
  content.style.height = open ? 'auto' : '0px';
  content.style.overflow = open ? 'visible' : 'hidden';
}

/** Makes the sections of `article` open and close. Returns a function that stops listening. */
export function attachDetails(article: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const summary = target?.closest?.('summary');
    const details = summary?.parentElement;
    if (!summary || !(details instanceof HTMLDetailsElement) || !article.contains(details)) return;
    if (details.querySelector(SUMMARY) !== summary) return;
    // A link in the summary is followed, not a toggle.
    if (target?.closest('a') && summary.contains(target.closest('a'))) return;
    event.preventDefault();
    // The state is Docusaurus's attribute, which only this code changes; `open` is the fallback.
    const isOpen = details.dataset.collapsed ? details.dataset.collapsed === 'false' : details.open;
    setDetailsOpen(details, !isOpen);
  };
  article.addEventListener('click', onClick);
  return () => article.removeEventListener('click', onClick);
}
