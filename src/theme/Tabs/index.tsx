// Replaces @docusaurus/theme-classic 3.10.2's Tabs (lib/theme/Tabs/index.js), with the same HTML
// and classes. Why: the stock tabs keep the selected tab in React state (and remount everything
// when `useIsBrowser()` turns true, re-tokenising the code blocks in them), while the text of the
// page a reader opens is the server's HTML, which React does not hydrate. So this component only
// renders the tabs with their default tab selected, and one behaviour selects, stores and restores
// tabs on every page, rendered by React or not: features/docContent/tabs.ts. `lazy` is ignored (the
// behaviour needs every panel), `queryString` too (no page uses it).
import React, {isValidElement, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {TabsProvider, sanitizeTabsChildren} from '@site/src/shared/hooks/docusaurusInternal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
// Upstream's own stylesheet.
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

type TabValue = Pick<TabItemProps, 'value' | 'label' | 'attributes' | 'default'>;

function tabValuesOf(children: ReactNode): TabValue[] {
  return React.Children.toArray(children)
    .filter((child): child is ReactElement<TabItemProps> => isValidElement<TabItemProps>(child) && 'value' in (child.props as object))
    .map(({props: {value, label, attributes, default: isDefault}}) => ({value, label, attributes, default: isDefault}));
}

export default function Tabs({className, groupId, defaultValue, values, block = false, children}: Props): ReactNode {
  const tabValues = values ?? tabValuesOf(children);
  const selectedValue = defaultValue ?? (tabValues.find((tab) => tab.default) ?? tabValues[0])?.value;
  return (
    // TabItem reads the selected value from here: the default, whatever the reader selects later.
    <TabsProvider value={{selectedValue, selectValue: () => {}, tabValues, lazy: false, block}}>
      <div data-group-id={groupId} className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
          {tabValues.map(({value, label, attributes}) => (
            <li
              role="tab"
              tabIndex={selectedValue === value ? 0 : -1}
              aria-selected={selectedValue === value}
              key={value}
              data-value={value}
              {...attributes}
              className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {'tabs__item--active': selectedValue === value})}>
              {label ?? value}
            </li>
          ))}
        </ul>
        <div className="margin-top--md">{sanitizeTabsChildren(children)}</div>
      </div>
    </TabsProvider>
  );
}
