// Local plugin: an inline script that runs before the first paint, right after Docusaurus's own
// theme script, so that the first frame is already right:
// - a stored or requested theme other than light/dark counts as auto, and with dark
//   mode disabled every page is light;
// - parts hidden by the query string (`?navbar=0`...) are marked on <html>;
// - the language of the address is marked on <html> (for the 404 page a host serves anywhere).
// The functions live in src/shared/utils/earlyScripts.mjs, where they are unit-tested.
import type {Plugin} from '@docusaurus/types';
import {markPartsHiddenByQuery, markPathLocale, normalizeAppearance, partsHiddenByQuery} from './earlyScripts.mjs';
import {DEFAULT_LOCALE, LOCALES} from '../../shared/utils/urlPaths.mjs';

export interface EarlyPageStateOptions {
  darkMode: boolean;
}

export function earlyPageScript({darkMode}: EarlyPageStateOptions): string {
  return [
    `try{(${normalizeAppearance.toString()})(window,${JSON.stringify(darkMode)})}catch(e){}`,
    `try{(${markPartsHiddenByQuery.toString()})(document.documentElement,location.search,${partsHiddenByQuery.toString()})}catch(e){}`,
    `try{(${markPathLocale.toString()})(document.documentElement,location.pathname,${JSON.stringify(LOCALES)},${JSON.stringify(DEFAULT_LOCALE)})}catch(e){}`,
  ].join(';');
}

/** The plugin, configured in code (its options are values of the config, not user input). */
export default function earlyPageState(options: EarlyPageStateOptions): () => Plugin {
  return () => ({
    name: 'rslib-early-page-state',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: earlyPageScript(options)}]};
    },
  });
}
