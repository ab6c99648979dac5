// The pages that exist only in English (the JavaScript API) stay out of the other languages'
// builds as drafts: Docusaurus builds no route for a draft and drops it from every sidebar,
// including the JSON sidebars that `docs:version` writes (which list the API pages). Leaving the
// files out with the docs plugin's `exclude` would make those sidebars name missing pages.
import {DEFAULT_LOCALE, DEFAULT_LOCALE_ONLY_FOLDERS} from '../../shared/utils/urlPaths.mjs';
import {docRelativePath} from './remarkEnglishOnlyLinks.mjs';

/**
 * Whether a doc file, of any version, belongs to a folder published in the default language only.
 * @param {string} filePath
 */
export function isDefaultLocaleOnlyDoc(filePath) {
  const relative = docRelativePath(filePath);
  return relative !== null && DEFAULT_LOCALE_ONLY_FOLDERS.some((folder) => relative.startsWith(folder));
}

/**
 * Docusaurus's `markdown.parseFrontMatter` for the build of `locale`: the default parse, plus
 * `draft: true` on English-only pages in every other language.
 * @param {string} locale
 * @returns {import('@docusaurus/types').ParseFrontMatter}
 */
export function parseFrontMatterFor(locale) {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    if (locale === DEFAULT_LOCALE || !isDefaultLocaleOnlyDoc(params.filePath)) return result;
    return {...result, frontMatter: {...result.frontMatter, draft: true}};
  };
}
