// Light, dark or auto: the options Docusaurus gets, and the maths of the circular reveal.

/**
 * Docusaurus colour-mode options for the switch: with dark mode on, light/dark/auto with auto
 * following the system; with it off, no toggle, no stored choice and no system preference.
 */
export function colorModeOptions(darkMode: boolean) {
  return darkMode
    ? {defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: true}
    : {defaultMode: 'light' as const, disableSwitch: true, respectPrefersColorScheme: false};
}

/** The circular reveal runs only when configured, supported, and motion is welcome. */
export function shouldAnimateThemeChange(options: {enabled: boolean; supported: boolean; reducedMotion: boolean}): boolean {
  return options.enabled && options.supported && !options.reducedMotion;
}

/** The radius that lets a circle grown from (x, y) cover a width × height viewport. */
export function revealRadius(x: number, y: number, width: number, height: number): number {
  return Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
}
