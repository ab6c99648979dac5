// @vitest-environment happy-dom
import {beforeEach, describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/Translate', () => import('@site/tests/unit/dom/translate'));
const {attachOverviewFilter} = await import('./staticFilter');

const card = (title: string, headings: string[]) =>
  `<div data-overview-page><div><h3><a href="/x">${title}</a></h3><ul>${headings.map((h) => `<li data-overview-heading><a href="/x#y">${h}</a></li>`).join('')}</ul></div></div>`;

beforeEach(() => {
  document.body.innerHTML = `<div data-static-article><section>
    <div><input data-overview-filter type="search"></div><p role="status" data-overview-status></p>
    <section data-overview-group><h2>Lib</h2>${card('lib.format', ['Values', 'Default'])}${card('lib.umdName', ['Globals'])}</section>
    <section data-overview-group><h2>Rsbuild</h2>${card('output', ['distPath', 'format of file names'])}</section>
  </section></div>`;
});

const type = (value: string) => {
  const input = document.querySelector<HTMLInputElement>('[data-overview-filter]')!;
  input.value = value;
  input.dispatchEvent(new Event('input'));
};
const shown = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => !el.hidden && !el.closest('[hidden]')).map((el) => el.textContent);

describe('the overview filter of a static article', () => {
  it('keeps a page whose title matches with all its headings, and only the matching headings of the others', () => {
    attachOverviewFilter(document.querySelector('[data-static-article]')!);
    type('FORMAT');
    expect(shown('[data-overview-page] h3')).toEqual(['lib.format', 'output']);
    expect(shown('[data-overview-heading]')).toEqual(['Values', 'Default', 'format of file names']);
    type('umd');
    expect(shown('[data-overview-group] > h2')).toEqual(['Lib']);
  });

  it('says when nothing matches, and shows everything again for an empty keyword', () => {
    attachOverviewFilter(document.querySelector('[data-static-article]')!);
    type('nothing like this');
    expect(shown('[data-overview-page]')).toEqual([]);
    expect(document.querySelector('[data-overview-status]')!.textContent).not.toBe('');
    type('');
    expect(shown('[data-overview-page] h3')).toHaveLength(3);
    expect(document.querySelector('[data-overview-status]')!.textContent).toBe('');
  });

  it('does nothing on a page without an overview', () => {
    document.body.innerHTML = '<div data-static-article><p>text</p></div>';
    expect(() => attachOverviewFilter(document.querySelector('[data-static-article]')!)()).not.toThrow();
  });
});
