// The overview's filter, on every page: the `Overview` component renders every group, page and
// heading (on the server and in React alike; the text of the page a reader opens is not
// hydrated), and typing hides what `filterOverview` does not keep.
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

const FILTER = 'input[data-overview-filter]';

/** Filters the overview of `input` by what it holds, and says when nothing matches. */
export function filterBy(input: HTMLInputElement): void {
  const overview = input.closest('section');
  if (!overview) return;
  const count = applyFilter(readParts(overview), input.value);
  const status = overview.querySelector<HTMLElement>('[data-overview-status]');
  if (status) {
    status.textContent =
      count === 0 ? translate({id: 'overview.noResult', message: 'No matching API found', description: 'Shown when the overview filter matches nothing'}) : '';
  }
}

/** Makes every overview filter in `root` work, now and later. Returns a function that stops listening. */
export function attachOverviewFilter(root: Document | HTMLElement): () => void {
  const onInput = (event: Event) => {
    const input = (event.target as Element | null)?.closest?.<HTMLInputElement>(FILTER);
    if (input) filterBy(input);
  };
  root.addEventListener('input', onInput);
  return () => root.removeEventListener('input', onInput);
}

/** Filters each overview in `root` whose box already holds text (the browser may restore it). */
export function filterFilledOverviews(root: ParentNode): void {
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>(FILTER))) if (input.value) filterBy(input);
}
