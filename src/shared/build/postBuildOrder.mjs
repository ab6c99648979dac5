// The order of the steps that run after `docusaurus build` has written a locale's pages.
//
// Docusaurus calls every plugin's `postBuild` at the same time (`Promise.all` in
// `@docusaurus/core/lib/commands/build/buildLocale.js`), but these steps read what earlier ones
// write: compression must see every file the others write, `_headers` and `_redirects` included.
// So each plugin that writes files after the build names its stage, and whichever of them
// Docusaurus calls first runs all of them, stage by stage; the others wait for that same run.
// This holds whether Docusaurus calls them together or one by one.
//
// A plugin that writes files after the build without a stage would race with compression, so
// the build stops and names it.

/** The stages, in the order they run. Steps of one stage run together. */
export const POST_BUILD_STAGES = /** @type {const} */ ([
  // Files made from the final pages: the search index, the sitemap, llms.txt and the twins.
  'derived',
  // Files for the host, made from everything above: `_headers`, `_redirects`.
  'host',
  // Compressed copies of every file.
  'compress',
]);

const STEPS = Symbol.for('rslib.postBuildSteps');

/**
 * One run of every step per build of a locale, keyed by that build's list of plugins. Kept on
 * `globalThis`: the config (through Docusaurus's TypeScript loader) and a plugin loaded by path
 * (through Node) each get their own copy of this module, and both must see the same runs.
 */
const runs = (globalThis[Symbol.for('rslib.postBuildRuns')] ??= new WeakMap());

/**
 * A plugin's `postBuild` that runs each step in its stage, after every step of the earlier stages.
 * @template P
 * @param {Partial<Record<typeof POST_BUILD_STAGES[number], (props: P) => unknown>>} steps
 * @returns {(props: P) => Promise<void>}
 */
export function postBuildSteps(steps) {
  const list = Object.entries(steps).map(([stage, step]) => {
    if (!POST_BUILD_STAGES.includes(/** @type {any} */ (stage))) throw new Error(`Unknown post-build stage "${stage}"; the stages are ${POST_BUILD_STAGES.join(', ')}.`);
    return {stage, step};
  });
  const postBuild = (/** @type {any} */ props) => runAllSteps(props);
  Object.defineProperty(postBuild, STEPS, {value: list});
  return postBuild;
}

/**
 * A plugin's `postBuild` that runs `step` in `stage`.
 * @template P
 * @param {typeof POST_BUILD_STAGES[number]} stage
 * @param {(props: P) => unknown} step
 */
export function postBuildStep(stage, step) {
  return postBuildSteps({[stage]: step});
}

/** The steps behind a `postBuild` made here, if it is one. */
export function stepsOf(postBuild) {
  return typeof postBuild === 'function' ? postBuild[STEPS] : undefined;
}

/**
 * Wraps another package's plugin so that its `postBuild` runs in `stage`. Its option and theme
 * config validation stay as they are.
 * @param {typeof POST_BUILD_STAGES[number]} stage
 * @param {((context: any, options: any) => any) & {validateOptions?: unknown, validateThemeConfig?: unknown}} createPlugin
 */
export function inPostBuildStage(stage, createPlugin) {
  const wrapped = /** @type {any} */ (
    async (/** @type {any} */ context, /** @type {any} */ options) => {
      const plugin = await createPlugin(context, options);
      if (!plugin?.postBuild) return plugin;
      return {...plugin, postBuild: postBuildStep(stage, plugin.postBuild.bind(plugin))};
    }
  );
  // Docusaurus validates a function plugin's options through these properties.
  if (createPlugin.validateOptions) wrapped.validateOptions = createPlugin.validateOptions;
  if (createPlugin.validateThemeConfig) wrapped.validateThemeConfig = createPlugin.validateThemeConfig;
  return wrapped;
}

/**
 * The steps of a build, in order, from its plugins. Throws for a plugin whose `postBuild` has no
 * stage.
 * @param {readonly {name: string, postBuild?: unknown, content?: unknown}[]} plugins
 */
export function orderedSteps(plugins) {
  const steps = plugins
    .filter((plugin) => typeof plugin.postBuild === 'function')
    .flatMap((plugin) => {
      const steps = stepsOf(plugin.postBuild);
      if (!steps) {
        throw new Error(
          `The plugin "${plugin.name}" writes files after the build (postBuild) outside the ordered post-build steps, ` +
            'so compression and _headers could miss what it writes. Wrap it with inPostBuildStage() from ' +
            'src/shared/build/postBuildOrder.mjs in docusaurus.config.ts (see UPGRADING.md).',
        );
      }
      return steps.map((step) => ({plugin, ...step}));
    });
  return POST_BUILD_STAGES.map((stage) => ({stage, steps: steps.filter((step) => step.stage === stage)}));
}

/** With Docusaurus's own timing switch on, each stage prints how long its steps took. */
const logTimes = process.env.DOCUSAURUS_PERF_LOGGER === 'true';

async function runAllSteps(props) {
  let run = runs.get(props.plugins);
  if (!run) {
    run = (async () => {
      for (const {stage, steps} of orderedSteps(props.plugins)) {
        const started = performance.now();
        // Each step gets its own plugin's content, as Docusaurus would pass it.
        await Promise.all(
          steps.map(async ({plugin, step}) => {
            const stepStarted = performance.now();
            await step({...props, content: plugin.content});
            if (logTimes) console.log(`[PERF] post-build ${stage} > ${plugin.name} - ${(performance.now() - stepStarted).toFixed(0)} ms`);
          }),
        );
        if (logTimes && steps.length) console.log(`[PERF] post-build ${stage} - ${(performance.now() - started).toFixed(0)} ms`);
      }
    })();
    runs.set(props.plugins, run);
  }
  await run;
}
