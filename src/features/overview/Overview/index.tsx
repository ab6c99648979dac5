import React, {useId, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {OVERVIEW_SPAN, type OverviewGroup} from '../overview';
import styles from './styles.module.css';

interface Props {
  /** The page's groups, collected at build time (remarkOverview.mjs passes them). */
  groups: OverviewGroup[];
  /** Grid columns (of 12) per page card. */
  span?: number;
}

function GroupTitle({group}: {group: OverviewGroup}): ReactNode {
  return (
    <h2 className={styles.groupTitle}>
      {group.title ?? (
        <Translate id="overview.others" description="Title of the overview group for pages outside any sidebar category">
          Others
        </Translate>
      )}
    </h2>
  );
}

/**
 * The overview of an `overview: true` page: every page of its sidebar, grouped by
 * category, with its headings, and a filter box that narrows pages and headings as you type.
 * The filter is one behaviour for every page (filter.ts), working on the parts named by the
 * data attributes: this component renders everything and keeps no state.
 */
export default function Overview({groups, span = OVERVIEW_SPAN}: Props): ReactNode {
  const inputId = useId();

  return (
    <section className={styles.overview}>
      {/* The filter is for the browser; the page's Markdown twin skips it. */}
      <div className={styles.filter} data-markdown="skip">
        <label htmlFor={inputId} className={styles.filterLabel}>
          <Translate id="overview.filter.label" description="Label of the filter box of overview pages">
            Filter
          </Translate>
        </label>
        <input
          id={inputId}
          data-overview-filter=""
          className={styles.filterInput}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={translate({
            id: 'overview.filter.placeholder',
            message: 'Enter keyword',
            description: 'Placeholder of the filter box of overview pages',
          })}
        />
      </div>
      <p role="status" className={styles.status} data-markdown="skip" data-overview-status="" />
      {groups.map((group) => (
        <section key={group.title ?? ''} className={styles.group} data-overview-group="">
          <GroupTitle group={group} />
          <div className={clsx('row', styles.grid)}>
            {group.pages.map((page) => (
              <div
                key={page.permalink}
                className={clsx('col', `col--${span}`, styles.cell)}
                // Sizes the card while its layout waits (styles.module.css).
                style={{'--overview-headings': page.headings.length} as CSSProperties}
                data-overview-page="">
                <div className={styles.card}>
                  <h3 className={styles.pageTitle}>
                    <Link to={page.permalink}>{page.title}</Link>
                  </h3>
                  {page.headings.length > 0 && (
                    <ul className={styles.headings}>
                      {page.headings.map((heading) => (
                        <li key={heading.id} data-overview-heading="">
                          <Link to={`${page.permalink}#${heading.id}`}>{heading.text}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
