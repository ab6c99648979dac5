// First-visit language redirect. Runs when the bundle starts, before React renders,
// so a redirected visitor does not see the other language first.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {languageRedirectTarget, VISITED_STORAGE_KEY} from '@site/src/features/language/languageRedirect';
import {readBehaviour} from '@site/src/shared/utils/siteBehaviour';
import {DEFAULT_LOCALE_ONLY_FOLDERS} from '@site/src/shared/utils/urlPaths.mjs';

/** Whether this browser has been here before; null when storage is unavailable or refuses. */
function recordVisit(): boolean | null {
  try {
    const storage = window.localStorage;
    const visited = storage.getItem(VISITED_STORAGE_KEY) !== null;
    if (!visited) storage.setItem(VISITED_STORAGE_KEY, '1');
    return visited;
  } catch {
    return null;
  }
}

function redirectOnFirstVisit(): void {
  const {localeRedirect} = readBehaviour(siteConfig.customFields);
  if (localeRedirect !== 'auto') return;
  const {pathname, search, hash} = window.location;
  const target = languageRedirectTarget({
    enabled: true,
    pathname,
    search,
    hash,
    browserLanguage: navigator.language,
    userAgent: navigator.userAgent,
    visited: recordVisit(),
    locales: siteConfig.i18n.locales,
    defaultLocale: siteConfig.i18n.defaultLocale,
    defaultLocaleOnly: DEFAULT_LOCALE_ONLY_FOLDERS,
  });
  if (target) window.location.replace(target);
}

if (ExecutionEnvironment.canUseDOM) {
  try {
    redirectOnFirstVisit();
  } catch (error) {
    console.warn('Language redirect skipped:', error);
  }
}
