// The renderer of a page's Markdown is a chunk of its own (articleRenderer.ts). A navigation to
// another page starts loading it with that page's own chunks, so the new text is not held up by
// one more request after them.
import type {ClientModule} from '@docusaurus/types';
import {loadArticleRenderer} from './articleRenderer';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      loadArticleRenderer().catch(() => {
        // Offline or a stale deployment: the page's render reports the failed chunk.
      });
    }
  },
};

export default clientModule;
