/**
 * Switches, set in docusaurus.config.ts (`customFields.behaviour`) and read by
 * the theme and the client modules.
 */
export interface SiteBehaviour {
  /** false: no dark theme and no theme toggle; every page is light. */
  darkMode: boolean;
  /** Circular reveal (View Transition API) when the colour theme changes. */
  appearanceAnimation: boolean;
  /** 'auto': send first-time visitors to their browser's language; 'never': do not. */
  localeRedirect: 'auto' | 'never';
}

export const DEFAULT_BEHAVIOUR: SiteBehaviour = {darkMode: true, appearanceAnimation: true, localeRedirect: 'auto'};

/** The behaviour from `customFields`, with defaults for anything missing or malformed. */
export function readBehaviour(customFields: unknown): SiteBehaviour {
  const raw = (customFields as {behaviour?: Partial<Record<keyof SiteBehaviour, unknown>>} | undefined)?.behaviour ?? {};
  return {
    darkMode: typeof raw.darkMode === 'boolean' ? raw.darkMode : DEFAULT_BEHAVIOUR.darkMode,
    appearanceAnimation: typeof raw.appearanceAnimation === 'boolean' ? raw.appearanceAnimation : DEFAULT_BEHAVIOUR.appearanceAnimation,
    localeRedirect: raw.localeRedirect === 'never' ? 'never' : DEFAULT_BEHAVIOUR.localeRedirect,
  };
}

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
