// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/Translate', () => import('@site/tests/unit/dom/translate'));
const {attachOverviewFilter, filterFilledOverviews} = await import('./filter');

const card = (title: string, headings: string[]) =>
  `<div data-overview-page><div><h3><a href="/x">${title}</a></h3><ul>${headings.map((h) => `<li data-overview-heading><a href="/x#y">${h}</a></li>`).join('')}</ul></div></div>`;

let detach: () => void = () => {};
afterEach(() => detach());
beforeEach(() => {
  document.body.innerHTML = `<div><section>
    <div><input data-overview-filter type="search"></div><p role="status" data-overview-status></p>
    <section data-overview-group><h2>Lib</h2>${card('lib.format', ['Values', 'Default'])}${card('lib.umdName', ['Globals'])}</section>
    <section data-overview-group><h2>Rsbuild</h2>${card('output', ['distPath', 'format of file names'])}</section>
  </section></div>`;
  detach = attachOverviewFilter(document);
});

const type = (value: string) => {
  const input = document.querySelector<HTMLInputElement>('[data-overview-filter]')!;
  input.value = value;
  input.dispatchEvent(new Event('input', {bubbles: true}));
};
const shown = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => !el.hidden && !el.closest('[hidden]')).map((el) => el.textContent);

describe('the overview filter', () => {
  it('keeps a page whose title matches with all its headings, and only the matching headings of the others', () => {
    type('FORMAT');
    expect(shown('[data-overview-page] h3')).toEqual(['lib.format', 'output']);
    expect(shown('[data-overview-heading]')).toEqual(['Values', 'Default', 'format of file names']);
    type('umd');
    expect(shown('[data-overview-group] > h2')).toEqual(['Lib']);
  });

  it('says when nothing matches, and shows everything again for an empty keyword', () => {
    type('nothing like this');
    expect(shown('[data-overview-page]')).toEqual([]);
    expect(document.querySelector('[data-overview-status]')!.textContent).not.toBe('');
    type('');
    expect(shown('[data-overview-page] h3')).toHaveLength(3);
    expect(document.querySelector('[data-overview-status]')!.textContent).toBe('');
  });

  it('filters by what the box already holds when a page opens', () => {
    document.querySelector<HTMLInputElement>('[data-overview-filter]')!.value = 'umd';
    filterFilledOverviews(document);
    expect(shown('[data-overview-page] h3')).toEqual(['lib.umdName']);
  });

  it('does nothing for other inputs, or on a page without an overview', () => {
    document.body.insertAdjacentHTML('beforeend', '<input id="other">');
    const other = document.querySelector<HTMLInputElement>('#other')!;
    other.value = 'umd';
    other.dispatchEvent(new Event('input', {bubbles: true}));
    expect(shown('[data-overview-page] h3')).toHaveLength(3);
    document.body.innerHTML = '<p>text</p>';
    expect(() => filterFilledOverviews(document)).not.toThrow();
  });
});
