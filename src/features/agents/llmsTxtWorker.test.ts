// The llms.txt worker makes what the plugin makes on the main thread, with llms.txt written again
// in the sidebars' sections, and a page it cannot read fails the step with the plugin's name and the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {loadFreshModule} from '@docusaurus/utils';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {afterEach, describe, expect, it} from 'vitest';
import {runPostBuildWorker} from '../../shared/build/postBuildWorker.mjs';
import {LLMS_TXT_POST_BUILD_PROPS, llmsTxtOptions} from './llmsTxtOptions.mjs';
import {rewriteLlmsTxt, type LlmsTxtSection} from './llmsTxtSections.mjs';

const require = createRequire(import.meta.url);
const worker = new URL('./llmsTxtWorker.mjs', import.meta.url);
const sections: LlmsTxtSection[] = [
  {label: 'Guide', folder: '/guide', docs: [], sections: [{label: 'Getting Started', folder: '/guide/start', docs: ['/guide/start'], sections: []}]},
  {label: 'Config', folder: '/config', docs: [], sections: [{label: 'Lib Configurations', folder: '/config/lib', docs: ['/config/lib'], sections: []}]},
];
const data = {siteTitle: 'Site', siteDescription: 'About the site', siteUrl: 'https://example.com', runOnPostBuild: true, sections};

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title} | Site</title><meta name="description" content="${title} page"></head>` +
  `<body><nav>menu</nav><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

/** A built site of two doc pages (and one route without HTML when `broken`), and the props of its postBuild. */
function builtSite({broken = false} = {}) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-worker-'));
  dirs.push(siteDir);
  const outDir = path.join(siteDir, 'build');
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), html);
  };
  write('guide/start/index.html', page('Start', '<p>Read <a href="/config/lib">the lib option</a>.</p><div class="theme-code-block language-ts"><pre><code>const a = 1;</code></pre></div>'));
  write('config/lib/index.html', page('Lib', '<h2 id="format">format<a class="hash-link" href="#format">#</a></h2><p>Output <code>esm</code> or <code>cjs</code>.</p>'));
  const docs = ['/guide/start', '/config/lib', ...(broken ? ['/config/gone'] : [])];
  const routes = [
    {
      path: '/',
      exact: false,
      component: '@theme/DocsRoot',
      plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
      routes: docs.map((route) => ({path: route, exact: true, component: '@theme/DocItem', sidebar: 'docs'})),
    },
  ];
  return {siteDir, outDir, generatedFilesDir: path.join(siteDir, '.docusaurus'), siteConfig: {title: 'Site', url: 'https://example.com', baseUrl: '/', trailingSlash: undefined}, routes};
}

/** Every file the plugin wrote: its path under the build folder, and its text. */
function written(outDir: string) {
  return fs
    .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(md|txt)$/.test(file))
    .sort()
    .map((file) => [file, fs.readFileSync(path.join(outDir, file), 'utf8')]);
}

const pick = (props: Record<string, unknown>) => Object.fromEntries(LLMS_TXT_POST_BUILD_PROPS.map((key) => [key, props[key]]));

// A worker thread loads the plugin and its Markdown stack cold: seconds on a busy 2-core runner.
const WORKER_TIMEOUT = 60_000;

describe('llms.txt worker', () => {
  it('writes the files of the plugin on the main thread, with the sidebar sections in llms.txt', async () => {
    const inWorker = builtSite();
    await runPostBuildWorker(worker, {name: 'docusaurus-plugin-llms-txt', data, props: pick(inWorker)});

    const onMain = builtSite();
    type CreatePlugin = ((context: unknown, options: unknown) => Promise<{postBuild: (props: unknown) => Promise<void>}>) & {
      validateOptions: (args: {validate: typeof normalizePluginOptions; options: unknown}) => unknown;
    };
    const createPlugin = (await loadFreshModule(require.resolve('@signalwire/docusaurus-plugin-llms-txt'))) as CreatePlugin;
    const options = createPlugin.validateOptions({validate: normalizePluginOptions, options: llmsTxtOptions(data)});
    await (await createPlugin({siteDir: onMain.siteDir}, options)).postBuild(pick(onMain));

    const files = written(inWorker.outDir);
    expect(files.map(([file]) => file)).toEqual(['config/lib.md', 'guide/start.md', 'llms-full.txt', 'llms.txt']);
    const main = Object.fromEntries(written(onMain.outDir));
    const fromWorker = Object.fromEntries(files);
    // The twins are the plugin's; the index is the plugin's links in the sidebar sections.
    for (const twin of ['config/lib.md', 'guide/start.md']) expect(fromWorker[twin]).toBe(main[twin]);
    expect(main['llms.txt']).toContain('## guide');
    expect(fromWorker['llms.txt']).toBe(rewriteLlmsTxt(main['llms.txt'], sections, {siteUrl: 'https://example.com'}));
    expect(fromWorker['llms.txt']).toContain('## Guide\n\n### Getting Started\n\n- [Start](https://example.com/guide/start.md): Start page\n');
    // llms-full.txt: the same index, then the pages in its order.
    const full = fromWorker['llms-full.txt'];
    expect(full.startsWith(`${fromWorker['llms.txt']}\n\n---\n\n# Full Documentation Content\n\n${fromWorker['guide/start.md']}`)).toBe(true);
    expect(full.length).toBe(main['llms-full.txt'].length - main['llms.txt'].length + fromWorker['llms.txt'].length);
    // Our rehype plugin ran in the worker: no heading anchor, page links point at the twins.
    const start = Object.fromEntries(files)['guide/start.md'];
    expect(start).toContain('[the lib option](https://example.com/config/lib.md)');
    expect(Object.fromEntries(files)['config/lib.md']).not.toContain('#format');
  }, WORKER_TIMEOUT);

  it('fails with the plugin name when a page cannot be made', async () => {
    const site = builtSite({broken: true});
    await expect(runPostBuildWorker(worker, {name: 'docusaurus-plugin-llms-txt', data, props: pick(site)})).rejects.toThrow(
      /^docusaurus-plugin-llms-txt: its post-build step failed in a worker thread: .*config\/gone/s,
    );
  }, WORKER_TIMEOUT);
});
