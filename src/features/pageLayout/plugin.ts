// Local plugin: parts hidden by the query string (`?navbar=0`...) are marked on <html> before
// the first paint, so the stylesheet hides them from the first frame.
import {earlyCall, earlyScriptPlugin} from '../../shared/build/earlyScript';
import {markPartsHiddenByQuery, partsHiddenByQuery} from './interfaceToggles.mjs';

export const pageLayoutScript = earlyCall(markPartsHiddenByQuery, 'document.documentElement', 'location.search', partsHiddenByQuery.toString());

export default earlyScriptPlugin('rslib-page-layout', pageLayoutScript);
