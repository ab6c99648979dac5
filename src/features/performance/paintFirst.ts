// Paint first, then load the app: the site's start-up bundles (`<script src defer>` in the <head>)
// move into one small loader at the end of <body> that requests them after the first paint.
//
// Why: on a slow phone the deferred bundles (about 130 KB compressed) compete with the page for
// the network, and every byte requested before the first paint delays the moment the reader sees
// the text (Lighthouse counts them against Largest Contentful Paint). The HTML is complete and
// readable without JavaScript, so nothing is lost by painting it first; the scripts still run in
// their original order (`async = false`), and a page opened in a background tab, which gets no
// animation frames, loads them at once.

/** Where the page template that writes the start-up tags lives, to re-check after an upgrade. */
export const PAGE_TEMPLATE = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/**
 * The loader. It reads the script addresses from its own `data-scripts` attribute, so its code is
 * the same on every page (and the content security policy lists one hash for it), while each page
 * lists its own scripts: the chunks of its route and the start-up bundles. It inserts one script
 * per task (through a MessageChannel, which timers would clamp): each insert costs about a
 * millisecond on a fast machine, and a page's eleven in one task made a long task on a phone.
 */
export const LOADER =
  `!function(){var s=JSON.parse(document.currentScript.getAttribute("data-scripts")),i=0,c;` +
  `function a(){var e=document.createElement("script");e.src=s[i++];e.async=!1;document.head.appendChild(e);i<s.length&&(c?c.port2.postMessage(0):a())}` +
  `function l(){if(window.MessageChannel){c=new MessageChannel;c.port1.onmessage=a}a()}` +
  `"hidden"===document.visibilityState||!window.requestAnimationFrame?l():requestAnimationFrame(function(){setTimeout(l,0)})}()`;

/** The loader's tag for a page, with the script addresses in the order the page listed them. */
export function loaderTag(sources: readonly string[]): string {
  // Addresses of built files: no quote or angle bracket can occur in them.
  return `<script data-scripts='${JSON.stringify(sources)}'>${LOADER}</script>`;
}

/** A deferred script as the page template writes it (quoted or, after minifying, not); group 1 is its address. */
export const DEFERRED_SCRIPT = /<script src=["']?([^"'\s>]+)["']? defer(?:=["']?defer["']?)?><\/script>/g;

/**
 * Rewrites one built page: the tags of `startup` (the start-up bundles, which the page must load
 * with `<script src defer>`) leave the <head>, and one loader at the end of <body> requests
 * `routeChunks` (files the page does not list yet) and then `startup`. Any other deferred script
 * stays where it is. Throws, naming the page template, when a start-up tag or `</body>` is missing:
 * the template has changed and the rewrite would silently do nothing.
 * Addresses are as the page writes them (with the base URL).
 */
export function paintFirst(
  html: string,
  {startup, routeChunks = [], page = 'a page'}: {startup: readonly string[]; routeChunks?: readonly string[]; page?: string},
): string {
  const tags = new Map([...html.matchAll(DEFERRED_SCRIPT)].map((match) => [match[1]!, match[0]]));
  const missing = startup.filter((src) => !tags.has(src));
  if (startup.length === 0 || missing.length > 0 || !html.includes('</body>')) {
    throw new Error(
      `paint-first: ${page} has no ${missing.length ? `<script src="${missing[0]}" defer>` : '</body>'} to rewrite. ` +
        `Docusaurus's page template changed: re-check ${PAGE_TEMPLATE} and src/features/performance/paintFirst.ts.`,
    );
  }
  let rewritten = html;
  for (const src of startup) rewritten = rewritten.replace(tags.get(src)!, '');
  const listed = new Set(tags.keys());
  const sources = [...new Set(routeChunks.filter((src) => !listed.has(src))), ...startup];
  const at = rewritten.lastIndexOf('</body>');
  return `${rewritten.slice(0, at)}${loaderTag(sources)}${rewritten.slice(at)}`;
}
