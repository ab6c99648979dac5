// Paint first, then load the app: every page requests its scripts from one small loader at the
// end of <body>, after the first frame, instead of `<script src defer>` in the <head>.
//
// Why: on a slow phone the deferred bundles (about 130 KB compressed) compete with the page for
// the network, and every byte requested before the first paint delays the moment the reader sees
// the text (Lighthouse counts them against Largest Contentful Paint). The HTML is complete and
// readable without JavaScript, so nothing is lost by painting it first; the scripts still run in
// their original order (`async = false`), and a page opened in a background tab, which gets no
// animation frames, loads them at once.

/**
 * The loader. It reads the script addresses from its own `data-scripts` attribute, so its code is
 * the same on every page (and the content security policy lists one hash for it), while each page
 * lists its own scripts: the start-up bundles and the chunks of its route. It inserts one script
 * per task (through a MessageChannel, which timers would clamp): each insert costs about a
 * millisecond on a fast machine, and a page's eleven in one task made a long task on a phone.
 */
export const LOADER =
  `!function(){var s=JSON.parse(document.currentScript.getAttribute("data-scripts")),i=0,c;` +
  `function a(){var e=document.createElement("script");e.src=s[i++];e.async=!1;document.head.appendChild(e);i<s.length&&(c?c.port2.postMessage(0):a())}` +
  `function l(){if(window.MessageChannel){c=new MessageChannel;c.port1.onmessage=a}a()}` +
  `"hidden"===document.visibilityState||!window.requestAnimationFrame?l():requestAnimationFrame(function(){setTimeout(l,0)})}()`;

/**
 * Docusaurus's page template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`, 3.10.2) for the
 * site's `ssrTemplate`, with one change: the scripts (`it.scripts`: the start-up bundles, then the
 * chunks of the page's route, which the server build reports by name, registryLoader.cjs) go to
 * LOADER at the end of <body> instead of `<script defer>` in <head>. Built files' addresses hold no
 * quote or angle bracket, so they need no escaping.
 */
export const PAGE_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-scripts='<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>'>${LOADER}</script>
  </body>
</html>
`;
