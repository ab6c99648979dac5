/**
 * The address of a page's Markdown twin, as the llms.txt plugin writes it: the page path with
 * `.md` (a folder's index page `/config/lib/` becomes `/config/lib.md`).
 */
export function markdownTwinPath(permalink: string): string {
  const path = permalink.split(/[?#]/, 1)[0] || '/';
  if (path === '/') return '/index.md';
  return `${path.replace(/\/+$/, '')}.md`;
}
