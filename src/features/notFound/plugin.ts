// Local plugin: the language of the address is marked on <html> before the first paint, for the
// 404 page that a host may serve for any unknown path (see pathLocale.mjs).
import {earlyCall, earlyScriptPlugin} from '../../shared/build/earlyScript';
import {DEFAULT_LOCALE, LOCALES} from '../../shared/utils/urlPaths.mjs';
import {markPathLocale} from './pathLocale.mjs';

export const pathLocaleScript = earlyCall(markPathLocale, 'document.documentElement', 'location.pathname', JSON.stringify(LOCALES), JSON.stringify(DEFAULT_LOCALE));

export default earlyScriptPlugin('rslib-not-found', pathLocaleScript);
