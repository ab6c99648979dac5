// A folder listing drawn as a tree (see ../README.md): nested lists with a folder or file icon
// per entry, comments muted beside the names. Server HTML and CSS only, so the text of the page a
// reader opens (not hydrated) shows it the same.
//
// The listing's source text rides along in a hidden `<pre>` of `.token-line`s: the shape a code
// block has, which the copy button (features/codeBlocks/buttons.ts), the Markdown twins
// (features/agents/rehypeCleanDocHtml.mjs) and the search index (features/search/indexPlugin.mjs)
// already read. So copying gives the text exactly as written, and the twin and the index get it
// once, as they did when it was a code block.
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeBlockButtons from '@theme/CodeBlock/Buttons';
import Container from '@theme/CodeBlock/Container';
// Upstream's own layout classes: the title's class is how the twin and the index find it.
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import {parseFileTree, type FileTreeEntry} from '../parseFileTree.mjs';
import styles from './styles.module.css';

export interface Props {
  /** The listing as written in the page. */
  source: string;
  /** The fence's language (`text` or `tree`), kept for the twin. */
  language: string;
  title?: string;
}

const FolderIcon = () => (
  <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M1.75 3.25c0-.41.34-.75.75-.75h3.4l1.6 1.6h6c.41 0 .75.34.75.75v7.9c0 .41-.34.75-.75.75H2.5a.75.75 0 0 1-.75-.75z" />
  </svg>
);

const FileIcon = () => (
  <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M3.25 1.75h6l3.5 3.5v9h-9.5z M9.25 1.75v3.5h3.5" />
  </svg>
);

function Entry({entry}: {entry: FileTreeEntry}): ReactNode {
  return (
    <li className={entry.folder ? styles.folder : styles.file}>
      <span className={styles.entry}>
        {entry.folder ? <FolderIcon /> : <FileIcon />}
        <span className={styles.text}>
          <span className={styles.name}>{entry.name}</span>
          {entry.comment && <span className={styles.comment}>{entry.comment}</span>}
        </span>
      </span>
      {entry.children.length > 0 && (
        <ul>
          {entry.children.map((child, i) => (
            <Entry key={i} entry={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

export default function FileTree({source, language, title}: Props): ReactNode {
  const root = parseFileTree(source);
  // The remark plugin only sends listings that parse; anything else is shown as written.
  if (!root) return <CodeBlock language={language} title={title}>{source}</CodeBlock>;
  return (
    <Container as="div" className={`language-${language}`} data-file-tree="">
      {title && <div className={layoutStyles.codeBlockTitle}>{title}</div>}
      <div className={layoutStyles.codeBlockContent}>
        <pre hidden className={`language-${language}`}>
          <code>
            {source.split('\n').map((line, i) => (
              <span key={i} className="token-line">
                {line}
              </span>
            ))}
          </code>
        </pre>
        <ul className={styles.tree}>
          <Entry entry={root} />
        </ul>
        <CodeBlockButtons />
      </div>
    </Container>
  );
}
