// Replaces Docusaurus's `preload` (@docusaurus/core/lib/client/preload.js) in the client build,
// production and development (plugin.ts). Docusaurus renders the next page once `preload` has loaded its
// route's chunks; a doc page's text and the renderer of its Markdown are chunks of their own
// (mdxBody.ts, articleRenderer.ts), so they are loaded here too. Rendering a page whose text is
// still loading would suspend with no boundary above it, which React cannot do in the update of
// a click or of the Back button: the page froze.
import docusaurusPreload from '@docusaurus/core/lib/client/preload';
import {loadArticleRenderer} from './articleRenderer';
import {appHasHydrated} from './hydration';
import {loadTextOf} from './mdxBody';

/**
 * What React needs to render the text of the page at `pathname` once its route's chunks are in:
 * the renderer of its Markdown and the text itself, which only the page's content module names
 * (none in development, where texts stay whole).
 */
export function loadArticleOf(pathname: string, renderer: Promise<unknown> = loadArticleRenderer()): Promise<unknown> {
  return Promise.all([loadTextOf(pathname), renderer]);
}

export default async function preload(pathname: string): Promise<unknown> {
  // Before hydration this is the page the reader opened: its text is the server's HTML.
  if (!appHasHydrated()) return docusaurusPreload(pathname);
  // The renderer alongside the route's chunks (loaded once; most pages are doc pages).
  const renderer = loadArticleRenderer();
  const routeModules = await docusaurusPreload(pathname);
  await loadArticleOf(pathname, renderer);
  return routeModules;
}
