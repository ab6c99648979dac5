import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/ExecutionEnvironment', () => ({default: {canUseDOM: false}}));
vi.mock('./articleRenderer', () => ({loadArticleRenderer: vi.fn()}));
vi.mock('@generated/routes', () => ({default: []}));

const {withPrefetchOnIntent} = await import('./prefetchBudget.client');

describe('link prefetching on intent', () => {
  const docusaurus = () => ({prefetch: vi.fn(() => true), preload: vi.fn((routePath: string) => `loaded ${routePath}`)});

  it('prefetches nothing when a link scrolls into view', () => {
    const original = docusaurus();
    const onPreload = vi.fn();
    const wrapped = withPrefetchOnIntent(original, onPreload);
    expect(wrapped.prefetch('/guide/start/quick-start')).toBe(false);
    expect(original.prefetch).not.toHaveBeenCalled();
    expect(onPreload).not.toHaveBeenCalled();
  });

  it('preloads on intent as Docusaurus does, and runs the extra preload with it', () => {
    const original = docusaurus();
    const onPreload = vi.fn();
    const wrapped = withPrefetchOnIntent(original, onPreload);
    expect(wrapped.preload('/config/')).toBe('loaded /config/');
    expect(original.preload).toHaveBeenCalledWith('/config/');
    expect(onPreload).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(wrapped)).toBe(true);
  });
});
