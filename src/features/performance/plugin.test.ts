import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import performancePlugin from './plugin';

const plugin = performancePlugin({siteDir: '/site'} as LoadContext);
const configure = (entry: unknown, mode = 'production', isServer = false) =>
  plugin.configureWebpack!({entry, mode} as never, isServer, {} as never, undefined as never);

describe('the staged start-up entry', () => {
  it('replaces Docusaurus\'s client entry in production client builds', () => {
    expect(configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js')).toEqual({entry: path.join('/site', 'src/features/performance/stagedStartup.ts')});
  });

  it('leaves the server build and development as they are', () => {
    expect(configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js', 'production', true)).toEqual({});
    expect(configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js', 'development')).toEqual({});
  });

  it('stops the build, naming the file to re-check, when Docusaurus has another entry', () => {
    expect(() => configure('/x/node_modules/@docusaurus/core/lib/client/newEntry.js')).toThrow(/webpack\/client\.js.*stagedStartup\.ts/);
    expect(() => configure({main: 'x'})).toThrow(/no longer/);
  });
});
