import {describe, expect, it, vi} from 'vitest';
import {linkedPagePath, preloadPage} from './preloadPage';

describe('preloading a page on intent', () => {
  it('asks Docusaurus once per page', () => {
    const docusaurus = {preload: vi.fn()};
    preloadPage('/guide/a', () => docusaurus);
    preloadPage('/guide/a', () => docusaurus);
    preloadPage('/guide/b', () => docusaurus);
    expect(docusaurus.preload.mock.calls).toEqual([['/guide/a'], ['/guide/b']]);
  });

  it('does nothing before Docusaurus has started, and asks once it has', () => {
    const docusaurus = {preload: vi.fn()};
    expect(() => preloadPage('/guide/c', () => undefined)).not.toThrow();
    preloadPage('/guide/c', () => docusaurus);
    expect(docusaurus.preload).toHaveBeenCalledWith('/guide/c');
  });
});

describe('the page a link leads to', () => {
  const isPage = (pathname: string) => pathname.startsWith('/guide/');
  it('is the path of a page of this site', () => {
    expect(linkedPagePath('/guide/a#heading', 'https://rslib.rs', isPage)).toBe('/guide/a');
    expect(linkedPagePath('https://rslib.rs/guide/b?x=1', 'https://rslib.rs', isPage)).toBe('/guide/b');
  });

  it('is null for another site, a file or a malformed address', () => {
    expect(linkedPagePath('https://example.com/guide/a', 'https://rslib.rs', isPage)).toBeNull();
    expect(linkedPagePath('/llms.txt', 'https://rslib.rs', isPage)).toBeNull();
    expect(linkedPagePath('http://[bad', 'https://rslib.rs', isPage)).toBeNull();
  });
});
