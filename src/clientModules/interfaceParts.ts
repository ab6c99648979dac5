// Interface parts hidden through the query string (`?navbar=0`...). The inline script of
// plugins/early-page-state.ts marks the first page before it paints; this keeps the mark in
// step with client-side navigation. src/css/doc-page.css does the hiding.
import type {ClientModule} from '@docusaurus/types';
import {markPartsHiddenByQuery, partsHiddenByQuery} from '@site/src/utils/earlyScripts.mjs';
import '@site/src/css/doc-page.css';

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    markPartsHiddenByQuery(document.documentElement, location.search, partsHiddenByQuery);
  },
};

export default clientModule;
