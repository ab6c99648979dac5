// @vitest-environment happy-dom
import {describe, expect, it, vi} from 'vitest';
import {runWhenIdle, staticArticle, staticArticleClientModule} from './staticArticle';

describe('static article helpers', () => {
  it('run one job per idle period, in order, and stop when asked', () => {
    const callbacks: (() => void)[] = [];
    const win = {requestIdleCallback: (callback: () => void) => callbacks.push(callback)} as unknown as Window;
    const ran: number[] = [];
    const stop = runWhenIdle([() => ran.push(1), () => ran.push(2), () => ran.push(3)], win);
    expect(ran).toEqual([]);
    callbacks.shift()!();
    expect(ran).toEqual([1]);
    callbacks.shift()!();
    stop();
    callbacks.shift()?.();
    expect(ran).toEqual([1, 2]);
  });

  it('attach once to the article the page opened with, and detach when the reader navigates', async () => {
    document.body.innerHTML = '<div data-static-article><p>text</p></div>';
    expect(staticArticle()).not.toBeNull();
    const detach = vi.fn();
    const attach = vi.fn(() => detach);
    const module = staticArticleClientModule(attach);
    module.onRouteUpdate({previousLocation: null});
    module.onRouteDidUpdate();
    module.onRouteDidUpdate();
    expect(attach).toHaveBeenCalledTimes(1);
    module.onRouteUpdate({previousLocation: {pathname: '/'}});
    await Promise.resolve();
    expect(detach).toHaveBeenCalledTimes(1);
  });

  it('attach nothing on a page without a static article', () => {
    document.body.innerHTML = '<main>landing</main>';
    const attach = vi.fn(() => () => {});
    staticArticleClientModule(attach).onRouteDidUpdate();
    expect(attach).not.toHaveBeenCalled();
  });
});
