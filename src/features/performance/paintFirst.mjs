// Paint first, then load the app: moves the site's start-up scripts (`<script src defer>` in the
// <head>) into one small loader at the end of <body> that requests them after the first paint.
//
// Why: on a slow phone the two deferred bundles (about 130 KB compressed) compete with the page
// for the network, and every byte requested before the first paint delays the moment the reader
// sees the text (Lighthouse counts them against Largest Contentful Paint). The HTML is complete
// and readable without JavaScript, so nothing is lost by painting it first; the scripts still
// run in their original order (`async = false`), and a page opened in a background tab, which
// gets no animation frames, loads them at once.

/**
 * The loader. It reads the script addresses from its own `data-scripts` attribute, so its code is
 * the same on every page (and the content security policy lists one hash for it), while each page
 * lists its own scripts: the start-up bundles and the chunks of its route.
 */
export const LOADER =
  `!function(){var s=JSON.parse(document.currentScript.getAttribute("data-scripts"));function l(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.head.appendChild(e)})}` +
  `"hidden"===document.visibilityState||!window.requestAnimationFrame?l():requestAnimationFrame(function(){setTimeout(l,0)})}()`;

/** The loader's tag for a page, with the script addresses in the order the page listed them. */
export function loaderTag(sources) {
  // Addresses of built files: no quote or angle bracket can occur in them.
  return `<script data-scripts='${JSON.stringify(sources)}'>${LOADER}</script>`;
}

/** A start-up script as Docusaurus writes it into a page; group 1 is its address. */
export const DEFERRED_SCRIPT = /<script src=["']?([^"'\s>]+)["']? defer(?:=["']?defer["']?)?><\/script>/g;

/**
 * Rewrites one built HTML page. Returns it unchanged when it has no deferred scripts or no
 * closing body tag.
 * @param {string} html
 * @returns {string}
 */
export function paintFirst(html) {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0 || !html.includes('</body>')) return html;
  const withoutTags = html.replace(DEFERRED_SCRIPT, '');
  const at = withoutTags.lastIndexOf('</body>');
  return `${withoutTags.slice(0, at)}${loaderTag(sources)}${withoutTags.slice(at)}`;
}
