// A plugin's `postBuild` run in a worker thread, so that a long step uses the machine's other
// core while the main thread runs the other steps of its post-build stage (they all run on one
// thread otherwise, so a stage lasts as long as the sum of its steps).
//
// The worker cannot be handed the plugin or its options (functions do not cross threads), so it
// makes them again itself from plain `data`; it gets the named props of `postBuild` as plain data.
// The step ends when the worker has finished; an error in the worker, or a worker that stops
// without finishing, fails the step (and so the build) with the plugin's name in the message.
import {isMainThread, parentPort, Worker} from 'node:worker_threads';

/**
 * A copy of `value` that can be posted to a worker: functions and symbols are left out (as
 * `undefined` in arrays), objects become plain objects of their own enumerable properties.
 * Shared and circular references stay shared.
 * @param {unknown} value
 * @returns {any}
 */
export function plainData(value, seen = new Map()) {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || value instanceof RegExp) return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const copy = [];
    seen.set(value, copy);
    for (const item of value) copy.push(plainData(item, seen));
    return copy;
  }
  if (value instanceof Map) {
    const copy = new Map();
    seen.set(value, copy);
    for (const [key, item] of value) if (typeof item !== 'function') copy.set(plainData(key, seen), plainData(item, seen));
    return copy;
  }
  if (value instanceof Set) {
    const copy = new Set();
    seen.set(value, copy);
    for (const item of value) if (typeof item !== 'function') copy.add(plainData(item, seen));
    return copy;
  }
  const copy = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'function' || typeof item === 'symbol') continue;
    copy[key] = plainData(item, seen);
  }
  return copy;
}

/**
 * Starts `worker` (a module that calls `servePostBuild`) now, so that it loads its modules while
 * the build goes on, and gives a way to run its step later. Until the step runs, the thread does
 * not keep the process alive.
 * @param {URL | string} worker
 * @param {string} name the plugin's name, for errors
 * @returns {{run: (job: {data: unknown, props: Record<string, unknown>}) => Promise<void>, stop: () => void}}
 */
export function startPostBuildWorker(worker, name) {
  /** @type {Error | null} */
  let failure = null;
  let finished = false;
  let used = false;
  /** @type {{resolve: () => void, reject: (error: Error) => void} | null} */
  let waiting = null;
  const fail = (message, cause) => {
    if (failure || finished) return;
    failure = new Error(`${name}: its post-build step failed in a worker thread: ${message}`, cause ? {cause} : undefined);
    waiting?.reject(failure);
  };
  /** @type {Worker | null} */
  let thread = null;
  try {
    thread = new Worker(worker);
    thread.unref();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error), error);
  }
  thread?.on('message', (message) => {
    if (message?.error) {
      const cause = new Error(message.error.message);
      cause.stack = message.error.stack;
      fail(message.error.message, cause);
    } else if (message?.done && !failure) {
      finished = true;
      // Whatever the step left open in the worker does not keep the build running.
      thread?.unref();
      waiting?.resolve();
    }
  });
  // An error thrown outside the step (e.g. while the worker's modules load).
  thread?.on('error', (error) => fail(error instanceof Error ? error.message : String(error), error));
  thread?.on('exit', (code) => fail(`the worker stopped (exit code ${code}) before the step finished`));
  return {
    run(job) {
      if (used) return Promise.reject(new Error(`${name}: a post-build worker runs its step once`));
      used = true;
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting = {resolve, reject};
        thread?.ref();
        thread?.postMessage(plainData(job));
      });
    },
    stop() {
      if (!used) void thread?.terminate();
    },
  };
}

/**
 * Runs `worker` (a module that calls `servePostBuild`) with `data` and the chosen props, and
 * settles when it has finished.
 * @param {URL | string} worker
 * @param {{name: string, data: unknown, props: Record<string, unknown>}} job
 * @returns {Promise<void>}
 */
export function runPostBuildWorker(worker, {name, data, props}) {
  return startPostBuildWorker(worker, name).run({data, props});
}

/** The worker started early for each worker file, until a step takes it (one per file at most). */
const early = (globalThis[Symbol.for('rslib.postBuildWorkers')] ??= new Map());

/**
 * The `postBuild` of `createPlugin`'s plugin replaced by `worker` run with `data` and the props
 * named in `props`. Its other parts (name, CLI commands, option validation) stay as they are.
 * With `startEarly`, the worker starts when the plugin is made, so that it has loaded its modules
 * (half a second for the llms.txt plugin) by the time the pages are built; a newer plugin of the
 * same worker (the next language, a reloaded config) stops a worker started early and not used.
 * @param {((context: any, options: any) => any) & {validateOptions?: unknown, validateThemeConfig?: unknown}} createPlugin
 * @param {{worker: URL | string, data: unknown, props: readonly string[], startEarly?: boolean}} how
 */
export function postBuildInWorker(createPlugin, {worker, data, props, startEarly = false}) {
  const wrapped = /** @type {any} */ (
    async (/** @type {any} */ context, /** @type {any} */ options) => {
      const plugin = await createPlugin(context, options);
      if (!plugin?.postBuild) return plugin;
      const key = String(worker);
      let started = null;
      if (startEarly) {
        early.get(key)?.stop();
        started = startPostBuildWorker(worker, plugin.name);
        early.set(key, started);
      }
      return {
        ...plugin,
        postBuild: (/** @type {Record<string, unknown>} */ all) => {
          // A worker started early that a newer plugin has stopped is replaced.
          const ready = started !== null && early.get(key) === started;
          const thread = ready ? started : startPostBuildWorker(worker, plugin.name);
          if (ready) early.delete(key);
          started = null;
          return thread.run({data, props: Object.fromEntries(props.map((name) => [name, all[name]]))});
        },
      };
    }
  );
  // Docusaurus validates a function plugin's options through these properties.
  if (createPlugin.validateOptions) wrapped.validateOptions = createPlugin.validateOptions;
  if (createPlugin.validateThemeConfig) wrapped.validateThemeConfig = createPlugin.validateThemeConfig;
  return wrapped;
}

/**
 * In a worker started by `startPostBuildWorker`: waits for its job, runs `step` with the job's
 * data and props, then tells the main thread that it finished or why it failed.
 * @param {(job: {data: any, props: any}) => unknown} step
 */
export async function servePostBuild(step) {
  if (isMainThread || !parentPort) throw new Error('servePostBuild runs in a worker started by startPostBuildWorker.');
  const port = parentPort;
  const job = await new Promise((resolve) => port.once('message', resolve));
  try {
    await step(job);
    port.postMessage({done: true});
  } catch (error) {
    const {message, stack} = error instanceof Error ? error : {message: String(error), stack: undefined};
    port.postMessage({error: {message, stack}});
  }
}
