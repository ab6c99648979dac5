import {describe, expect, it} from 'vitest';
import {readBehaviour} from './siteBehaviour';

describe('site behaviour', () => {
  it('fills in defaults for missing or malformed switches', () => {
    expect(readBehaviour(undefined)).toEqual({darkMode: true, appearanceAnimation: true, localeRedirect: 'auto'});
    expect(readBehaviour({behaviour: {darkMode: 'no', appearanceAnimation: false, localeRedirect: 'never'}})).toEqual({
      darkMode: true,
      appearanceAnimation: false,
      localeRedirect: 'never',
    });
  });
});
