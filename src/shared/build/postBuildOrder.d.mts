import type {LoadContext, PluginModule} from '@docusaurus/types';
export const POST_BUILD_STAGES: readonly ['pages', 'derived', 'host', 'compress'];
export type PostBuildStage = (typeof POST_BUILD_STAGES)[number];
export function postBuildSteps<P>(steps: Partial<Record<PostBuildStage, (props: P) => unknown>>): (props: P) => Promise<void>;
export function postBuildStep<P>(stage: PostBuildStage, step: (props: P) => unknown): (props: P) => Promise<void>;
export function stepsOf(postBuild: unknown): {stage: PostBuildStage; step: (props: unknown) => unknown}[] | undefined;
export function inPostBuildStage(stage: PostBuildStage, createPlugin: ((context: LoadContext, options: any) => unknown) & {validateOptions?: unknown; validateThemeConfig?: unknown}): PluginModule;
export function orderedSteps<T extends {name: string; postBuild?: unknown; content?: unknown}>(
  plugins: readonly T[],
): {stage: PostBuildStage; steps: {plugin: T; stage: PostBuildStage; step: (props: unknown) => unknown}[]}[];
