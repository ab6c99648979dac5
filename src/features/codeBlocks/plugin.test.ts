import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {PRISM_CLIENT_MODULE} from './plugin';

const require = createRequire(import.meta.url);
const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic'));

describe('the Prism client module replacement', () => {
  it('matches the client module Docusaurus registers, with and without its extension', () => {
    const clientModule = path.resolve(themeLib, './prism-include-languages');
    expect(PRISM_CLIENT_MODULE.test(clientModule)).toBe(true);
    expect(PRISM_CLIENT_MODULE.test(require.resolve(clientModule))).toBe(true);
  });

  it('leaves the swizzlable grammar loader alone, which the highlighter chunk uses', () => {
    expect(PRISM_CLIENT_MODULE.test(path.join(themeLib, 'theme/prism-include-languages.js'))).toBe(false);
  });
});
