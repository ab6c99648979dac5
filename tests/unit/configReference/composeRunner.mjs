// Composes Rslib configs with the installed @rslib/core and prints what Rsbuild and Rspack get,
// as `rslib inspect` would (production mode, full function bodies). Run as a child process by
// compose.ts: Rslib may call process.exit on a bad config, which must not end the test run.
//
//   node composeRunner.mjs <request.json>   →   JSON on stdout
//
// request: {projects: {name: {dir}}, batches: [{project, top, libs}]} where `libs` is an array of
// lib items (each with an `id`) or null for a config without a `lib` field. An item with
// `format: 'mf'` gets the Module Federation plugin, which Rslib requires for that format.
import fs from 'node:fs';

const request = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

class ExitCalled extends Error {}
process.exit = (code) => {
  throw new ExitCalled(`process.exit(${code})`);
};

// Rslib and Rsbuild log warnings for some of the probes (a deprecated option, a missing plugin):
// keep stdout for the result.
const log = [];
for (const method of ['log', 'info', 'warn', 'error', 'debug']) console[method] = (...args) => log.push(args.join(' '));
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  log.push(String(chunk));
  return typeof rest.at(-1) === 'function' ? (rest.at(-1)(), true) : true;
};

const {createRslib, rspack} = await import('@rslib/core');
const {createRsbuild} = await import('@rsbuild/core');
const {pluginModuleFederation} = await import('@module-federation/rsbuild-plugin');

/** A plain-data copy of a normalised config: regular expressions and functions become strings. */
function plain(value, ancestors = new Set()) {
  if (value instanceof RegExp) return {$regexp: value.toString()};
  if (typeof value === 'function') return {$function: value.name || 'anonymous'};
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  if (!value || typeof value !== 'object') return value;
  if (ancestors.has(value)) return {$circular: true};
  const inner = new Set(ancestors).add(value);
  if (Array.isArray(value)) return value.map((v) => plain(v, inner));
  if (value.constructor && value.constructor !== Object && !('name' in value && 'setup' in value)) {
    return {$instance: value.constructor.name};
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v, inner)]));
}

const withPlugins = (lib) =>
  lib.format === 'mf' ? {...lib, plugins: [...(lib.plugins ?? []), pluginModuleFederation({name: 'refcheck_remote'})]} : lib;

async function compose(cwd, top, libs) {
  const config = {...top, ...(libs ? {lib: libs.map(withPlugins)} : {})};
  const rslib = await createRslib({cwd, config});
  const inspected = await rslib.inspectConfig({writeToDisk: false, verbose: true, mode: 'production'});
  const envs = {};
  const ids = Object.keys(inspected.origin.environmentConfigs);
  // Bundleless entries are a function that globs the sources when the build starts: its result
  // is what Rspack compiles.
  const entries = await Promise.all(
    inspected.origin.bundlerConfigs.map(async (c) => (typeof c.entry === 'function' ? await c.entry() : c.entry)),
  );
  ids.forEach((id, i) => {
    const env = inspected.origin.environmentConfigs[id];
    // Rspack's own defaults on top of what it receives (resolution only: what the pages speak of).
    const options = rspack.config.getNormalizedRspackOptions(inspected.origin.bundlerConfigs[i]);
    rspack.config.applyRspackOptionsDefaults(options);
    envs[id] = {
      config: plain(env),
      bundler: `${inspected.bundlerConfigs[i]}\n// entries: ${JSON.stringify(plain(entries[i]))}`,
      plugins: (env.plugins ?? []).map((p) => p?.name ?? String(p)),
      rspackResolve: plain(options.resolve),
    };
  });
  return envs;
}

const message = (error) => String(error?.message ?? error).split('\n')[0];

const results = [];
for (const batch of request.batches) {
  const cwd = request.projects[batch.project].dir;
  try {
    results.push({envs: await compose(cwd, batch.top, batch.libs)});
  } catch (error) {
    if (!batch.libs || batch.libs.length < 2) {
      results.push({error: message(error)});
      continue;
    }
    // One item that Rslib rejects fails the whole config: compose the items one by one, so that
    // only that item carries the error.
    const envs = {};
    for (const lib of batch.libs) {
      try {
        Object.assign(envs, await compose(cwd, batch.top, [lib]));
      } catch (error) {
        envs[lib.id] = {error: message(error)};
      }
    }
    results.push({envs});
  }
}

// What plain Rsbuild applies, for the pages' remarks on Rsbuild's own defaults.
let rsbuild = null;
if (request.rsbuild) {
  const instance = await createRsbuild({cwd: request.projects[request.rsbuild].dir, config: {}});
  const inspected = await instance.inspectConfig({writeToDisk: false, mode: 'production'});
  const [id] = Object.keys(inspected.origin.environmentConfigs);
  rsbuild = {config: plain(inspected.origin.environmentConfigs[id])};
}

write(JSON.stringify({results, rsbuild, log}));
