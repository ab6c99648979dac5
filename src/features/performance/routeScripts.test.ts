import {describe, expect, it} from 'vitest';
import {chunkNamesForPath, entryFiles, parseRoutesModule, scriptFiles, type ClientManifest} from './routeScripts';

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

const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['4014', '9783', '1889'],
    '17896441': ['4014', '7545', '106'],
    bdcd12e6: ['9153'],
    '5e95c892': ['1668'],
    aba21aa0: ['3747'],
    a7bd4aaa: ['5575'],
    '22dd74f7': ['1924', '9783'],
  },
  assets: {
    '9783': {js: [{file: 'assets/js/runtime~main.c.js'}]},
    '1889': {js: [{file: 'assets/js/main.2.js'}]},
    '7545': {js: [{file: 'assets/js/7545.d.js'}]},
    '106': {js: [{file: 'assets/js/17896441.b.js'}]},
    '9153': {js: [{file: 'assets/js/bdcd12e6.a.js'}]},
    '1668': {js: [{file: 'assets/js/5e95c892.4.js'}]},
    '3747': {js: [{file: 'assets/js/aba21aa0.5.js'}]},
    '5575': {js: [{file: 'assets/js/a7bd4aaa.f.js'}]},
    '1924': {js: [{file: 'assets/js/22dd74f7.6.js'}]},
  },
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
    expect(scriptFiles(MANIFEST, ['5e95c892', '22dd74f7', '17896441', 'bdcd12e6', 'not-built'])).toEqual([
      'assets/js/5e95c892.4.js',
      'assets/js/22dd74f7.6.js',
      'assets/js/7545.d.js',
      'assets/js/17896441.b.js',
      'assets/js/bdcd12e6.a.js',
    ]);
  });

  it('finds the start-up bundles in their order', () => {
    expect(entryFiles(MANIFEST)).toEqual(['assets/js/runtime~main.c.js', 'assets/js/main.2.js']);
  });
});
