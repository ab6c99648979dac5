// Local plugin for the Chinese build: the compiled Chinese pages depend on their English pages and
// on the lock file (dependencyLoader.cjs), so that a rebuild after an English edit or a --mark
// shows or drops the notice even when the persistent build cache has the page. The notice itself
// is put in by remarkNotice.mjs, registered in the docs plugin's options.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CHINESE_DIR, ENGLISH_DIR, LOCK_FILE} from './sources.mjs';

export default function translationStatus({enabled = true}: {enabled?: boolean} = {}): (context: LoadContext) => Plugin {
  return ({siteDir}) => ({
    name: 'rslib-translation-status',
    configureWebpack() {
      if (!enabled) return {};
      const chineseDir = path.join(siteDir, CHINESE_DIR);
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/,
              include: [chineseDir],
              enforce: 'pre',
              use: [
                {
                  loader: path.join(siteDir, 'src/features/translationStatus/dependencyLoader.cjs'),
                  options: {chineseDir, englishDir: path.join(siteDir, ENGLISH_DIR), lockFile: path.join(siteDir, LOCK_FILE)},
                },
              ],
            },
          ],
        },
      };
    },
  });
}
