import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import performancePlugin, {tslibHelpersCalled} from './plugin';
import * as helpers from './tslib';

const require = createRequire(import.meta.url);

const plugin = performancePlugin({siteDir: '/site'} as LoadContext);
const configure = (entry: unknown, mode = 'production', isServer = false) =>
  plugin.configureWebpack!({entry, mode} as never, isServer, {} as never, undefined as never);

describe('the staged start-up entry', () => {
  it('replaces Docusaurus\'s client entry in production client builds', () => {
    const config = configure('/x/node_modules/@docusaurus/core/lib/client/clientEntry.js') as {entry: string; resolve: {alias: Record<string, string>}; plugins: unknown[]};
    expect(config.entry).toBe(path.join('/site', 'src/features/performance/stagedStartup.ts'));
    // And tslib is the few helpers of tslib.ts, with a guard for the ones it lacks.
    expect(config.resolve.alias).toEqual({tslib$: path.join('/site', 'src/features/performance/tslib.ts')});
    expect(config.plugins).toHaveLength(1);
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

describe('the client bundle\'s tslib', () => {
  it('finds the helpers a module compiled by TypeScript calls', () => {
    const source = 'const tslib_1 = require("tslib");\nconst a = tslib_1.__importDefault(require("a"));\ntslib_1.__exportStar(require("b"), exports);\ntslib_1.__importDefault(c);';
    expect(tslibHelpersCalled(source)).toEqual(['__exportStar', '__importDefault']);
    expect(tslibHelpersCalled('const x = require("tslib-like");')).toEqual([]);
  });

  it('gives the helpers Docusaurus\'s client code calls, each acting as tslib\'s own', async () => {
    const tslib = await import('tslib');
    const files = ['@docusaurus/utils-common/lib/index.js'].map((name) => fs.readFileSync(require.resolve(name), 'utf8'));
    for (const name of files.flatMap(tslibHelpersCalled)) expect(Object.keys(helpers)).toContain(name);
    const commonJs = {answer: 42};
    const esModule = {__esModule: true, default: 'x'};
    for (const mod of [commonJs, esModule, null]) expect(helpers.__importDefault(mod)).toEqual(tslib.__importDefault(mod as never));
  });
});
