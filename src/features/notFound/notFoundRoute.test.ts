import {matchRoutes, type RouteConfig} from 'react-router-config';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@generated/routes', () => ({default: []}));
vi.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/'})}));

const {isNotFoundBranch} = await import('./notFoundRoute');

// The shape of a Docusaurus site's routes: pages, the docs (nested, with a leaf per doc) and
// the catch-all 404 route last.
const routes: RouteConfig[] = [
  {path: '/', exact: true},
  {path: '/search', exact: true},
  {
    path: '/',
    routes: [{path: '/', routes: [{path: '/', routes: [{path: '/guide/start/', exact: true}, {path: '/guide/start/quick-start', exact: true}]}]}],
  },
  {path: '*'},
];

describe('isNotFoundBranch', () => {
  it('is false for the pages and docs of the site', () => {
    for (const pathname of ['/', '/search', '/guide/start/', '/guide/start/quick-start']) {
      expect(isNotFoundBranch(matchRoutes(routes, pathname)), pathname).toBe(false);
    }
  });
  it('is true where the 404 page shows: unknown paths under the docs, the 404 files, and the catch-all', () => {
    for (const pathname of ['/guide/start/no-such', '/404.html', '/zh/404', '/no/such/page']) {
      expect(isNotFoundBranch(matchRoutes(routes, pathname)), pathname).toBe(true);
    }
    expect(isNotFoundBranch(matchRoutes([{path: '/', exact: true}, {path: '*'}], '/x'))).toBe(true);
    expect(isNotFoundBranch([])).toBe(true);
  });
});
