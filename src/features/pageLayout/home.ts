/**
 * Front matter of `pageType: home` pages: hero, feature cards and a footer message.
 * Pages are written by people, so every field is checked and anything malformed is dropped
 * rather than breaking the page.
 */
export interface HeroAction {
  text: string;
  link: string;
  theme: 'brand' | 'alt';
}

export interface HeroImage {
  light: string;
  dark: string;
  alt: string;
  srcSet?: string;
  sizes?: string;
}

export interface Hero {
  name?: string;
  /** The text, one entry per line. */
  text: string[];
  tagline?: string;
  actions: HeroAction[];
  image?: HeroImage;
}

export interface Feature {
  icon?: string;
  title: string;
  details?: string;
  link?: string;
  /** Grid columns of 12. */
  span: number;
}

/** Columns (of 12) a feature card takes unless it says otherwise. */
export const FEATURE_SPAN = 4;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;
const joined = (value: unknown, separator: string): string | undefined =>
  Array.isArray(value) ? text(value.filter((v) => typeof v === 'string').join(separator)) : text(value);

function readImage(value: unknown): HeroImage | undefined {
  if (typeof value === 'string') return text(value) ? {light: value, dark: value, alt: ''} : undefined;
  if (!isRecord(value)) return undefined;
  const src = value.src;
  const light = isRecord(src) ? text(src.light) : text(src);
  const dark = isRecord(src) ? (text(src.dark) ?? light) : light;
  if (!light || !dark) return undefined;
  return {light, dark, alt: text(value.alt) ?? '', srcSet: joined(value.srcset, ', '), sizes: joined(value.sizes, ', ')};
}

export function readHero(value: unknown): Hero | null {
  if (!isRecord(value)) return null;
  const lines = Array.isArray(value.text) ? value.text.map(text) : (text(value.text)?.split('\n') ?? []);
  const actions = Array.isArray(value.actions) ? value.actions : [];
  return {
    name: text(value.name),
    text: lines.flatMap((line) => (line ? [line.trim()] : [])),
    tagline: text(value.tagline),
    actions: actions.flatMap((action) => {
      if (!isRecord(action)) return [];
      const label = text(action.text);
      const link = text(action.link);
      return label && link ? [{text: label, link, theme: action.theme === 'alt' ? 'alt' : 'brand'} as HeroAction] : [];
    }),
    image: readImage(value.image),
  };
}

/** A span between 1 and 12; anything else is the default. */
export function featureSpan(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12 ? value : FEATURE_SPAN;
}

export function readFeatures(value: unknown): Feature[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((feature) => {
    if (!isRecord(feature)) return [];
    const title = text(feature.title);
    if (!title) return [];
    return [
      {
        icon: text(feature.icon),
        title,
        details: text(feature.details),
        link: text(feature.link),
        span: featureSpan(feature.span),
      },
    ];
  });
}

/** Whether a feature icon names an image file rather than being an emoji or a few letters. */
export function isImageIcon(icon: string): boolean {
  return /^(\/|\.{1,2}\/|https?:\/\/)|\.(svg|png|jpe?g|gif|webp|avif)$/i.test(icon);
}
