import type {PluginModule} from '@docusaurus/types';
export function plainData(value: unknown): any;
export function startPostBuildWorker(worker: URL | string, name: string): {run: (job: {data: unknown; props: Record<string, unknown>}) => Promise<void>; stop: () => void};
export function runPostBuildWorker(worker: URL | string, job: {name: string; data: unknown; props: Record<string, unknown>}): Promise<void>;
export function postBuildInWorker(
  createPlugin: ((context: any, options: any) => unknown) & {validateOptions?: unknown; validateThemeConfig?: unknown},
  how: {worker: URL | string; data: unknown; props: readonly string[]; startEarly?: boolean},
): PluginModule;
export function servePostBuild(step: (job: {data: any; props: any}) => unknown): Promise<void>;
