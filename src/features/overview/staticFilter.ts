// The overview's filter in a static article (the server's HTML of the page the reader opened,
// which React does not hydrate: features/performance/StaticArticle): the same narrowing as the
// React overview (filterOverview), applied to the server's markup by hiding what does not match.
import {translate} from '@docusaurus/Translate';
import {filterOverview, type OverviewGroup} from './overview';

interface Parts {
  groups: {element: HTMLElement; pages: {element: HTMLElement; title: string; headings: {element: HTMLElement; text: string}[]}[]}[];
}

function readParts(overview: Element): Parts {
  return {
    groups: Array.from(overview.querySelectorAll<HTMLElement>('[data-overview-group]'), (group) => ({
      element: group,
      pages: Array.from(group.querySelectorAll<HTMLElement>('[data-overview-page]'), (page) => ({
        element: page,
        title: page.querySelector('h3')?.textContent ?? '',
        headings: Array.from(page.querySelectorAll<HTMLElement>('[data-overview-heading]'), (heading) => ({element: heading, text: heading.textContent ?? ''})),
      })),
    })),
  };
}

/** Shows what `filterOverview` keeps for `keyword` and hides the rest. Returns how many groups are shown. */
export function applyFilter(parts: Parts, keyword: string): number {
  // The parts as overview data, each page and heading standing for its element.
  const groups: OverviewGroup[] = parts.groups.map((group, g) => ({
    title: String(g),
    pages: group.pages.map((page, p) => ({title: page.title, permalink: `${g}/${p}`, headings: page.headings.map((heading, h) => ({text: heading.text, id: String(h), depth: 2}))})),
  }));
  const shown = filterOverview(groups, keyword);
  const shownPages = new Map(shown.flatMap((group) => group.pages.map((page) => [page.permalink, new Set(page.headings.map((heading) => heading.id))])));
  parts.groups.forEach((group, g) => {
    let any = false;
    group.pages.forEach((page, p) => {
      const headings = shownPages.get(`${g}/${p}`);
      page.element.hidden = !headings;
      any ||= Boolean(headings);
      page.headings.forEach((heading, h) => {
        heading.element.hidden = !headings?.has(String(h));
      });
    });
    group.element.hidden = !any;
  });
  return shown.length;
}

/** Makes the overview filter of `article` work. Returns a function that stops listening. */
export function attachOverviewFilter(article: HTMLElement): () => void {
  const input = article.querySelector<HTMLInputElement>('[data-overview-filter]');
  const overview = input?.closest('section');
  if (!input || !overview) return () => {};
  const parts = readParts(overview);
  const status = overview.querySelector<HTMLElement>('[data-overview-status]');
  const onInput = () => {
    const count = applyFilter(parts, input.value);
    if (status) {
      status.textContent =
        count === 0 ? translate({id: 'overview.noResult', message: 'No matching API found', description: 'Shown when the overview filter matches nothing'}) : '';
    }
  };
  input.addEventListener('input', onInput);
  // A reload keeps what was typed: filter by it.
  if (input.value) onInput();
  return () => input.removeEventListener('input', onInput);
}
