import {matchRoutes, type RouteConfig} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import {isAppRoute, isNotFoundBranch} from './routes';

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

describe('isAppRoute', () => {
  it('tells the pages this build renders from the paths it would answer with the 404 page', () => {
    expect(isAppRoute(routes, '/guide/start/quick-start')).toBe(true);
    expect(isAppRoute(routes, '/search')).toBe(true);
    expect(isAppRoute(routes, '/zh/guide/start/quick-start')).toBe(false);
    expect(isAppRoute(routes, '/guide/no-such-page')).toBe(false);
  });
});
