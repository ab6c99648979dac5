import type {Locale as UiLanguage} from '../../shared/utils/urlPaths.mjs';

/**
 * A sibling tool as listed in the product-family dropdown and the tool stack. `desc` and `url` are the Chinese (base) texts; `descEn` and
 * `urlEn` are the English variants, used on English pages when they exist.
 */
export interface ToolLink {
  name: string;
  desc: string;
  descEn?: string;
  /** Path of the logo under static/, e.g. `/img/tools/rspack.svg`. */
  logo?: string;
  /** Some marks look small or large next to the others; 1 is the natural size. */
  logoScale?: number;
  url: string;
  urlEn?: string;
}

/** A titled list of tool links. */
export interface ToolLinkGroup {
  title: string;
  titleEn?: string;
  links: readonly ToolLink[];
}

/** What a card shows once the language is settled. */
export interface LocalizedToolLink {
  name: string;
  description: string;
  url: string;
  logo: string | undefined;
  logoScale: number;
}

export interface LocalizedToolLinkGroup {
  title: string;
  links: LocalizedToolLink[];
}

/** A logo scale that CSS can use: positive and finite, otherwise 1. */
export function normalizeLogoScale(scale: unknown): number {
  return typeof scale === 'number' && Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** English pages use the English description and link when there is one. */
export function localizeToolLink(link: ToolLink, lang: UiLanguage): LocalizedToolLink {
  const english = lang === 'en';
  return {
    name: link.name,
    description: (english && link.descEn) || link.desc,
    url: (english && link.urlEn) || link.url,
    logo: link.logo || undefined,
    logoScale: normalizeLogoScale(link.logoScale),
  };
}

export function localizeToolLinkGroup(group: ToolLinkGroup, lang: UiLanguage): LocalizedToolLinkGroup {
  return {
    title: (lang === 'en' && group.titleEn) || group.title,
    links: group.links.map((link) => localizeToolLink(link, lang)),
  };
}

/**
 * Shown instead of a logo that is missing or fails to load: an empty, transparent
 * square. Inline, so it cannot fail to load itself.
 */
export const BLANK_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%2F%3E";
