// Local plugin: after each locale's build, the files a host needs (`_headers`, `_redirects`) and,
// as the very last step, compressed copies of the text files (hostFiles.mjs).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {postBuildSteps} from '../../shared/build/postBuildOrder.mjs';
import {DEFAULT_LOCALE, LOCALES} from '../../shared/utils/urlPaths.mjs';
import {precompress, writeHostFiles} from './hostFiles.mjs';

export interface HostingOptions {
  /** The site's own base URL (each locale other than the default adds `<locale>/` to it). */
  siteBaseUrl: string;
  /** Other origins a page may call (the remote search service, when one is configured). */
  connectOrigins?: readonly string[];
  /** Brotli and gzip copies of text files, for hosts (and the preview server) that serve them. */
  precompress: boolean;
}

/** The top build folder: a locale's folder without the `<locale>/` its base URL adds. */
export function siteOutDir(outDir: string, baseUrl: string, siteBaseUrl: string): string {
  const localePath = baseUrl.startsWith(siteBaseUrl) ? baseUrl.slice(siteBaseUrl.length) : '';
  const depth = localePath.split('/').filter(Boolean).length;
  return depth === 0 ? outDir : path.resolve(outDir, ...Array<string>(depth).fill('..'));
}

/** The plugin, configured in code (its options are values of the config, not user input). */
export default function hostingPlugin(options: HostingOptions): () => Plugin {
  return () => ({
    name: 'rslib-hosting',
    postBuild: postBuildSteps({
      host: ({outDir, baseUrl}) => {
        writeHostFiles(siteOutDir(outDir, baseUrl, options.siteBaseUrl), {connectOrigins: options.connectOrigins});
      },
      compress: async ({outDir, baseUrl}) => {
        if (!options.precompress) return;
        // The top folder holds the other locales' folders: their own builds compress them.
        const isTop = siteOutDir(outDir, baseUrl, options.siteBaseUrl) === outDir;
        await precompress(outDir, {skip: isTop ? LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) : []});
      },
    }),
  });
}
