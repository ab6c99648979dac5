// Replaces @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/Content/index.js).
// Why: the stock content imports Prism (about 30 KB compressed) into the start-up bundle and
// tokenises every block again while the page starts. Here the `<pre>` and `<code>` are ours and
// the tokenised lines come from `HighlightedLines`, a chunk of its own:
// - the server waits for it, so the HTML has every token, coloured through custom properties
//   that follow the colour theme (features/codeBlocks/palettes.ts);
// - a block that was in the server's HTML keeps those lines as they are (hydration adopts them;
//   no Prism is loaded);
// - a block mounted later (client-side navigation) shows its plain text until the chunk is in.
import React, {Suspense, useState, type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@site/src/shared/hooks/docusaurusInternal';
import {LazyHighlightedLines} from '@site/src/features/codeBlocks/lazy';
import type {CodeTypes} from '@site/src/features/codeTypes/types';
import type {Props} from '@theme/CodeBlock/Content';
// Upstream's own stylesheet, so the classes stay in step with the theme's version.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import ownStyles from './styles.module.css';

/** True for a block rendered by hydration: its lines are already in the page. */
function useAdoptsServerLines(): boolean {
  const isBrowser = useIsBrowser();
  // Decided once, on the first render: `useIsBrowser()` is false while the page hydrates
  // (and on the server, which renders the lines itself).
  const [adopts] = useState(() => !isBrowser && typeof window !== 'undefined');
  return adopts;
}

/**
 * The number of lines the block shows (as many as `PlainLines` and the tokenised lines render),
 * for the stylesheet: a block out of view keeps the height of its lines without laying them out.
 */
function lineCountStyle(code: string): CSSProperties {
  return {'--code-lines': code.split('\n').length} as CSSProperties;
}

// One object for every render: React sets `innerHTML` again whenever this prop is a new object.
const KEEP_SERVER_LINES = {__html: ''};

function PlainLines({code, lineClassNames}: {code: string; lineClassNames: {[lineIndex: number]: string[]}}): ReactNode {
  return code.split('\n').map((line, i) => (
    <div key={i} className={clsx('token-line', lineClassNames[i])}>
      {line}
      <br />
    </div>
  ));
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  // Set by the CodeBlock/Content/String override on a block marked `twoslash`. A block with
  // `// ^?` answers is always laid out: their boxes are taller than the lines its kept height counts.
  const {types} = metadata as typeof metadata & {types?: CodeTypes};
  const prismTheme = usePrismTheme();
  const adoptsServerLines = useAdoptsServerLines();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const showLineNumbers = lineNumbersStart !== undefined;
  const codeProps: ComponentProps<'code'> = {
    className: clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering),
    style: {counterReset: showLineNumbers ? `line-count ${lineNumbersStart - 1}` : undefined},
  };
  return (
    <pre
      // Scrollable code must be reachable by keyboard (as upstream).
      tabIndex={0}
      className={clsx(classNameProp, `prism-code language-${language.toLowerCase()}`, styles.codeBlock, !types?.queries.length && ownStyles.laidOutWhenNear, 'thin-scrollbar')}
      style={{...prismTheme.plain, ...lineCountStyle(code)}}>
      {adoptsServerLines ? (
        // An element with inner HTML has no children for React to hydrate or replace.
        <code {...codeProps} dangerouslySetInnerHTML={KEEP_SERVER_LINES} suppressHydrationWarning />
      ) : (
        <code {...codeProps}>
          <Suspense fallback={<PlainLines code={code} lineClassNames={lineClassNames} />}>
            <LazyHighlightedLines code={code} language={language} theme={prismTheme} lineClassNames={lineClassNames} showLineNumbers={showLineNumbers} types={types} />
          </Suspense>
        </code>
      )}
    </pre>
  );
}
