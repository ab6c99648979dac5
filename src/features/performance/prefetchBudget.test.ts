import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/ExecutionEnvironment', () => ({default: {canUseDOM: false}}));
vi.mock('@generated/routes', () => ({default: []}));

const {withPrefetchOnIntent} = await import('./prefetchBudget.client');

describe('link prefetching on intent', () => {
  const docusaurus = () => ({prefetch: vi.fn(() => true), preload: vi.fn((routePath: string) => `loaded ${routePath}`)});

  it('prefetches nothing when a link scrolls into view', () => {
    const original = docusaurus();
    const wrapped = withPrefetchOnIntent(original);
    expect(wrapped.prefetch('/guide/start/quick-start')).toBe(false);
    expect(original.prefetch).not.toHaveBeenCalled();
  });

  it('keeps Docusaurus\'s preload for intent', () => {
    const original = docusaurus();
    const wrapped = withPrefetchOnIntent(original);
    expect(wrapped.preload('/config/')).toBe('loaded /config/');
    expect(original.preload).toHaveBeenCalledWith('/config/');
    expect(Object.isFrozen(wrapped)).toBe(true);
  });
});
