// The search box and its results, shared by the search modal and the /search page.
import React, {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {groupHits, moveSelection, resultRows, type ResultRow} from '@site/src/features/search/logic/grouping';
import {splitByHighlights} from '@site/src/features/search/logic/highlight';
import type {HighlightInfo, SearchHit} from '@site/src/features/search/logic/types';
import {linkedPagePath, preloadPage} from '@site/src/shared/utils/preloadPage';
import {useSearch} from '../useSearch';
import type {SearchScope} from '../useSearchScope';
import styles from './styles.module.css';

interface Props {
  scope: SearchScope;
  input: string;
  onInputChange: (value: string) => void;
  /** Called after the reader chose a hit (the modal closes). */
  onNavigate?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Controls shown beside the input (the modal's Cancel button). */
  actions?: ReactNode;
  /**
   * Shown while nothing is typed (the search page's): in the place of the loading line the
   * server's page shows, so the page keeps its height when the index is ready.
   */
  idleHint?: ReactNode;
}

export function Highlighted({text, highlights}: {text: string; highlights: readonly HighlightInfo[]}): ReactNode {
  return splitByHighlights(text, highlights).map((part, i) =>
    part.highlighted ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
  );
}

function HitIcon({type}: {type: SearchHit['type']}): ReactNode {
  const paths = {
    title: 'M6 3h8l4 4v14H6zM14 3v4h4',
    header: 'M9 4 7 20M17 4l-2 16M4 9h16M3 15h16',
    content: 'M4 6h16M4 10h16M4 14h10M4 18h13',
  };
  return (
    <svg className={styles.hitIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={paths[type]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function HitContent({hit}: {hit: SearchHit}): ReactNode {
  const page = hit.header !== hit.title ? <span className={styles.hitPage}>{hit.title}</span> : null;
  if (hit.type === 'content') {
    return (
      <>
        <span className={styles.hitTitle}>
          {hit.header}
          {page}
        </span>
        <span className={clsx(styles.hitText, hit.code && styles.hitCode)} data-hit-statement="">
          <Highlighted text={hit.statement ?? ''} highlights={hit.highlightInfoList} />
        </span>
      </>
    );
  }
  return (
    <span className={styles.hitTitle}>
      <Highlighted text={hit.type === 'header' ? hit.header : hit.title} highlights={hit.highlightInfoList} />
      {page}
    </span>
  );
}

interface RowProps {
  row: ResultRow;
  /** The row's place in the arrow keys' order. */
  index: number;
  id: string;
  selected: boolean;
  onSelect: (index: number) => void;
  onChoose: (row: ResultRow) => void;
}

/**
 * A row of the results: a hit, or a group's "Show n more". Memoized: typing, a search under way
 * or a move of the selection renders again only the rows that change, not every row.
 */
const Row = React.memo(function Row({row, index, id, selected, onSelect, onChoose}: RowProps): ReactNode {
  const onMouseMove = () => {
    if (!selected) onSelect(index);
  };
  if (row.kind === 'more') {
    return (
      <div id={id} role="option" aria-selected={selected} className={clsx(styles.more, selected && styles.selected)} onMouseMove={onMouseMove} onClick={() => onChoose(row)}>
        <Translate id="search.results.seeMore" description="Button that shows the hidden results of a group; {count} is their number" values={{count: row.hidden}}>
          {'Show {count} more'}
        </Translate>
      </div>
    );
  }
  return (
    // A plain link: Docusaurus' <Link> would prefetch every result's page.
    <a
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      href={row.hit.link}
      className={clsx(styles.hit, selected && styles.selected)}
      data-hit-type={row.hit.type}
      onMouseMove={onMouseMove}
      onClick={(event) => {
        // Let the browser open new tabs and windows; navigate in the app otherwise.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onChoose(row);
      }}>
      <HitIcon type={row.hit.type} />
      <span className={styles.hitBody}>
        <HitContent hit={row.hit} />
      </span>
    </a>
  );
});

/** No group unfolded. */
const NO_GROUPS: ReadonlySet<string> = new Set();

/** How long a hit stays selected before its page's code loads: typing changes the first hit at every key. */
const PRELOAD_AFTER_MS = 200;

export default function SearchPanel({scope, input, onInputChange, onNavigate, inputRef, actions, idleHint}: Props): ReactNode {
  const history = useHistory();
  const otherGroup = translate({id: 'search.group.others', message: 'Others', description: 'Group title for search results whose page is in no sidebar category'});
  const search = useSearch(input, scope, otherGroup);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(NO_GROUPS);
  const [selected, setSelected] = useState(0);
  // A new set of hits starts with its first hit selected and every group folded. Set while
  // rendering, not from an effect: React then renders the new hits once, not twice.
  const [hitsShown, setHitsShown] = useState(search.hits);
  if (hitsShown !== search.hits) {
    setHitsShown(search.hits);
    setExpanded(NO_GROUPS);
    setSelected(0);
  }
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}-results`;
  const rowId = (index: number) => `${baseId}-row-${index}`;

  const groups = useMemo(() => groupHits(search.hits, expanded), [search.hits, expanded]);
  const rows = useMemo(() => resultRows(groups), [groups]);
  // The rows again, by group, each with its position in `rows` (the arrow keys' order).
  const groupedRows = useMemo(
    () =>
      groups.map(({group}) => ({
        group,
        rows: rows.flatMap((row, index) => (row.group === group ? [{row, index}] : [])),
      })),
    [groups, rows],
  );
  const showResults = search.status === 'results';

  useEffect(() => {
    listRef.current?.ownerDocument.getElementById(`${baseId}-row-${selected}`)?.scrollIntoView({block: 'nearest'});
  }, [baseId, selected, rows]);

  // The selected hit is where Enter goes: once the reader pauses on it, load its page's code.
  const selectedLink = showResults && rows[selected]?.kind === 'hit' ? rows[selected].hit.link : null;
  useEffect(() => {
    if (!selectedLink) return undefined;
    const timer = window.setTimeout(() => {
      const pathname = linkedPagePath(selectedLink, window.location.origin, () => true);
      if (pathname && pathname !== window.location.pathname) preloadPage(pathname);
    }, PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [selectedLink]);

  const choose = useCallback(
    (row: ResultRow | undefined) => {
      if (!row) return;
      if (row.kind === 'more') {
        setExpanded((previous) => new Set(previous).add(row.group));
        return;
      }
      onNavigate?.();
      history.push(row.hit.link);
    },
    [history, onNavigate],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected((current) => moveSelection(current, event.key === 'ArrowDown' ? 1 : -1, rows.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (showResults) choose(rows[selected]);
    }
  };

  return (
    <div className={styles.panel} data-search-state={search.status}>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <svg className={styles.searchIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={translate({id: 'search.input.label', message: 'Search the documentation', description: 'Accessible name of the search input'})}
          aria-autocomplete="list"
          aria-expanded={showResults}
          aria-controls={listId}
          aria-activedescendant={showResults && rows[selected] ? rowId(selected) : undefined}
          placeholder={translate({id: 'search.button.label', message: 'Search Docs', description: 'Text of the top-bar search button and placeholder of the search input'})}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={1000}
          value={input}
          onChange={(event) => onInputChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {actions}
      </form>

      {/* Focusable while it lists results, so that the keyboard can scroll it too. */}
      <div className={styles.body} aria-busy={search.busy} tabIndex={showResults ? 0 : -1}>
        <div className={styles.status} role="status" aria-live="polite">
          {search.status === 'initializing' && (
            <p className={styles.message}>
              <span className={styles.spinner} aria-hidden="true" />
              <Translate id="search.status.initializing" description="Shown while the search index is downloaded and prepared">Loading the search index…</Translate>
            </p>
          )}
          {search.status === 'loading' && (
            <p className={styles.message}>
              <span className={styles.spinner} aria-hidden="true" />
              <Translate id="search.status.loading" description="Shown while a search is running">Searching…</Translate>
            </p>
          )}
          {search.status === 'empty' && (
            <div className={styles.message}>
              <p className={styles.noResults}>
                <Translate id="search.noResults.title" description="Shown when a search finds nothing; {query} is the search text, in the quotation marks of the language" values={{query: <strong className={styles.query}>{search.query}</strong>}}>
                  {'No results for “{query}”'}
                </Translate>
              </p>
              <p className={styles.suggestion}>
                <Translate id="search.noResults.suggestion" description="Advice under the no-results message">Please try again with a different keyword</Translate>
              </p>
            </div>
          )}
        </div>
        {/* Outside the live region: a hint is not news to announce. */}
        {search.status === 'idle' && idleHint && <p className={styles.message}>{idleHint}</p>}

        {/* Kept in the DOM so that the input's aria-controls always points at it. */}
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={translate({id: 'search.results.label', message: 'Search results', description: 'Accessible name of the list of search results'})}
          className={clsx(styles.results, !showResults && styles.resultsHidden)}>
          {showResults &&
            groupedRows.map(({group, rows: groupRows}, groupIndex) => (
              <div key={group} role="group" aria-labelledby={`${baseId}-group-${groupIndex}`} className={styles.group}>
                <div id={`${baseId}-group-${groupIndex}`} className={styles.groupTitle}>
                  {group}
                </div>
                {groupRows.map(({row, index}) => (
                  <Row key={index} row={row} index={index} id={rowId(index)} selected={index === selected} onSelect={setSelected} onChoose={choose} />
                ))}
              </div>
            ))}
        </div>
      </div>
    </div>
  );
}
