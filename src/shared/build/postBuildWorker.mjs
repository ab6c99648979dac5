// A plugin's `postBuild` run in a worker thread, so that a long step uses the machine's other
// core while the main thread runs the other steps of its post-build stage (they all run on one
// thread otherwise, so a stage lasts as long as the sum of its steps).
//
// The worker cannot be handed the plugin or its options (functions do not cross threads), so it
// makes them again itself from plain `data`; it gets the named props of `postBuild` as plain data.
// The step ends when the worker has finished; an error in the worker, or a worker that stops
// without finishing, fails the step (and so the build) with the plugin's name in the message.
import {isMainThread, parentPort, Worker, workerData} from 'node:worker_threads';

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
 * Runs `worker` (a module that calls `servePostBuild`) with `data` and the chosen props, and
 * settles when it has finished.
 * @param {URL | string} worker
 * @param {{name: string, data: unknown, props: Record<string, unknown>}} job
 * @returns {Promise<void>}
 */
export function runPostBuildWorker(worker, {name, data, props}) {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (message, cause) => {
      if (settled) return;
      settled = true;
      const error = new Error(`${name}: its post-build step failed in a worker thread: ${message}`, cause ? {cause} : undefined);
      reject(error);
    };
    let thread;
    try {
      thread = new Worker(worker, {workerData: {data: plainData(data), props: plainData(props)}});
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error), error);
      return;
    }
    thread.on('message', (message) => {
      if (message?.error) {
        const cause = new Error(message.error.message);
        cause.stack = message.error.stack;
        fail(message.error.message, cause);
      } else if (message?.done && !settled) {
        settled = true;
        // Whatever the step left open in the worker does not keep the build running.
        thread.unref();
        resolve();
      }
    });
    // An error thrown outside the step (e.g. while the worker's modules load).
    thread.on('error', (error) => fail(error instanceof Error ? error.message : String(error), error));
    thread.on('exit', (code) => fail(`the worker stopped (exit code ${code}) before the step finished`));
  });
}

/**
 * The `postBuild` of `createPlugin`'s plugin replaced by `worker` run with `data` and the props
 * named in `props`. Its other parts (name, CLI commands, option validation) stay as they are.
 * @param {((context: any, options: any) => any) & {validateOptions?: unknown, validateThemeConfig?: unknown}} createPlugin
 * @param {{worker: URL | string, data: unknown, props: readonly string[]}} how
 */
export function postBuildInWorker(createPlugin, {worker, data, props}) {
  const wrapped = /** @type {any} */ (
    async (/** @type {any} */ context, /** @type {any} */ options) => {
      const plugin = await createPlugin(context, options);
      if (!plugin?.postBuild) return plugin;
      return {
        ...plugin,
        postBuild: (/** @type {Record<string, unknown>} */ all) =>
          runPostBuildWorker(worker, {name: plugin.name, data, props: Object.fromEntries(props.map((key) => [key, all[key]]))}),
      };
    }
  );
  // Docusaurus validates a function plugin's options through these properties.
  if (createPlugin.validateOptions) wrapped.validateOptions = createPlugin.validateOptions;
  if (createPlugin.validateThemeConfig) wrapped.validateThemeConfig = createPlugin.validateThemeConfig;
  return wrapped;
}

/**
 * In a worker started by `runPostBuildWorker`: runs `step` with its data and props, then tells
 * the main thread that it finished or why it failed.
 * @param {(job: {data: any, props: any}) => unknown} step
 */
export async function servePostBuild(step) {
  if (isMainThread || !parentPort) throw new Error('servePostBuild runs in a worker started by runPostBuildWorker.');
  try {
    await step(workerData);
    parentPort.postMessage({done: true});
  } catch (error) {
    const {message, stack} = error instanceof Error ? error : {message: String(error), stack: undefined};
    parentPort.postMessage({error: {message, stack}});
  }
}
