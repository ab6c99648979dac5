import {describe, expect, it} from 'vitest';
import {normalizeAppearance} from './earlyAppearance.mjs';
import {appearanceScript} from './plugin';

/** A window with just what the appearance script touches. */
function fakeWindow({theme, choice, stored, systemDark = false, storageThrows = false}: {theme: string; choice: string; stored: string | null; systemDark?: boolean; storageThrows?: boolean}) {
  const attributes = new Map([
    ['data-theme', theme],
    ['data-theme-choice', choice],
  ]);
  const store = new Map<string, string>(stored === null ? [] : [['theme', stored]]);
  const win = {
    document: {
      documentElement: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
    matchMedia: () => ({matches: systemDark}),
    get localStorage() {
      if (storageThrows) throw new Error('SecurityError');
      return {getItem: (k: string) => store.get(k) ?? null, removeItem: (k: string) => store.delete(k)};
    },
  } as unknown as Window;
  return {win, attributes, store};
}

describe('normalizeAppearance', () => {
  it('keeps a valid choice', () => {
    const {win, attributes, store} = fakeWindow({theme: 'dark', choice: 'dark', stored: 'dark'});
    normalizeAppearance(win, true);
    expect(attributes.get('data-theme')).toBe('dark');
    expect(store.get('theme')).toBe('dark');
  });

  it('treats a garbage stored value as auto and forgets it', () => {
    for (const systemDark of [false, true]) {
      const {win, attributes, store} = fakeWindow({theme: 'purple', choice: 'purple', stored: 'purple', systemDark});
      normalizeAppearance(win, true);
      expect(attributes.get('data-theme')).toBe(systemDark ? 'dark' : 'light');
      expect(attributes.get('data-theme-choice')).toBe('system');
      expect(store.has('theme')).toBe(false);
    }
  });

  it('survives storage that throws', () => {
    const {win, attributes} = fakeWindow({theme: '{"x":1}', choice: '{"x":1}', stored: null, storageThrows: true});
    expect(() => normalizeAppearance(win, true)).not.toThrow();
    expect(attributes.get('data-theme')).toBe('light');
  });

  it('is always light with dark mode disabled', () => {
    const {win, attributes} = fakeWindow({theme: 'dark', choice: 'dark', stored: 'dark', systemDark: true});
    normalizeAppearance(win, false);
    expect(attributes.get('data-theme')).toBe('light');
  });

  it('runs as an inline script before the first paint', () => {
    const {win, attributes} = fakeWindow({theme: 'x', choice: 'x', stored: 'x', systemDark: true});
    new Function('window', appearanceScript(true))(win);
    expect(attributes.get('data-theme')).toBe('dark');
    const light = fakeWindow({theme: 'dark', choice: 'dark', stored: 'dark', systemDark: true});
    new Function('window', appearanceScript(false))(light.win);
    expect(light.attributes.get('data-theme')).toBe('light');
  });
});
