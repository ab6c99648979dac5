// Local plugin: code colours as a stylesheet, and no Prism in the start-up bundle.
// - The site's one Prism theme (`codeTheme`) colours tokens with custom properties; the <style>
//   injected here gives them their light and dark values. The same colours as rules on token
//   classes (`tokenClassCss`) join the site's stylesheet.
// - Docusaurus's theme registers a client module (`theme-classic/lib/prism-include-languages`)
//   that imports Prism and every extra grammar on every page at start-up. It is replaced by an
//   empty module: `HighlightedLines` registers the grammars in its own chunk, which only a code
//   block mounted after start-up (a client-side navigation) loads.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeColourCss, tokenClassCss} from './palettes';

/** What Docusaurus's theme resolves its Prism client module to (checked against 3.10.2). */
export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function codeBlocksPlugin({siteDir, generatedFilesDir}: LoadContext): Plugin {
  // The colours as rules on token classes go in the site's stylesheet (cached), not in every page.
  const tokenClassStylesheet = path.join(generatedFilesDir, 'rslib-code-blocks', 'token-classes.css');
  fs.mkdirSync(path.dirname(tokenClassStylesheet), {recursive: true});
  fs.writeFileSync(tokenClassStylesheet, tokenClassCss());
  return {
    name: 'rslib-code-blocks',
    getClientModules() {
      return [tokenClassStylesheet];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', attributes: {'data-code-colours': ''}, innerHTML: codeColourCss()}]};
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const emptyModule = path.resolve(siteDir, 'src/features/codeBlocks/noPrismAtStart.ts');
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, emptyModule)]};
    },
  };
}
