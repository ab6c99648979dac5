import {beforeEach, describe, expect, it, vi} from 'vitest';

const docusaurusPreload = vi.fn(async (pathname: string) => [`route modules of ${pathname}`]);
const loadArticleRenderer = vi.fn(async () => ({default: 'renderer'}));
vi.mock('@docusaurus/core/lib/client/preload', () => ({default: docusaurusPreload}));
vi.mock('./articleRenderer', () => ({loadArticleRenderer}));
vi.mock('./lazyComponent', () => ({lazyComponent: (load: () => Promise<unknown>) => ({Component: () => null, load})}));

const {default: preload} = await import('./preload');
const {lazyMdxBody, loadTextOf} = await import('./mdxBody');
const {markAppHydrated} = await import('./hydration');

describe('preloading a page with its text', () => {
  const loadText = vi.fn(async () => ({default: () => null}));
  lazyMdxBody(loadText, '/guide/start/glossary');
  lazyMdxBody(vi.fn(async () => ({default: () => null})), '/guide/start/');

  beforeEach(() => vi.clearAllMocks());

  it('finds a page\'s text by its path, with or without the trailing slash, encoded or not', () => {
    expect(loadTextOf('/guide/start/glossary')).toBeInstanceOf(Promise);
    expect(loadTextOf('/guide/start/glossary/')).toBeInstanceOf(Promise);
    expect(loadTextOf('/guide/start')).toBeInstanceOf(Promise);
    expect(loadTextOf('/guide/start/%E6%9C%AF%E8%AF%AD')).toBeUndefined();
    expect(loadTextOf('/%E0%A4%A')).toBeUndefined();
  });

  it('loads only the route\'s chunks before hydration: the opened page keeps the server\'s text', async () => {
    await expect(preload('/guide/start/glossary')).resolves.toEqual(['route modules of /guide/start/glossary']);
    expect(loadText).not.toHaveBeenCalled();
    expect(loadArticleRenderer).not.toHaveBeenCalled();
  });

  it('after hydration, resolves only once the text and the Markdown renderer are in', async () => {
    markAppHydrated();
    let arrive: () => void = () => {};
    loadText.mockImplementationOnce(() => new Promise((resolve) => (arrive = () => resolve({default: () => null}))));
    let done = false;
    const preloading = preload('/guide/start/glossary').then(() => (done = true));
    await vi.waitFor(() => expect(loadText).toHaveBeenCalledTimes(1));
    expect(loadArticleRenderer).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    arrive();
    await preloading;
    expect(done).toBe(true);
  });

  it('waits for the renderer on a page without a text of its own too (a development build)', async () => {
    markAppHydrated();
    let arrive: () => void = () => {};
    loadArticleRenderer.mockImplementationOnce(() => new Promise((resolve) => (arrive = () => resolve({default: 'renderer'}))));
    let done = false;
    const preloading = preload('/search').then(() => (done = true));
    await vi.waitFor(() => expect(docusaurusPreload).toHaveBeenCalledWith('/search'));
    await Promise.resolve();
    expect(done).toBe(false);
    arrive();
    await preloading;
    expect(done).toBe(true);
  });
});
