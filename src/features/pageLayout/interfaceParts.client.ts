// Interface parts hidden through the query string (`?navbar=0`...). The inline script of
// plugin.ts marks the first page before it paints; this keeps the mark in step with client-side
// navigation. interfaceParts.css does the hiding.
import type {ClientModule} from '@docusaurus/types';
import {markPartsHiddenByQuery, partsHiddenByQuery} from './interfaceToggles.mjs';
import './interfaceParts.css';

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    markPartsHiddenByQuery(document.documentElement, location.search, partsHiddenByQuery);
  },
};

export default clientModule;
