// The buttons of every code block work from listeners on the document (buttons.ts); each page's
// blocks are followed for their width: the opened page's at once, the others once rendered.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {attachCodeBlockButtons, observeCodeBlocks} from './buttons';

if (ExecutionEnvironment.canUseDOM) {
  attachCodeBlockButtons(document);
  observeCodeBlocks(document);
}

export function onRouteDidUpdate(): void {
  observeCodeBlocks(document);
}
