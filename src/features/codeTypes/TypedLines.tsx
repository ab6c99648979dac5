// The lines of a code block marked `twoslash`: Prism's tokens as on any block, each name with a
// type wrapped in a focusable span described by its popup, and each `// ^?` answer under its line.
// The popups are server HTML (hidden popovers after the lines); popups.ts opens and places them.
// Rendered from the code highlighter's chunk (features/codeBlocks/HighlightedLines).
import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight, type PrismTheme, type RenderProps, type Token} from 'prism-react-renderer';
import {TOKENS_BY_CLASS} from '@site/src/features/codeBlocks/palettes';
import {translate} from '@docusaurus/Translate';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {POPUP_CLASS, TARGET_ATTRIBUTE, plainDefault, segmentLine, sharedPopups, type CodeTypes, type TypeInfo} from './types';

interface TypedLinesProps {
  tokens: Token[][];
  getLineProps: RenderProps['getLineProps'];
  getTokenProps: RenderProps['getTokenProps'];
  types: CodeTypes;
  lineClassNames: {[lineIndex: number]: string[]};
  showLineNumbers: boolean;
}

/** Tokens with their classes only: the page's stylesheet colours them (`tokenClassCss`). */
const COLOURED_BY_CLASS: PrismTheme = {plain: {}, styles: []};

/** A signature in the code colours, one line box per line. */
function Signature({text}: {text: string}): ReactNode {
  return (
    <Highlight code={text} language="typescript" theme={COLOURED_BY_CLASS}>
      {({tokens, getTokenProps}) => (
        <code className={clsx('type-signature', TOKENS_BY_CLASS)}>
          {tokens.map((line, i) => (
            <span key={i} className="type-signature-line">
              {line.map((token, k) => (
                <span key={k} {...getTokenProps({token})} />
              ))}
            </span>
          ))}
        </code>
      )}
    </Highlight>
  );
}

/** JSDoc text: `code` in backticks becomes code; line breaks are kept by the stylesheet. */
function Docs({text}: {text: string}): ReactNode {
  return (
    <span className="type-docs">
      {text.split(/(`[^`\n]+`)/).map((part, i) => (part.startsWith('`') && part.endsWith('`') && part.length > 2 ? <code key={i}>{part.slice(1, -1)}</code> : part))}
    </span>
  );
}

function Info({info}: {info: TypeInfo}): ReactNode {
  return (
    <>
      {info.text.trim() && <Signature text={info.text} />}
      {info.deprecated && (
        <span className="type-note">{translate({id: 'codeTypes.deprecated', message: 'Deprecated', description: 'In the type popup of a code example: the option is deprecated'})}</span>
      )}
      {info.docs && <Docs text={info.docs} />}
      {info.defaultValue && (
        <span className="type-note">
          {translate({id: 'codeTypes.default', message: 'Default:', description: 'In the type popup of a code example: before the default value of an option'})}
          <code>{plainDefault(info.defaultValue)}</code>
        </span>
      )}
    </>
  );
}

export default function TypedLines({tokens, getLineProps, getTokenProps, types, lineClassNames, showLineNumbers}: TypedLinesProps): ReactNode {
  const id = useId();
  // Names that show the same thing (`defineConfig` on its import and in its call) share a popup.
  const popupOf = sharedPopups(types.hovers);
  const popupId = (hover: number) => `${id}-type-${popupOf[hover]}`;
  return (
    <>
      {tokens.map((tokensOfLine, i) => {
        // An empty line's one token is a line break; the `<br>` below stands for it (as in the stock line).
        const line = tokensOfLine.length === 1 && tokensOfLine[0].content === '\n' ? [] : tokensOfLine;
        const ranges = types.hovers.flatMap((info, hover) => (info.line === i ? [{start: info.character, end: info.character + info.length, hover}] : []));
        const content = segmentLine(line, ranges).map(({tokens: run, hover}, k) => {
          const spans = run.map((token, t) => <span key={t} {...getTokenProps({token})} />);
          return hover === undefined ? (
            <React.Fragment key={k}>{spans}</React.Fragment>
          ) : (
            <span key={k} tabIndex={0} aria-describedby={popupId(hover)} {...{[TARGET_ATTRIBUTE]: ''}}>
              {spans}
            </span>
          );
        });
        const lineProps = getLineProps({line, className: clsx(lineClassNames[i], showLineNumbers && lineStyles.codeLine)});
        return (
          <React.Fragment key={i}>
            <div {...lineProps}>
              {showLineNumbers ? (
                <>
                  <span className={lineStyles.codeLineNumber} />
                  <span className={lineStyles.codeLineContent}>{content}</span>
                </>
              ) : (
                content
              )}
              <br />
            </div>
            {types.queries
              .filter((query) => query.line === i)
              .map((query, q) => (
                // Not a `.token-line`: the copy button and the Markdown twin leave it out.
                <div key={`q${q}`} className="type-query" style={{marginInlineStart: `${query.character}ch`}}>
                  <Info info={query} />
                </div>
              ))}
          </React.Fragment>
        );
      })}
      {types.hovers.map((info, hover) =>
        popupOf[hover] === hover ? (
          <span key={`p${hover}`} id={popupId(hover)} popover="auto" role="tooltip" className={POPUP_CLASS}>
            <Info info={info} />
          </span>
        ) : null,
      )}
    </>
  );
}
