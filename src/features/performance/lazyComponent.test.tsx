// @vitest-environment happy-dom
import React, {Suspense, type ReactNode} from 'react';
import {act, cleanup, render} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {lazyComponent} from './lazyComponent';

const Text = ({children}: {children?: ReactNode}) => <p>text: {children}</p>;

afterEach(cleanup);

describe('a component in a chunk of its own', () => {
  it('loads once, however often it is asked for', async () => {
    const load = vi.fn(async () => ({default: Text}));
    const {load: loadOnce} = lazyComponent(load);
    await Promise.all([loadOnce(), loadOnce()]);
    await loadOnce();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once loaded', async () => {
    const {Component, load} = lazyComponent(async () => ({default: Text}));
    await load();
    // Rendered in one synchronous pass: a component that suspended would show the fallback.
    const {container} = render(
      <Suspense fallback="loading">
        <Component>a</Component>
      </Suspense>,
    );
    expect(container.innerHTML).toBe('<p>text: a</p>');
  });

  it('loads on first render and shows the component when it arrives', async () => {
    let arrive: (module: {default: typeof Text}) => void = () => {};
    const load = vi.fn(() => new Promise<{default: typeof Text}>((resolve) => (arrive = resolve)));
    const {Component} = lazyComponent(load);
    const {container} = render(
      <Suspense fallback="loading">
        <Component>b</Component>
      </Suspense>,
    );
    expect(container.textContent).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive({default: Text}));
    expect(container.innerHTML).toBe('<p>text: b</p>');
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return {default: Text};
    });
    const lazy = lazyComponent(load);
    await expect(lazy.load()).rejects.toThrow('offline');
    fail = false;
    await expect(lazy.load()).resolves.toEqual({default: Text});
    const {container} = render(
      <Suspense fallback="loading">
        <lazy.Component>c</lazy.Component>
      </Suspense>,
    );
    expect(container.innerHTML).toBe('<p>text: c</p>');
  });
});
