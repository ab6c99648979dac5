import {describe, expect, it} from 'vitest';
import {chunkNamesForPath, entryFiles, parseRoutesModule, scriptFiles, type ChunkGroupScripts} from './routeScripts';

// The shape Docusaurus 3.10 writes to .docusaurus/routes.js.
const ROUTES_MODULE = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '822'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', '5a2'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', '3c6'),
        routes: [
          {
            path: '/guide/start/quick-start',
            component: ComponentCreator('/guide/start/quick-start', '752'),
            exact: true,
            sidebar: "guide"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/search-822': {__comp: '1a4e3797', __context: {plugin: 'c141421f'}},
  '/-5a2': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
  '/-3c6': {__comp: 'a7bd4aaa', __props: '22dd74f7'},
  '/guide/start/quick-start-752': {__comp: '17896441', content: 'bdcd12e6'},
  '*-undefined': {},
};

// As ChunkGroupScripts records them: the docs' shared components are one chunk (docs-shell) in
// several groups, the groups whose every module moved there have no chunk of their own.
const GROUPS: ChunkGroupScripts = {
  main: ['assets/js/runtime~main.c.js', 'assets/js/main.2.js'],
  '5e95c892': ['assets/js/docs-shell.4.js'],
  aba21aa0: ['assets/js/docs-shell.4.js'],
  a7bd4aaa: ['assets/js/docs-shell.4.js'],
  '17896441': ['assets/js/docs-shell.4.js'],
  bdcd12e6: ['assets/js/bdcd12e6.a.js'],
  '22dd74f7': ['assets/js/22dd74f7.6.js', 'assets/js/runtime~main.c.js'],
};

describe('route scripts', () => {
  const routes = parseRoutesModule(ROUTES_MODULE);

  it('reads the route tree with each route\'s chunk-name key', () => {
    expect(routes.map((route) => route.chunkKey)).toEqual(['/search-822', '/-5a2', '*-undefined']);
    expect(routes[1].routes![0].routes![0]).toMatchObject({path: '/guide/start/quick-start', exact: true, chunkKey: '/guide/start/quick-start-752'});
  });

  it('collects the chunk names of every route that renders a path, outermost first', () => {
    expect(chunkNamesForPath(routes, CHUNK_NAMES, '/guide/start/quick-start')).toEqual(['5e95c892', 'aba21aa0', 'a7bd4aaa', '22dd74f7', '17896441', 'bdcd12e6']);
    expect(chunkNamesForPath(routes, CHUNK_NAMES, '/search')).toEqual(['1a4e3797', 'c141421f']);
  });

  it('turns chunk names into script files, each once and without the start-up bundles or unknown names', () => {
    expect(scriptFiles(GROUPS, ['5e95c892', 'aba21aa0', '22dd74f7', '17896441', 'bdcd12e6', 'not-built'])).toEqual([
      'assets/js/docs-shell.4.js',
      'assets/js/22dd74f7.6.js',
      'assets/js/bdcd12e6.a.js',
    ]);
  });

  it('finds the start-up bundles in their order', () => {
    expect(entryFiles(GROUPS)).toEqual(['assets/js/runtime~main.c.js', 'assets/js/main.2.js']);
    expect(entryFiles({})).toEqual([]);
  });
});
