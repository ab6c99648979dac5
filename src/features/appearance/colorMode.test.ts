import {describe, expect, it} from 'vitest';
import {colorModeOptions, revealRadius, shouldAnimateThemeChange} from './colorMode';

describe('colour mode', () => {
  it('maps the dark-mode switch onto Docusaurus colour-mode options', () => {
    expect(colorModeOptions(true)).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
    expect(colorModeOptions(false)).toEqual({defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
  });

  it('animates a theme change only when enabled, supported and motion is welcome', () => {
    expect(shouldAnimateThemeChange({enabled: true, supported: true, reducedMotion: false})).toBe(true);
    expect(shouldAnimateThemeChange({enabled: false, supported: true, reducedMotion: false})).toBe(false);
    expect(shouldAnimateThemeChange({enabled: true, supported: false, reducedMotion: false})).toBe(false);
    expect(shouldAnimateThemeChange({enabled: true, supported: true, reducedMotion: true})).toBe(false);
  });

  it('grows the reveal to the farthest corner', () => {
    expect(revealRadius(0, 0, 300, 400)).toBe(500);
    expect(revealRadius(300, 0, 300, 400)).toBe(500);
    expect(revealRadius(150, 200, 300, 400)).toBe(250);
  });
});
