// A client-side navigation may mount code blocks that have no server HTML: start loading the
// highlighter with the new route's own code, so that they appear coloured at once.
import type {ClientModule} from '@docusaurus/types';
import {loadHighlightedLines} from './lazy';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      loadHighlightedLines().catch(() => {
        // Offline or a stale deployment: the blocks keep their plain text.
      });
    }
  },
};

export default clientModule;
