// The social card (link preview image) of each language: drawn by scripts/social-cards.mjs,
// shipped in the static folder of its language only, declared in the page head by
// docusaurus.config.ts.

export const SOCIAL_CARD = {width: 1200, height: 630};

/**
 * The card of a language, relative to the root of that language's build (`/`, `/zh/`).
 * @param {string} locale
 */
export function socialCardFile(locale) {
  return `img/og/rslib-${locale === 'zh' ? 'zh' : 'en'}.png`;
}

/**
 * The static folder of files that only one language's build publishes (the card of that
 * language). Docusaurus copies every static folder into each language's build, so the cards
 * cannot live in `static/`: each would then exist once per language.
 * @param {string} locale
 */
export function localeStaticDir(locale) {
  return `static-locales/${locale === 'zh' ? 'zh' : 'en'}`;
}

/** What the card shows, for readers who cannot see it. */
export const SOCIAL_CARD_ALT = {
  en: 'Rslib: Rsbuild-based library development tool',
  zh: 'Rslib：基于 Rsbuild 的库开发工具',
};
