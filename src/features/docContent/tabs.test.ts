// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {attachTabs, showStoredTabs, showTab, storageKeyOf, tabIndexAfterKey} from './tabs';

/** Tab markup as the Tabs override renders it (group in the container, value on each tab). */
const tabs = (groupId: string | null, values: string[], selected = 0) => `
  <div class="tabs-container"${groupId ? ` data-group-id="${groupId}"` : ''}>
    <ul role="tablist" class="tabs">${values
      .map((value, i) => `<li role="tab" data-value="${value}" tabindex="${i === selected ? 0 : -1}" aria-selected="${i === selected}" class="tabs__item${i === selected ? ' tabs__item--active' : ''}">${value}</li>`)
      .join('')}</ul>
    <div class="margin-top--md">${values.map((value, i) => `<div role="tabpanel"${i === selected ? '' : ' hidden'}>${value} panel</div>`).join('')}</div>
  </div>`;

let article: HTMLElement;
let detach: () => void = () => {};
const selected = (container: Element) => container.querySelector('[aria-selected="true"]')?.textContent;
const visiblePanel = (container: Element) => Array.from(container.querySelectorAll<HTMLElement>('[role="tabpanel"]')).find((p) => !p.hidden)?.textContent;

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = `<div id="text">${tabs('package-manager', ['npm', 'yarn', 'pnpm'])}<p>text</p>${tabs('package-manager', ['npm', 'yarn', 'pnpm'])}${tabs(null, ['a', 'b'])}</div>`;
  article = document.querySelector('#text')!;
});
afterEach(() => detach());

describe('tabs', () => {
  it('select on click, in every tab list of the group, and remember the choice', () => {
    detach = attachTabs(article);
    const [first, second] = Array.from(article.querySelectorAll('.tabs-container'));
    (first!.querySelectorAll('[role="tab"]')[2] as HTMLElement).click();
    expect([selected(first!), selected(second!)]).toEqual(['pnpm', 'pnpm']);
    expect([visiblePanel(first!), visiblePanel(second!)]).toEqual(['pnpm panel', 'pnpm panel']);
    expect(first!.querySelector('.tabs__item--active')?.textContent).toBe('pnpm');
    expect((first!.querySelector('[data-value="pnpm"]') as HTMLElement).tabIndex).toBe(0);
    expect(localStorage.getItem(storageKeyOf('package-manager'))).toBe('pnpm');
  });

  it('leave a tab list without a group alone when another one changes, and store nothing for it', () => {
    detach = attachTabs(article);
    const plain = article.querySelectorAll('.tabs-container')[2]!;
    (plain.querySelector('[data-value="b"]') as HTMLElement).click();
    expect(selected(plain)).toBe('b');
    expect(selected(article.querySelector('.tabs-container')!)).toBe('npm');
    expect(localStorage.length).toBe(0);
  });

  it('show the stored choice when a page opens, and ignore one that is not a tab', () => {
    localStorage.setItem('docusaurus.tab.package-manager', 'yarn');
    showStoredTabs(document);
    expect(selected(article.querySelector('.tabs-container')!)).toBe('yarn');
    expect(selected(article.querySelectorAll('.tabs-container')[2]!)).toBe('a');
    document.body.innerHTML = `<div>${tabs('package-manager', ['npm', 'yarn'])}</div>`;
    localStorage.setItem('docusaurus.tab.package-manager', 'cargo');
    showStoredTabs(document);
    expect(selected(document.querySelector('.tabs-container')!)).toBe('npm');
  });

  it('work for tab lists added after the listener, from one listener on the document', () => {
    detach = attachTabs(document);
    document.body.insertAdjacentHTML('beforeend', tabs('package-manager', ['npm', 'yarn']));
    const added = document.querySelectorAll('.tabs-container')[3]!;
    (added.querySelector('[data-value="yarn"]') as HTMLElement).click();
    expect([selected(added), selected(article.querySelector('.tabs-container')!)]).toEqual(['yarn', 'yarn']);
  });

  it('move the focus with the arrow keys and select with Enter', () => {
    detach = attachTabs(article);
    const list = article.querySelectorAll<HTMLElement>('.tabs-container')[0]!.querySelectorAll<HTMLElement>('[role="tab"]');
    list[0]!.focus();
    list[0]!.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft', bubbles: true}));
    expect(document.activeElement).toBe(list[2]);
    list[2]!.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    expect(list[2]!.getAttribute('aria-selected')).toBe('true');
  });

  it('work when storage throws', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {configurable: true, get: () => {
      throw new Error('SecurityError');
    }});
    try {
      detach = attachTabs(article);
      (article.querySelector('[data-value="yarn"]') as HTMLElement).click();
      expect(selected(article.querySelector('.tabs-container')!)).toBe('yarn');
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });

  it('stop listening once detached', () => {
    detach = attachTabs(article);
    detach();
    (article.querySelector('[data-value="yarn"]') as HTMLElement).click();
    expect(selected(article.querySelector('.tabs-container')!)).toBe('npm');
  });
});

describe('tab helpers', () => {
  it('wrap around with the arrow keys and ignore other keys', () => {
    expect([tabIndexAfterKey('ArrowRight', 2, 3), tabIndexAfterKey('ArrowLeft', 0, 3), tabIndexAfterKey('Tab', 1, 3), tabIndexAfterKey('ArrowRight', 0, 0)]).toEqual([0, 2, null, null]);
  });
  it('refuse a value that is not a tab', () => {
    expect(showTab(article.querySelector('.tabs-container')!, 'cargo')).toBe(false);
    expect(selected(article.querySelector('.tabs-container')!)).toBe('npm');
  });
});
