// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {attachDetails} from './staticDetails';

/** A closed section as Docusaurus's Details renders it on the server. */
const section = (summary: string, body: string) =>
  `<details class="details" data-collapsed="true"><summary>${summary}</summary><div style="display:none;overflow:hidden;height:0px"><div>${body}</div></div></details>`;

let article: HTMLElement;
let detach: () => void = () => {};
const sections = () => Array.from(article.querySelectorAll('details'));
const contentOf = (details: Element) => details.querySelector<HTMLElement>(':scope > div')!;

beforeEach(() => {
  document.body.innerHTML = `<div data-static-article>${section('First', 'one')}${section('Second <a href="/x">link</a>', section('Inner', 'two'))}</div>`;
  article = document.querySelector('[data-static-article]')!;
  detach = attachDetails(article);
});
afterEach(() => detach());

describe('collapsible sections of a static article', () => {
  it('open on a click on the summary, showing the content, and close on the next', () => {
    const [first] = sections();
    first!.querySelector('summary')!.click();
    expect(first!.open).toBe(true);
    expect(first!.dataset.collapsed).toBe('false');
    expect(contentOf(first!).style.display).toBe('block');
    expect(contentOf(first!).style.height).toBe('auto');
    first!.querySelector('summary')!.click();
    expect(first!.open).toBe(false);
    expect(first!.dataset.collapsed).toBe('true');
    expect(contentOf(first!).style.display).toBe('none');
  });

  it('toggle only the section whose summary was clicked, nested ones included', () => {
    const [, outer, inner] = sections();
    outer!.querySelector('summary')!.click();
    inner!.querySelector('summary')!.click();
    expect(outer!.open).toBe(true);
    expect(inner!.open).toBe(true);
    inner!.querySelector('summary')!.click();
    expect(inner!.open).toBe(false);
    expect(outer!.open).toBe(true);
  });

  it('leave a click on a link in the summary, or on the content, alone', () => {
    const [first, outer] = sections();
    outer!.querySelector('summary a')!.addEventListener('click', (event) => event.preventDefault());
    (outer!.querySelector('summary a') as HTMLElement).click();
    expect(outer!.dataset.collapsed).toBe('true');
    first!.querySelector('summary')!.click();
    (contentOf(first!).firstElementChild as HTMLElement).click();
    expect(first!.open).toBe(true);
  });

  it('stop listening when detached', () => {
    detach();
    const [first] = sections();
    first!.querySelector('summary')!.click();
    expect(first!.dataset.collapsed).toBe('true');
    expect(contentOf(first!).style.display).toBe('none');
  });
});
