/** How many social icons the top bar shows before the rest go into a menu. */
export const VISIBLE_SOCIAL_LINKS = 3;

export interface SplitLinks<T> {
  visible: T[];
  overflow: T[];
}

/** The first `max` links are shown as icons; any others go into a hover menu. */
export function splitSocialLinks<T>(links: readonly T[], max = VISIBLE_SOCIAL_LINKS): SplitLinks<T> {
  const limit = Math.max(0, Math.floor(max));
  return {visible: links.slice(0, limit), overflow: links.slice(limit)};
}
