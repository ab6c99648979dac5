// Local plugin: the stored theme is checked before the first paint, right after Docusaurus's own
// theme script (see earlyAppearance.mjs), so a garbage value never shows a page in neither theme.
import {earlyCall, earlyScriptPlugin} from '../../shared/build/earlyScript';
import {normalizeAppearance} from './earlyAppearance.mjs';

export function appearanceScript(darkMode: boolean): string {
  return earlyCall(normalizeAppearance, 'window', JSON.stringify(darkMode));
}

/** The plugin, configured in code (its option is a value of the config, not user input). */
export default function appearancePlugin({darkMode}: {darkMode: boolean}) {
  return earlyScriptPlugin('rslib-appearance', appearanceScript(darkMode));
}
