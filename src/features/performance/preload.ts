// Replaces Docusaurus's `preload` (@docusaurus/core/lib/client/preload.js) in the client's
// production build (plugin.ts). Docusaurus renders the next page once `preload` has loaded its
// route's chunks; a doc page's text and the renderer of its Markdown are chunks of their own
// (mdxBody.ts, articleRenderer.ts), so they are loaded here too. Rendering a page whose text is
// still loading would suspend with no boundary above it, which React cannot do in the update of
// a click or of the Back button: the page froze.
import docusaurusPreload from '@docusaurus/core/lib/client/preload';
import {loadArticleRenderer} from './articleRenderer';
import {appHasHydrated} from './hydration';
import {loadTextOf} from './mdxBody';

export default async function preload(pathname: string): Promise<unknown> {
  // Before hydration this is the page the reader opened: its text is the server's HTML.
  if (!appHasHydrated()) return docusaurusPreload(pathname);
  // The renderer alongside the route's chunks (loaded once; most pages are doc pages), then the
  // page's text, which only its content module names (none in development: texts stay whole).
  const renderer = loadArticleRenderer();
  const routeModules = await docusaurusPreload(pathname);
  await Promise.all([loadTextOf(pathname), renderer]);
  return routeModules;
}
