/** Shared UI texts of the landing page (spec 3, "translatable text keys"). */
export const UI_LANGUAGES = ['en', 'zh'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const uiText = {
  introduction: {en: 'Introduction', zh: '介绍'},
  quickStart: {en: 'Quick Start', zh: '快速上手'},
  subtitle: {en: 'Rsbuild-based Library Development Tool', zh: '基于 Rsbuild 的库开发工具'},
  slogan: {en: 'Create JavaScript libraries in a simple and intuitive way', zh: '以简单直观的方式创建 JavaScript 库'},
  toolStackTitle: {en: 'Tool Stack', zh: '工具栈'},
  toolStackDesc: {
    en: 'High-performance tool stack built around Rspack to boost modern web development',
    zh: '围绕 Rspack 打造的高性能工具栈，助力现代 Web 开发',
  },
} as const satisfies Record<string, Record<UiLanguage, string>>;

export type UiTextKey = keyof typeof uiText;

export function isUiLanguage(lang: unknown): lang is UiLanguage {
  return typeof lang === 'string' && (UI_LANGUAGES as readonly string[]).includes(lang);
}

/**
 * The text for `key` in `lang`. An unknown language falls back to English; an
 * unknown key returns the key itself, so a mistake shows up as a visible word
 * rather than `undefined`.
 */
export function getUiText(key: string, lang: string): string {
  if (!Object.hasOwn(uiText, key)) return key;
  const entry = uiText[key as UiTextKey];
  return entry[isUiLanguage(lang) ? lang : 'en'];
}

/**
 * The interface language of the product-family cards and the tool stack (spec 2.6):
 * `zh` when the page path contains `zh`, otherwise `en`. "Contains" is read as "has a
 * `zh` path segment", so `/zh/`, `/zh/guide/` and `/next/zh/...` are Chinese while an
 * English page whose name merely includes the letters (`/guide/zhuyin`) is not.
 */
export function uiLanguageOfPath(pathname: string): UiLanguage {
  if (typeof pathname !== 'string') return 'en';
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').some((segment) => segment.toLowerCase() === 'zh') ? 'zh' : 'en';
}
