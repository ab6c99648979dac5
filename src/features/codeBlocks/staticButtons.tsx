// The copy and word-wrap buttons of the code blocks of a static article (the server's HTML of the
// page the reader opened, which React does not hydrate: features/performance/StaticArticle).
// Docusaurus renders these buttons in the browser only, so the server's HTML has none: each block
// gets them from a small React root of its own, one block per idle period after the page starts,
// with the same components, labels and behaviour as a block React renders.
import React, {useMemo, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import CodeBlockButtons from '@theme/CodeBlock/Buttons';
import {BrowserContext, CodeBlockContextProvider, createCodeBlockMetadata} from '@site/src/shared/hooks/docusaurusInternal';
import {runWhenIdle} from '@site/src/shared/utils/staticArticle';
import {useWordWrap} from './useWordWrap';

/** The code of a block as the reader sees it: its lines, as the server rendered them. */
export function codeOf(pre: HTMLPreElement): string {
  const lines = pre.querySelectorAll('.token-line');
  if (lines.length === 0) return pre.textContent ?? '';
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

function Buttons({pre, code}: {pre: HTMLPreElement; code: string}): ReactNode {
  const wordWrap = useWordWrap(pre);
  const metadata = useMemo(
    () => createCodeBlockMetadata({code, className: undefined, language: undefined, defaultLanguage: undefined, metastring: undefined, magicComments: [], title: undefined, showLineNumbers: undefined}),
    [code],
  );
  return (
    // The buttons render in the browser only (they are the same component as in a block React renders).
    <BrowserContext.Provider value>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockButtons />
      </CodeBlockContextProvider>
    </BrowserContext.Provider>
  );
}

/**
 * Gives every code block of `article` its buttons, one block per idle period. Returns a function
 * that removes them again (before the article leaves the page).
 */
export function attachCodeBlockButtons(article: HTMLElement): () => void {
  const roots: Root[] = [];
  const jobs = Array.from(article.querySelectorAll<HTMLPreElement>('.theme-code-block pre')).map((pre) => () => {
    const host = document.createElement('div');
    pre.after(host);
    const root = createRoot(host);
    root.render(<Buttons pre={pre} code={codeOf(pre)} />);
    roots.push(root);
  });
  const stop = runWhenIdle(jobs);
  return () => {
    stop();
    for (const root of roots) root.unmount();
  };
}
