// The links of every page's text open pages through the router, from one listener on the document
// in the capture phase, before React's (articleLinks.ts).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {openArticleLink} from './articleLinks';

if (ExecutionEnvironment.canUseDOM) document.addEventListener('click', openArticleLink, true);
