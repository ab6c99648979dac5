// @vitest-environment happy-dom
// The search dialog: focus on open, Escape, the focus trap, the backdrop, the scroll lock,
// and (with the top-bar button) focus going back to the button when it closes.
import React, {useState} from 'react';
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {SearchHit, SearchProvider} from '@site/src/features/search/logic/types';
import type {SearchScope} from '../useSearchScope';
import SearchBar from '../SearchBar';
import SearchModal from './index';

const mocks = vi.hoisted(() => ({
  provider: vi.fn<SearchProvider>(),
  push: vi.fn<(path: string) => void>(),
  loadSearchIndex: vi.fn<(versionBase: string) => Promise<void>>(),
  scope: null as unknown as SearchScope,
}));

vi.mock('@docusaurus/Translate', () => import('@site/tests/unit/dom/translate'));
vi.mock('@docusaurus/router', () => ({useHistory: () => ({push: mocks.push})}));
vi.mock('../providers', () => ({localProvider: () => mocks.provider, remoteProvider: () => mocks.provider}));
vi.mock('../searchIndex', () => ({
  isSearchIndexLoaded: () => true,
  loadSearchIndex: mocks.loadSearchIndex,
  searchWorkerApi: () => Promise.reject(new Error('the worker is not used in these tests')),
}));
vi.mock('../useSearchScope', () => ({useSearchScope: () => mocks.scope}));

const hits: SearchHit[] = [
  {type: 'title', title: 'Rslib intro', header: 'Rslib intro', link: '/guide/intro', query: 'rslib', highlightInfoList: [], group: 'Guide'},
  {type: 'title', title: 'Rslib config', header: 'Rslib config', link: '/config/', query: 'rslib', highlightInfoList: [], group: 'Config'},
];

// Recent answers are cached by language (among others): each test gets a language of its own.
let scopeCount = 0;
const newScope = (): SearchScope => ({lang: `en-${++scopeCount}`, versionBase: '/', otherBases: [], remote: null});

function Modal({initialInput = '', onClose}: {initialInput?: string; onClose: () => void}) {
  const [scope] = useState(newScope);
  const [input, setInput] = useState(initialInput);
  return (
    <>
      <button type="button">On the page</button>
      <SearchModal scope={scope} input={input} onInputChange={setInput} onClose={onClose} />
    </>
  );
}

function renderModal(initialInput = '') {
  const onClose = vi.fn();
  const user = userEvent.setup({delay: null});
  render(<Modal initialInput={initialInput} onClose={onClose} />);
  return {user, onClose};
}

const dialog = () => screen.getByRole('dialog', {name: 'Search the documentation'});
const input = () => screen.getByRole<HTMLInputElement>('combobox', {name: 'Search the documentation'});
const cancel = () => screen.getByRole('button', {name: 'Cancel'});

beforeEach(() => {
  mocks.provider.mockReset();
  mocks.provider.mockResolvedValue(hits);
  mocks.push.mockReset();
  mocks.loadSearchIndex.mockReset();
  mocks.loadSearchIndex.mockResolvedValue(undefined);
  mocks.scope = newScope();
});

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

describe('SearchModal', () => {
  test('opens as a modal dialog with focus in the input and the previous query selected', () => {
    renderModal('rslib');
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(input());
    expect([input().selectionStart, input().selectionEnd]).toEqual([0, 5]);
  });

  test('Escape closes it, from the input and from the results', async () => {
    const {user, onClose} = renderModal('rslib');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await screen.findByRole('option', {name: 'Rslib intro'});
    await user.tab(); // Cancel
    await user.tab(); // the result list, scrollable from the keyboard
    expect(document.activeElement?.contains(screen.getByRole('listbox'))).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('Tab and Shift+Tab keep focus inside the dialog', async () => {
    const {user} = renderModal();
    expect(document.activeElement).toBe(input());
    await user.tab();
    expect(document.activeElement).toBe(cancel());
    await user.tab();
    expect(document.activeElement).toBe(input());
    await user.tab({shift: true});
    expect(document.activeElement).toBe(cancel());
  });

  test('with results, the result list joins the focus cycle', async () => {
    const {user} = renderModal('rslib');
    await screen.findByRole('option', {name: 'Rslib intro'});
    const list = screen.getByRole('listbox').parentElement!;
    await user.tab();
    expect(document.activeElement).toBe(cancel());
    await user.tab();
    expect(document.activeElement).toBe(list);
    await user.tab();
    expect(document.activeElement).toBe(input());
    await user.tab({shift: true});
    expect(document.activeElement).toBe(list);
  });

  test('a press on the backdrop closes it without moving focus to the page; a press inside does not', () => {
    const {onClose} = renderModal();
    expect(fireEvent.mouseDown(dialog())).toBe(true);
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = dialog().parentElement!;
    // false: the default (focus moving to the page) was prevented.
    expect(fireEvent.mouseDown(backdrop)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('Cancel closes it', async () => {
    const {user, onClose} = renderModal();
    await user.click(cancel());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('choosing a result opens its page and closes the dialog', async () => {
    const {user, onClose} = renderModal('rslib');
    await screen.findByRole('option', {name: 'Rslib intro'});
    await user.keyboard('{ArrowDown}{Enter}');
    expect(mocks.push).toHaveBeenCalledWith('/config/');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('the page behind does not scroll while it is open, and scrolls as before after', () => {
    document.body.style.overflow = 'auto';
    const {onClose} = renderModal();
    expect(document.body.style.overflow).toBe('hidden');
    cleanup();
    expect(document.body.style.overflow).toBe('auto');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('SearchBar with its dialog', () => {
  const button = () => screen.getByRole('button', {name: 'Search Docs'});

  test('the button loads the index on intent and opens the dialog; Escape closes it and focus goes back to the button', async () => {
    const user = userEvent.setup({delay: null});
    render(<SearchBar />);
    expect(button().getAttribute('aria-haspopup')).toBe('dialog');
    expect(button().getAttribute('aria-expanded')).toBe('false');

    await user.hover(button());
    expect(mocks.loadSearchIndex).toHaveBeenCalledWith('/');

    await user.click(button());
    await screen.findByRole('dialog');
    expect(button().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input()));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  test('Ctrl+K opens and closes the dialog from anywhere on the page', async () => {
    const user = userEvent.setup({delay: null});
    render(<SearchBar />);
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(input()));

    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  test('Cancel returns focus to the button, and the query is still there on reopening', async () => {
    const user = userEvent.setup({delay: null});
    render(<SearchBar />);
    await user.click(button());
    await screen.findByRole('dialog');
    await user.type(input(), 'rslib');
    await user.click(cancel());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());

    await user.click(button());
    await screen.findByRole('dialog');
    expect(input().value).toBe('rslib');
  });
});
