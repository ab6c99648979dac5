// Replaces @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/Content/String.js).
// Why: while a long page starts, the stock block was the costliest component of its hydration.
// Its `useCodeWordWrap()` gives every block a MutationObserver, a resize listener, a layout read
// and a state update from an effect (one more render of every block, outside any transition),
// sorts option keys with `localeCompare` on every render (the first call of a page loads the
// collation data) and returns a new object each time.
// Here the metadata is parsed once per code, and the context's word-wrap state is a constant: the
// buttons work from the DOM (features/codeBlocks/buttons.ts), on every page the same way.
import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {parseCodeTypes} from '@site/src/features/codeTypes/types';
import {CodeBlockContextProvider, createCodeBlockMetadata, type WordWrap} from '@site/src/shared/hooks/docusaurusInternal';

/** No block reads it: the wrap button is features/codeBlocks/buttons.ts. */
const NO_WORD_WRAP: WordWrap = {codeBlockRef: {current: null}, isEnabled: false, isCodeScrollable: false, toggle: () => {}};

export default function CodeBlockString({children: code, className, metastring, language, title, showLineNumbers, twoslash}: Props & {twoslash?: string}): ReactNode {
  const {prism} = useThemeConfig();
  // A block marked `twoslash` also carries its types (features/codeTypes), read by CodeBlock/Content.
  const metadata = useMemo(
    () => ({
      ...createCodeBlockMetadata({
        code,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
      types: parseCodeTypes(twoslash),
    }),
    [code, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers, twoslash],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={NO_WORD_WRAP}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
