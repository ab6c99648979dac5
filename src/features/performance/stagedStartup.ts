// The client's start-up, evaluated in several tasks instead of one. Docusaurus's entry imports
// everything the first render needs at once (React DOM, the theme's layout, the route table,
// the app), and evaluating that bundle was the longest task of a page's start (about 25 ms on a
// fast machine, ten times that on a slow phone). Here the same modules are evaluated group by
// group, with a task boundary between groups so the browser can paint or take input; nothing
// else changes: the last step is Docusaurus's own entry (performance/plugin.ts makes this file
// the entry of production builds).
//
// The client modules come first, as Docusaurus's App imports them before anything else: they
// bring Infima and the site's stylesheets, and the order of the extracted CSS follows the order
// of the imports (later rules win ties), so the components' styles must come after them. As the
// first eager import they keep that order (the built stylesheets are byte for byte those of a
// static import) and are evaluated in a task of their own, not in the one that compiles the bundle.

/** Lets the browser run other work before the next group is evaluated (no timer clamping). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  // Not in the task that compiles this bundle: that one is long enough on a slow phone.
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  // `eager`: each group stays in the start-up bundle; only its evaluation moves to a task of its own.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
