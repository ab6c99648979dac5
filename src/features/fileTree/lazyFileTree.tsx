// What a page with a listing imports: the tree in a chunk of its own. A page's module (and so its
// start-up scripts) holds only this; the page a reader opens shows the server's HTML of the tree
// and never loads it. A page reached by navigation shows the listing as a code block until the
// chunk is in (a plain one: the code block's own components would join the page's module).
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from './FileTree';

const FileTree = lazy(() => import(/* webpackChunkName: "file-tree" */ './FileTree'));

export default function LazyFileTree(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre className={`language-${props.language}`}>
          <code>{props.source}</code>
        </pre>
      }>
      <FileTree {...props} />
    </Suspense>
  );
}
