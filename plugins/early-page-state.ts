// Local plugin: an inline script that runs before the first paint, right after Docusaurus's own
// theme script, so that the first frame is already right:
// - a stored or requested theme other than light/dark counts as auto (spec 4), and with dark
//   mode disabled every page is light;
// - parts hidden by the query string (`?navbar=0`...) are marked on <html> (spec 2.1).
// The functions live in src/utils/earlyScripts.mjs, where they are unit-tested.
import type {Plugin} from '@docusaurus/types';
import {markPartsHiddenByQuery, normalizeAppearance, partsHiddenByQuery} from '../src/utils/earlyScripts.mjs';

export interface EarlyPageStateOptions {
  darkMode: boolean;
}

export function earlyPageScript({darkMode}: EarlyPageStateOptions): string {
  return [
    `try{(${normalizeAppearance.toString()})(window,${JSON.stringify(darkMode)})}catch(e){}`,
    `try{(${markPartsHiddenByQuery.toString()})(document.documentElement,location.search,${partsHiddenByQuery.toString()})}catch(e){}`,
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
