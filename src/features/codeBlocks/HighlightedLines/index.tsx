import React, {type ReactNode} from 'react';
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import TypedLines from '@site/src/features/codeTypes/TypedLines';
import type {CodeTypes} from '@site/src/features/codeTypes/types';
import type {PrismTheme} from 'prism-react-renderer';

// The extra grammars of `themeConfig.prism.additionalLanguages`, registered once, in this chunk.
prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);

export interface HighlightedLinesProps {
  code: string;
  language: string;
  theme: PrismTheme;
  lineClassNames: {[lineIndex: number]: string[]};
  showLineNumbers: boolean;
  /** The types of a block marked `twoslash` (features/codeTypes). */
  types?: CodeTypes;
}

/**
 * The tokenised lines of a code block (the `<pre>` and `<code>` around them are rendered by the
 * `CodeBlock/Content` override). Loaded on demand: it carries Prism.
 */
export default function HighlightedLines({code, language, theme, lineClassNames, showLineNumbers, types}: HighlightedLinesProps): ReactNode {
  return (
    <Highlight theme={theme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) =>
        types ? (
          <TypedLines tokens={tokens} getLineProps={getLineProps} getTokenProps={getTokenProps} types={types} lineClassNames={lineClassNames} showLineNumbers={showLineNumbers} />
        ) : (
        tokens.map((line, i) => (
          <Line key={i} line={line} getLineProps={getLineProps} getTokenProps={getTokenProps} classNames={lineClassNames[i]} showLineNumbers={showLineNumbers} />
        ))
        )
      }
    </Highlight>
  );
}
