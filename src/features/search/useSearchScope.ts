import {useActivePlugin, useActiveVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import {versionBase as versionBaseOf} from '@site/src/features/search/logic/scope';
import type {RemoteSearchConfig, SearchThemeConfig} from '@site/src/features/search/logic/types';

export interface SearchScope {
  lang: string;
  /** Base URL of the language and version being read: where its index lives. */
  versionBase: string;
  /** Base URLs of the other languages and versions, whose pages are never results here. */
  otherBases: string[];
  remote: RemoteSearchConfig | null;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** What to search: the current language and docs version, and how (local index or remote). */
export function useSearchScope(): SearchScope {
  const {i18n} = useDocusaurusContext();
  const pluginId = useActivePlugin()?.pluginId;
  const activeVersion = useActiveVersion(pluginId);
  const versions = useVersions(pluginId);
  const {search} = useThemeConfig() as {search?: Partial<SearchThemeConfig>};

  const languageBase = withSlash(i18n.localeConfigs[i18n.currentLocale]?.baseUrl ?? '/');
  const versionBase = versionBaseOf(languageBase, activeVersion);
  const otherBases = [
    ...i18n.locales.filter((locale) => locale !== i18n.currentLocale).map((locale) => withSlash(i18n.localeConfigs[locale]?.baseUrl ?? `/${locale}/`)),
    ...versions.map((version) => withSlash(version.path)),
  ].filter((base) => base !== versionBase);
  return {lang: i18n.currentLocale, versionBase, otherBases, remote: search?.remote ?? null};
}
