// @vitest-environment happy-dom
// The search panel as a reader uses it: its states, the keyboard, groups and highlights.
// The index worker is out of the picture: `providers.ts` and `searchIndex.ts` are mocked, so
// each test decides what the search answers, and when.
import React, {useState} from 'react';
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {cleanup, fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {SearchHit, SearchProvider} from '@site/src/features/search/logic/types';
import type {SearchScope} from '../useSearchScope';
import SearchPanel from './index';

const mocks = vi.hoisted(() => ({
  provider: vi.fn<SearchProvider>(),
  push: vi.fn<(path: string) => void>(),
  isSearchIndexLoaded: vi.fn<(versionBase: string) => boolean>(),
  loadSearchIndex: vi.fn<(versionBase: string) => Promise<void>>(),
  renders: 0,
}));

vi.mock('@docusaurus/Translate', () => import('@site/tests/unit/dom/translate'));
// The panel calls useHistory() once per render: counting here catches a render loop, which
// would otherwise hang the test run (React's act() flushes it forever).
vi.mock('@docusaurus/router', () => ({
  useHistory: () => {
    mocks.renders += 1;
    if (mocks.renders > 500) throw new Error('SearchPanel keeps rendering');
    return {push: mocks.push};
  },
}));
vi.mock('../providers', () => ({localProvider: () => mocks.provider, remoteProvider: () => mocks.provider}));
vi.mock('../searchIndex', () => ({
  isSearchIndexLoaded: mocks.isSearchIndexLoaded,
  loadSearchIndex: mocks.loadSearchIndex,
  searchWorkerApi: () => Promise.reject(new Error('the worker is not used in these tests')),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

function titleHit(title: string, link: string, group: string): SearchHit {
  return {type: 'title', title, header: title, link, query: 'rslib', highlightInfoList: [], group};
}

/** Nine hits in "Guide" (seven shown, then "Show 2 more") and two in "Config". */
const guideHits = Array.from({length: 9}, (_, i) => titleHit(`Guide page ${i + 1}`, `/guide/p${i + 1}`, 'Guide'));
const configHits = [titleHit('Config page 1', '/config/c1', 'Config'), titleHit('Config page 2', '/config/c2', 'Config')];
const allHits = [...guideHits, ...configHits];

// useSearch keeps recent answers in a module-level cache keyed by mode, version, language and
// query: every test searches in a "language" of its own so that none sees another's answers.
let scopeCount = 0;
const newScope = (): SearchScope => ({lang: `en-${++scopeCount}`, versionBase: '/', otherBases: ['/zh/', '/next/'], remote: null});

function Panel({scope, onNavigate}: {scope: SearchScope; onNavigate?: () => void}) {
  const [input, setInput] = useState('');
  return <SearchPanel scope={scope} input={input} onInputChange={setInput} onNavigate={onNavigate} />;
}

function renderPanel() {
  const onNavigate = vi.fn();
  // No delay between keys: a whole word is typed before the 150 ms debounce can run.
  const user = userEvent.setup({delay: null});
  render(<Panel scope={newScope()} onNavigate={onNavigate} />);
  return {user, onNavigate};
}

const input = () => screen.getByRole('combobox', {name: 'Search the documentation'});
const listbox = () => screen.getByRole('listbox', {name: 'Search results', hidden: true});
const options = () => screen.queryAllByRole('option');
const optionTexts = () => options().map((option) => option.textContent);
const statusText = () => screen.getByRole('status').textContent;
/** The row the input points at with aria-activedescendant (the keyboard's selection). */
function activeOption(): HTMLElement | null {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}
const busy = () => input().closest('form')!.nextElementSibling!.getAttribute('aria-busy');

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string, firstResult: string) {
  await user.type(input(), text);
  await screen.findByRole('option', {name: firstResult});
}

beforeEach(() => {
  mocks.renders = 0;
  mocks.provider.mockReset();
  mocks.provider.mockResolvedValue(allHits);
  mocks.push.mockReset();
  mocks.isSearchIndexLoaded.mockReset();
  mocks.isSearchIndexLoaded.mockReturnValue(true);
  mocks.loadSearchIndex.mockReset();
  mocks.loadSearchIndex.mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SearchPanel states', () => {
  test('shows nothing before the reader types, with the listbox the input controls already there', () => {
    renderPanel();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-controls')).toBe(listbox().id);
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(statusText()).toBe('');
    expect(options()).toHaveLength(0);
    expect(mocks.provider).not.toHaveBeenCalled();
  });

  test('settles: a panel with nothing to show does not keep rendering', async () => {
    mocks.provider.mockResolvedValue([]);
    const {user} = renderPanel();
    expect(mocks.renders).toBeLessThan(5);
    await user.type(input(), 'zzz');
    await waitFor(() => expect(statusText()).toContain('No results'));
    const settled = mocks.renders;
    await user.clear(input());
    expect(mocks.renders - settled).toBeLessThan(5);
  });

  test('says the index is loading until it is ready, then shows the results of what was typed meanwhile', async () => {
    const load = deferred<void>();
    mocks.isSearchIndexLoaded.mockReturnValue(false);
    mocks.loadSearchIndex.mockReturnValue(load.promise);
    const {user} = renderPanel();
    expect(statusText()).toBe('Loading the search index…');

    await user.type(input(), 'rslib');
    await waitFor(() => expect(mocks.provider).toHaveBeenCalled());
    expect(statusText()).toBe('Loading the search index…');
    expect(options()).toHaveLength(0);

    load.resolve();
    expect(await screen.findByRole('option', {name: 'Guide page 1'})).toBeTruthy();
    expect(statusText()).toBe('');
  });

  test('an index that fails to load logs why and does not leave a spinner behind', async () => {
    const error = new Error('offline');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.isSearchIndexLoaded.mockReturnValue(false);
    mocks.loadSearchIndex.mockRejectedValue(error);
    renderPanel();
    await waitFor(() => expect(statusText()).toBe(''));
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  test('says it is searching while the first answer is on its way', async () => {
    const answer = deferred<SearchHit[]>();
    mocks.provider.mockReturnValue(answer.promise);
    const {user} = renderPanel();
    await user.type(input(), 'rslib');

    await waitFor(() => expect(statusText()).toBe('Searching…'));
    expect(busy()).toBe('true');
    expect(input().getAttribute('aria-expanded')).toBe('false');

    answer.resolve(allHits);
    expect(await screen.findByRole('option', {name: 'Guide page 1'})).toBeTruthy();
    expect(statusText()).toBe('');
    expect(busy()).toBe('false');
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  test('searches once the reader pauses, for the tidied query, not on every key', async () => {
    const {user} = renderPanel();
    await searchFor(user, '  rslib   config ', 'Guide page 1');
    expect(mocks.provider).toHaveBeenCalledTimes(1);
    expect(mocks.provider.mock.calls[0][0]).toBe('rslib config');
  });

  test('says so when nothing is found', async () => {
    mocks.provider.mockResolvedValue([]);
    const {user} = renderPanel();
    await user.type(input(), 'zzz');
    await waitFor(() => expect(statusText()).toContain('No results for “zzz”'));
    expect(statusText()).toContain('Please try again with a different keyword');
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  test('a failing search logs the error and shows "no results"', async () => {
    const error = new Error('worker crashed');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.provider.mockRejectedValue(error);
    const {user} = renderPanel();
    await user.type(input(), 'rslib');
    await waitFor(() => expect(statusText()).toContain('No results for “rslib”'));
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  test('keeps the previous results on screen, marked busy, while a new search runs', async () => {
    const {user} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');

    const answer = deferred<SearchHit[]>();
    mocks.provider.mockReturnValue(answer.promise);
    await user.type(input(), ' config');
    await waitFor(() => expect(mocks.provider).toHaveBeenCalledTimes(2));
    expect(optionTexts()).toContain('Guide page 1');
    expect(busy()).toBe('true');
    expect(statusText()).toBe('');

    answer.resolve(configHits);
    await waitFor(() => expect(optionTexts()).toEqual(['Config page 1', 'Config page 2']));
    expect(busy()).toBe('false');
  });

  test('ignores an answer that arrives after the answer to a newer query', async () => {
    const first = deferred<SearchHit[]>();
    const second = deferred<SearchHit[]>();
    mocks.provider.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const {user} = renderPanel();
    await user.type(input(), 'guide');
    await waitFor(() => expect(mocks.provider).toHaveBeenCalledTimes(1));
    await user.type(input(), ' config');
    await waitFor(() => expect(mocks.provider).toHaveBeenCalledTimes(2));

    second.resolve(configHits);
    await screen.findByRole('option', {name: 'Config page 1'});
    first.resolve(guideHits);
    // Let the late answer settle, then check it changed nothing.
    await first.promise;
    await waitFor(() => expect(busy()).toBe('false'));
    expect(optionTexts()).toEqual(['Config page 1', 'Config page 2']);
  });

  test('clearing the input clears the results', async () => {
    const {user} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');
    await user.clear(input());
    expect(options()).toHaveLength(0);
    expect(statusText()).toBe('');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  test('answers a query searched a moment ago from memory', async () => {
    const {user} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');
    await user.clear(input());
    await searchFor(user, 'rslib', 'Guide page 1');
    expect(mocks.provider).toHaveBeenCalledTimes(1);
  });

  test('lists only pages of the language and version being read', async () => {
    mocks.provider.mockResolvedValue([
      titleHit('中文指南', '/zh/guide/start', 'Guide'),
      titleHit('Next guide', '/next/guide/start', 'Guide'),
      titleHit('Guide', '/guide/start', 'Guide'),
    ]);
    const {user} = renderPanel();
    await searchFor(user, 'guide', 'Guide');
    expect(optionTexts()).toEqual(['Guide']);
  });
});

describe('SearchPanel keyboard', () => {
  test('starts on the first result; the arrow keys move through every row and wrap at both ends', async () => {
    const {user} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');
    const rows = options();
    expect(rows).toHaveLength(10); // 7 + "Show 2 more" + 2
    expect(activeOption()).toBe(rows[0]);
    expect(rows[0].getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Guide page 2');
    expect(rows[0].getAttribute('aria-selected')).toBe('false');
    expect(rows[1].getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()?.textContent).toBe('Config page 2');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Guide page 1');
    // Exactly one row is selected at any time.
    expect(options().filter((row) => row.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  test('Enter opens the selected result in the app and tells the host (the dialog closes)', async () => {
    const {user, onNavigate} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(mocks.push).toHaveBeenCalledTimes(1);
    expect(mocks.push).toHaveBeenCalledWith('/guide/p2');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  test('Enter before any result is shown does nothing', async () => {
    mocks.provider.mockReturnValue(new Promise(() => undefined));
    const {user, onNavigate} = renderPanel();
    await user.type(input(), 'rslib{Enter}');
    await waitFor(() => expect(statusText()).toBe('Searching…'));
    await user.keyboard('{Enter}');
    expect(mocks.push).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  test('keys pressed while an input method is composing are left to it', async () => {
    const {user, onNavigate} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');
    fireEvent.keyDown(input(), {key: 'ArrowDown', isComposing: true});
    fireEvent.keyDown(input(), {key: 'Enter', isComposing: true});
    expect(activeOption()?.textContent).toBe('Guide page 1');
    expect(mocks.push).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  test('moving the pointer over a result selects it, so that Enter opens it', async () => {
    const {user} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');
    fireEvent.mouseMove(screen.getByRole('option', {name: 'Config page 1'}));
    expect(activeOption()?.textContent).toBe('Config page 1');
    await user.keyboard('{Enter}');
    expect(mocks.push).toHaveBeenCalledWith('/config/c1');
  });
});

describe('SearchPanel groups and highlights', () => {
  test('groups results under their sidebar group, seven per group, then "Show n more"', async () => {
    const {user} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');
    const [guide, config] = screen.getAllByRole('group');
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Guide', 'Config']);
    expect(within(guide).getAllByRole('option').map((row) => row.textContent)).toEqual([...guideHits.slice(0, 7).map((hit) => hit.title), 'Show 2 more']);
    expect(within(config).getAllByRole('option').map((row) => row.textContent)).toEqual(['Config page 1', 'Config page 2']);
  });

  test('Enter on "Show n more" reveals the rest of the group in place, without navigating', async () => {
    const {user, onNavigate} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');
    await user.keyboard('{ArrowDown>7/}');
    expect(activeOption()?.textContent).toBe('Show 2 more');

    await user.keyboard('{Enter}');
    expect(mocks.push).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
    expect(optionTexts()).toEqual(allHits.map((hit) => hit.title));
    // The selection stays where the button was: on the first of the revealed hits.
    expect(activeOption()?.textContent).toBe('Guide page 8');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(mocks.push).toHaveBeenCalledWith('/guide/p9');
  });

  test('a click on "Show n more" reveals the rest of the group', async () => {
    const {user} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');
    await user.click(screen.getByRole('option', {name: 'Show 2 more'}));
    expect(optionTexts()).toEqual(allHits.map((hit) => hit.title));
    expect(mocks.push).not.toHaveBeenCalled();
  });

  test('new results fold the groups again and start on the first result', async () => {
    const {user} = renderPanel();
    await searchFor(user, 'rslib', 'Guide page 1');
    await user.click(screen.getByRole('option', {name: 'Show 2 more'}));
    await user.keyboard('{ArrowDown}{ArrowDown}');

    mocks.provider.mockResolvedValue([...allHits]);
    await user.type(input(), ' guide');
    await waitFor(() => expect(optionTexts()).toContain('Show 2 more'));
    expect(activeOption()?.textContent).toBe('Guide page 1');
  });

  test('marks the matched words in titles, headings and excerpts', async () => {
    const statement = 'Set the build target of Rslib here.';
    mocks.provider.mockResolvedValue([
      {type: 'title', title: 'Rslib intro', header: 'Rslib intro', link: '/guide/intro', query: 'rslib', highlightInfoList: [{start: 0, length: 5}], group: 'Guide'},
      {type: 'header', title: 'Install', header: 'Install Rslib', link: '/guide/install#install-rslib', query: 'rslib', highlightInfoList: [{start: 8, length: 5}], group: 'Guide'},
      {type: 'content', title: 'Output', header: 'Target', link: '/config/output#target', query: 'rslib', statement, highlightInfoList: [{start: statement.indexOf('Rslib'), length: 5}], group: 'Config'},
    ]);
    const {user} = renderPanel();
    await searchFor(user, 'rslib', 'Rslib intro');
    const [title, header, content] = options();
    const marks = (row: HTMLElement) => Array.from(row.querySelectorAll('mark'), (mark) => mark.textContent);

    expect(marks(title)).toEqual(['Rslib']);
    expect(title.textContent).toBe('Rslib intro');
    // A heading hit names its page too.
    expect(marks(header)).toEqual(['Rslib']);
    expect(header.textContent).toBe('Install RslibInstall');
    // A content hit shows its heading, its page and the excerpt with the match marked.
    expect(marks(content)).toEqual(['Rslib']);
    expect(content.textContent).toBe(`TargetOutput${statement}`);
  });

  test('a plain click opens a result in the app; a modified click (new tab) is left to the browser', async () => {
    // Whether the browser may follow the link: seen on the document, after React's handlers.
    // The test then stops it, as happy-dom would otherwise navigate the test window.
    const leftToBrowser: boolean[] = [];
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element).closest('a[href]')) return;
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    try {
      const {user, onNavigate} = renderPanel();
      await searchFor(user, 'rslib', 'Guide page 1');
      const row = screen.getByRole('option', {name: 'Guide page 3'});
      expect(row.getAttribute('href')).toBe('/guide/p3');

      await user.keyboard('{Control>}');
      await user.click(row);
      await user.keyboard('{/Control}');
      expect(leftToBrowser).toEqual([true]);
      expect(mocks.push).not.toHaveBeenCalled();
      expect(onNavigate).not.toHaveBeenCalled();

      await user.click(row);
      expect(leftToBrowser).toEqual([true, false]);
      expect(mocks.push).toHaveBeenCalledWith('/guide/p3');
      expect(onNavigate).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('click', onClick);
    }
  });
});
