// The social card (link preview image) of each language: drawn by scripts/social-cards.mjs,
// shipped in static/, declared in the page head by docusaurus.config.ts.

export const SOCIAL_CARD = {width: 1200, height: 630};

/**
 * The card of a language, relative to the site root.
 * @param {string} locale
 */
export function socialCardFile(locale) {
  return `img/og/rslib-${locale === 'zh' ? 'zh' : 'en'}.png`;
}

/** What the card shows, for readers who cannot see it. */
export const SOCIAL_CARD_ALT = {
  en: 'Rslib: Rsbuild-based library development tool',
  zh: 'Rslib：基于 Rsbuild 的库开发工具',
};
