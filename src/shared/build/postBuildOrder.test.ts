import {describe, expect, it} from 'vitest';
import {inPostBuildStage, orderedSteps, postBuildStep, postBuildSteps} from './postBuildOrder.mjs';

type Props = {plugins: {name: string; postBuild?: (props: Props) => unknown; content?: unknown}[]; content?: unknown; outDir: string};

/** A step that records when it starts and ends, taking a turn of the event loop in between. */
function recorder(log: string[], name: string) {
  return async (props: Props) => {
    log.push(`${name} start (${String(props.content)})`);
    await new Promise((resolve) => setTimeout(resolve, 1));
    log.push(`${name} end`);
  };
}

/** What Docusaurus does after a locale's build: call every plugin's postBuild, all at once or one by one. */
async function callPostBuilds(plugins: Props['plugins'], mode: 'together' | 'one by one') {
  const call = (plugin: Props['plugins'][number]) => plugin.postBuild?.({plugins, content: plugin.content, outDir: 'build'});
  if (mode === 'together') await Promise.all(plugins.map(call));
  else for (const plugin of plugins) await call(plugin);
}

describe('post-build order', () => {
  for (const mode of ['together', 'one by one'] as const) {
    it(`runs the steps stage by stage whatever the plugins' order, when Docusaurus calls them ${mode}`, async () => {
      const log: string[] = [];
      const plugins = [
        {name: 'compress', content: 'c', postBuild: postBuildStep('compress', recorder(log, 'compress'))},
        {name: 'index', content: 'i', postBuild: postBuildStep('derived', recorder(log, 'index'))},
        {name: 'no-post-build'},
        {name: 'headers', content: 'h', postBuild: postBuildStep('host', recorder(log, 'headers'))},
        {name: 'twins', content: 't', postBuild: postBuildStep('derived', recorder(log, 'twins'))},
      ];
      await callPostBuilds(plugins, mode);
      expect(log).toEqual(['index start (i)', 'twins start (t)', 'index end', 'twins end', 'headers start (h)', 'headers end', 'compress start (c)', 'compress end']);
    });
  }

  it('runs every step once per build, and again for the next locale', async () => {
    const log: string[] = [];
    const plugins = [
      {name: 'a', postBuild: postBuildStep('derived', recorder(log, 'a'))},
      {name: 'b', postBuild: postBuildStep('host', recorder(log, 'b'))},
    ];
    await callPostBuilds(plugins, 'together');
    await callPostBuilds([...plugins], 'together');
    expect(log.filter((entry) => entry.endsWith('end'))).toEqual(['a end', 'b end', 'a end', 'b end']);
  });

  it('gives one plugin steps in several stages', async () => {
    const log: string[] = [];
    const plugins = [
      {name: 'hosting', content: 'h', postBuild: postBuildSteps({host: recorder(log, 'headers'), compress: recorder(log, 'compress')})},
      {name: 'index', content: 'i', postBuild: postBuildStep('derived', recorder(log, 'index'))},
    ];
    await callPostBuilds(plugins, 'together');
    expect(log.filter((entry) => entry.endsWith(')'))).toEqual(['index start (i)', 'headers start (h)', 'compress start (h)']);
  });

  it('stops the build, naming the plugin, when a plugin writes after the build without a stage', async () => {
    const plugins = [
      {name: 'ours', postBuild: postBuildStep('derived', () => undefined)},
      {name: 'docusaurus-plugin-new', postBuild: () => undefined},
    ];
    expect(() => orderedSteps(plugins)).toThrow(/"docusaurus-plugin-new" writes files after the build.*inPostBuildStage/);
    await expect(callPostBuilds(plugins, 'together')).rejects.toThrow(/docusaurus-plugin-new/);
  });

  it('fails every waiting plugin when a step fails, and runs no later stage', async () => {
    const log: string[] = [];
    const plugins = [
      {name: 'broken', postBuild: postBuildStep('derived', () => Promise.reject(new Error('index failed')))},
      {name: 'compress', postBuild: postBuildStep('compress', recorder(log, 'compress'))},
    ];
    const results = await Promise.allSettled(plugins.map((plugin) => plugin.postBuild({plugins, outDir: 'build'})));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(log).toEqual([]);
  });

  it('refuses a stage that does not exist', () => {
    expect(() => postBuildStep('later' as 'derived', () => undefined)).toThrow(/Unknown post-build stage "later"/);
  });

  it('wraps another package\'s plugin: same options validation, its postBuild in the stage, its own content', async () => {
    const log: string[] = [];
    const validateOptions = ({options}: {options: unknown}) => options;
    const thirdParty = Object.assign(
      (_context: unknown, options: {label: string}) => ({name: 'third-party', postBuild: recorder(log, options.label)}),
      {validateOptions},
    );
    const wrapped = inPostBuildStage('derived', thirdParty);
    expect(wrapped.validateOptions).toBe(validateOptions);
    const plugin = (await wrapped({} as never, {label: 'sitemap'}))!;
    const plugins = [
      {name: plugin.name, content: 's', postBuild: plugin.postBuild as Props['plugins'][number]['postBuild']},
      {name: 'headers', content: 'h', postBuild: postBuildStep('host', recorder(log, 'headers'))},
    ];
    await callPostBuilds(plugins, 'together');
    expect(log).toEqual(['sitemap start (s)', 'sitemap end', 'headers start (h)', 'headers end']);
  });
});
