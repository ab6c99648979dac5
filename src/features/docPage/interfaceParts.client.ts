// Interface parts hidden through the query string (`?navbar=0`...). The inline script of
// src/features/docPage/earlyPageStatePlugin.ts marks the first page before it paints; this keeps the mark in
// step with client-side navigation. src/css/doc-page.css does the hiding.
import type {ClientModule} from '@docusaurus/types';
import {markPartsHiddenByQuery, partsHiddenByQuery} from '@site/src/features/docPage/earlyScripts.mjs';
import '@site/src/features/docPage/doc-page.css';

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    markPartsHiddenByQuery(document.documentElement, location.search, partsHiddenByQuery);
  },
};

export default clientModule;
