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
