// @vitest-environment happy-dom
import React from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {act} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {testRoot} from '@site/tests/unit/dom/testRoot';
import StaticWhileHidden from '.';

const QUERY = '(max-width: 1023px)';

/** A `matchMedia` whose one query matches while `state.matches` is true, and tells its listeners when that changes. */
function fakeMatchMedia(initiallyMatches: boolean) {
  const listeners = new Set<() => void>();
  const state = {matches: initiallyMatches};
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query === QUERY && state.matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  const set = (matches: boolean) => {
    state.matches = matches;
    for (const listener of listeners) listener();
  };
  return {matchMedia, set, listeners};
}

/** The server's render: this test's window has no `matchMedia` then, as Node has no window. */
function serverHtml(element: React.ReactElement): string {
  vi.stubGlobal('matchMedia', undefined);
  return renderToString(element);
}

const root = testRoot();

const renders = vi.fn();
function Part({label}: {label: string}) {
  renders(label);
  return (
    <nav>
      <a href="/a">{label}</a>
    </nav>
  );
}

/** The server's HTML of the part, hydrated in a window where the query matches or not. */
function hydrate(hidden: boolean, label = 'server') {
  const element = (text: string) => (
    <StaticWhileHidden hiddenWhen={QUERY}>
      <Part label={text} />
    </StaticWhileHidden>
  );
  const container = document.createElement('div');
  container.innerHTML = serverHtml(element('server'));
  document.body.append(container);
  const fake = fakeMatchMedia(hidden);
  vi.stubGlobal('matchMedia', fake.matchMedia);
  renders.mockClear();
  act(() => {
    root.current = hydrateRoot(container, element(label));
  });
  return {container, fake, rerender: (text: string) => act(() => root.current!.render(element(text)))};
}

describe('StaticWhileHidden', () => {
  it('renders its children on the server, inside a wrapper without a box', () => {
    expect(serverHtml(<StaticWhileHidden hiddenWhen={QUERY}><Part label="x" /></StaticWhileHidden>)).toMatch(/^<div class="[^"]*wrapper[^"]*"><nav><a href="\/a">x<\/a><\/nav><\/div>$/);
  });

  it('keeps the server HTML without rendering its children while the part starts hidden', () => {
    const {container, rerender} = hydrate(true, 'client');
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector('a')!.textContent).toBe('server');
    // Later renders of the page do not touch it either.
    rerender('later');
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector('a')!.textContent).toBe('server');
  });

  it('renders its children for real once the query stops matching, and stops listening', () => {
    const {container, fake} = hydrate(true, 'client');
    act(() => fake.set(true));
    expect(renders).not.toHaveBeenCalled();
    act(() => fake.set(false));
    expect(renders).toHaveBeenCalledWith('client');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('a')!.textContent).toBe('client');
    expect(fake.listeners.size).toBe(0);
  });

  it('hydrates its children as usual when the part is shown at start', () => {
    const {container, fake} = hydrate(false);
    expect(renders).toHaveBeenCalledWith('server');
    expect(container.querySelector('a')!.textContent).toBe('server');
    expect(fake.listeners.size).toBe(0);
  });
});
