import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/router', () => ({useHistory: () => null}));
vi.mock('@generated/routes', () => ({default: []}));
const {appNavigationTarget} = await import('./articleLinks');

const site = {origin: 'https://rslib.rs'};
// The English build's pages, as the route table would answer.
const pages = new Set(['/guide/start/quick-start', '/zh/config/lib/format', '/guide/', '/guide/basic/cli.html']);
const isPage = (pathname: string) => pages.has(pathname);
const plain = {button: 0, modified: false, defaultPrevented: false};
const link = (href: string, extra: Partial<{target: string; hasDownload: boolean}> = {}) => ({href, target: '', hasDownload: false, ...extra});

describe('links of a page\'s text', () => {
  it('open pages and headings of the site through the router', () => {
    expect(appNavigationTarget(link('https://rslib.rs/guide/start/quick-start'), plain, site, isPage)).toBe('/guide/start/quick-start');
    expect(appNavigationTarget(link('/zh/config/lib/format#esm'), plain, site, isPage)).toBe('/zh/config/lib/format#esm');
    expect(appNavigationTarget(link('https://rslib.rs/guide/?x=1#y'), plain, site, isPage)).toBe('/guide/?x=1#y');
  });

  it('leave other sites, files, new tabs, downloads and modified or handled clicks to the browser', () => {
    expect(appNavigationTarget(link('https://github.com/web-infra-dev/rslib'), plain, site, isPage)).toBeNull();
    expect(appNavigationTarget(link('/guide/start/quick-start.md'), plain, site, isPage)).toBeNull();
    expect(appNavigationTarget(link('/img/logo.svg'), plain, site, isPage)).toBeNull();
    expect(appNavigationTarget(link('/guide/', {target: '_blank'}), plain, site, isPage)).toBeNull();
    expect(appNavigationTarget(link('/guide/', {hasDownload: true}), plain, site, isPage)).toBeNull();
    expect(appNavigationTarget(link('/guide/'), {...plain, modified: true}, site, isPage)).toBeNull();
    expect(appNavigationTarget(link('/guide/'), {...plain, button: 1}, site, isPage)).toBeNull();
    expect(appNavigationTarget(link('/guide/'), {...plain, defaultPrevented: true}, site, isPage)).toBeNull();
    expect(appNavigationTarget(link('http://[::1'), plain, site, isPage)).toBeNull();
  });

  it('leave a page this build does not have (the other language, a missing page) to the browser', () => {
    expect(appNavigationTarget(link('/zh/guide/start/quick-start'), plain, site, isPage)).toBeNull();
    expect(appNavigationTarget(link('/guide/no-such-page'), plain, site, isPage)).toBeNull();
    expect(appNavigationTarget(link('/guide/basic/cli.html'), plain, site, isPage)).toBe('/guide/basic/cli.html');
  });
});
