import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {plainData, postBuildInWorker, runPostBuildWorker, servePostBuild, startPostBuildWorker} from './postBuildWorker.mjs';

const worker = new URL('./fixtures/testWorker.mjs', import.meta.url);
const brokenWorker = new URL('./fixtures/brokenWorker.mjs', import.meta.url);
const written = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const dirs: string[] = [];
function tempFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-worker-'));
  dirs.push(dir);
  return path.join(dir, 'out.json');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

describe('plainData', () => {
  it('leaves out functions and symbols, keeps the data', () => {
    const value = {a: 1, f: () => 1, s: Symbol('x'), nested: {list: [1, 'two', () => 3, null], when: new Date(0), re: /x/g}, missing: undefined};
    expect(plainData(value)).toEqual({a: 1, nested: {list: [1, 'two', undefined, null], when: new Date(0), re: /x/g}, missing: undefined});
    expect(() => structuredClone(plainData(value))).not.toThrow();
  });

  it('copies class instances, maps and sets as data', () => {
    class Route {
      path = '/a';
      render() {
        return this.path;
      }
    }
    const copy = plainData({route: new Route(), map: new Map([['k', {v: 1, f() {}}]]), set: new Set([1, () => 2])});
    expect(copy.route).toEqual({path: '/a'});
    expect(Object.getPrototypeOf(copy.route)).toBe(Object.prototype);
    expect(copy.map.get('k')).toEqual({v: 1});
    expect([...copy.set]).toEqual([1]);
  });

  it('keeps shared and circular references', () => {
    const shared = {name: 'docs'};
    const node: Record<string, unknown> = {a: shared, b: shared};
    node.self = node;
    const copy = plainData(node);
    expect(copy.a).toBe(copy.b);
    expect(copy.self).toBe(copy);
    expect(copy).not.toBe(node);
  });
});

describe('runPostBuildWorker', () => {
  it('runs the worker with the data and props, and settles when it has finished', async () => {
    const file = tempFile();
    await runPostBuildWorker(worker, {name: 'test-plugin', data: {mode: 'write', fn: () => 1}, props: {file, outDir: '/out', routes: [{path: '/a', load: () => 1}]}});
    expect(written(file)).toMatchObject({data: {mode: 'write'}, props: {file, outDir: '/out', routes: [{path: '/a'}]}});
    expect(Object.keys(written(file).data)).toEqual(['mode']);
  });

  it("fails with the plugin's name and the worker's error when the step throws", async () => {
    const run = runPostBuildWorker(worker, {name: 'test-plugin', data: {mode: 'throw'}, props: {outDir: '/out'}});
    await expect(run).rejects.toThrow('test-plugin: its post-build step failed in a worker thread: no pages in /out');
    await expect(run).rejects.toHaveProperty('cause.stack', expect.stringContaining('testWorker.mjs'));
  });

  it('fails when the worker throws before the step runs', async () => {
    await expect(runPostBuildWorker(brokenWorker, {name: 'test-plugin', data: {}, props: {}})).rejects.toThrow(
      'test-plugin: its post-build step failed in a worker thread: could not load',
    );
  });

  it('fails when the worker stops without finishing', async () => {
    await expect(runPostBuildWorker(worker, {name: 'test-plugin', data: {mode: 'exit'}, props: {}})).rejects.toThrow(
      'test-plugin: its post-build step failed in a worker thread: the worker stopped (exit code 3) before the step finished',
    );
  });

  it('fails when the worker file does not exist', async () => {
    await expect(runPostBuildWorker(new URL('./fixtures/missing.mjs', import.meta.url), {name: 'test-plugin', data: {}, props: {}})).rejects.toThrow(
      'test-plugin: its post-build step failed in a worker thread',
    );
  });
});

describe('startPostBuildWorker', () => {
  it('starts the worker at once and runs the step when asked', async () => {
    const file = tempFile();
    const started = startPostBuildWorker(worker, 'test-plugin');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await started.run({data: {mode: 'write'}, props: {file}});
    expect(written(file).props).toEqual({file});
    await expect(started.run({data: {mode: 'write'}, props: {file}})).rejects.toThrow('test-plugin: a post-build worker runs its step once');
  });

  it('keeps an error from before the step for when the step is asked for', async () => {
    const started = startPostBuildWorker(brokenWorker, 'test-plugin');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(started.run({data: {}, props: {}})).rejects.toThrow('test-plugin: its post-build step failed in a worker thread: could not load');
  });
});

describe('postBuildInWorker', () => {
  it("keeps the plugin's other parts and option validation, and runs postBuild in the worker with the named props", async () => {
    const file = tempFile();
    let ranHere = false;
    const validateOptions = ({options}: {options: unknown}) => options;
    const createPlugin = Object.assign(
      (_context: unknown, options: {label: string}) => ({
        name: 'test-plugin',
        label: options.label,
        postBuild: () => {
          ranHere = true;
        },
      }),
      {validateOptions},
    );
    const wrapped = postBuildInWorker(createPlugin, {worker, data: {mode: 'write'}, props: ['file', 'outDir']});
    expect(wrapped.validateOptions).toBe(validateOptions);
    const plugin = (await wrapped({} as never, {label: 'x'})) as {name: string; label: string; postBuild: (props: unknown) => Promise<void>};
    expect(plugin).toMatchObject({name: 'test-plugin', label: 'x'});
    await plugin.postBuild({file, outDir: '/out', plugins: [{postBuild() {}}], head: {}});
    expect(ranHere).toBe(false);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).props).toEqual({file, outDir: '/out'});
  });

  it('with startEarly, runs the step in the worker started with the plugin, or in a new one when a newer plugin stopped it', async () => {
    type Plugin = {postBuild: (props: unknown) => Promise<void>};
    const createPlugin = () => ({name: 'early-plugin', postBuild: () => undefined});
    const make = () => postBuildInWorker(createPlugin, {worker, data: {mode: 'write'}, props: ['file'], startEarly: true})({} as never, {}) as Promise<Plugin>;
    const first = await make();
    const second = await make();
    const [fileA, fileB] = [tempFile(), tempFile()];
    await second.postBuild({file: fileB});
    await first.postBuild({file: fileA});
    expect(written(fileA).props).toEqual({file: fileA});
    expect(written(fileB).props).toEqual({file: fileB});
    expect(written(fileA).threadId).not.toBe(written(fileB).threadId);
  });

  it('leaves a plugin without postBuild as it is', async () => {
    const plugin = {name: 'quiet'};
    const wrapped = postBuildInWorker(() => plugin, {worker, data: {}, props: []});
    expect(await wrapped({} as never, {})).toBe(plugin);
  });
});

describe('servePostBuild', () => {
  it('refuses to run outside a worker', async () => {
    await expect(servePostBuild(() => undefined)).rejects.toThrow('servePostBuild runs in a worker');
  });
});
