// Local plugin: every built page lists the script files of its own route chunks next to the
// start-up bundles (see routeScripts.ts), so they load in parallel with `main` after the first
// paint instead of being requested by `main` while it starts.
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {chunkNamesForPath, parseRoutesModule, scriptFiles, withRouteScripts, type ClientManifest} from './routeScripts';

/** Where Docusaurus writes a route's page: `/a/b` → `a/b/index.html`, `/404.html` → `404.html`. */
function htmlFileFor(outDir: string, baseUrl: string, routePath: string): string | undefined {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const candidates = relative.endsWith('.html') ? [relative] : [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => fs.existsSync(file));
}

export default function routeScriptsPlugin(): Plugin {
  return {
    name: 'rslib-route-scripts',
    async postBuild({outDir, baseUrl, generatedFilesDir, routesPaths}) {
      // Written by Docusaurus for the locale that was just built.
      const read = (name: string) => fs.readFileSync(path.join(generatedFilesDir, name), 'utf8');
      const routes = parseRoutesModule(read('routes.js'));
      const routesChunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>;
      const manifest = JSON.parse(read('client-manifest.json')) as ClientManifest;
      for (const routePath of routesPaths) {
        const file = htmlFileFor(outDir, baseUrl, routePath);
        if (!file) continue;
        const html = fs.readFileSync(file, 'utf8');
        const pathname = routePath.endsWith('.html') ? routePath.replace(/\.html$/, '') : routePath;
        const rewritten = withRouteScripts(html, scriptFiles(manifest, chunkNamesForPath(routes, routesChunkNames, pathname)), baseUrl);
        if (rewritten !== html) fs.writeFileSync(file, rewritten);
      }
    },
  };
}
