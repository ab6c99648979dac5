import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {PACKAGE_MANAGERS, type PackageManager} from '@site/src/features/docContent/PackageManagerTabs/packageManagers';

type Props = Record<PackageManager, string>;

/**
 * One shell command per package manager, in tabs whose choice is remembered
 * across pages (`groupId` persists it in localStorage).
 */
export default function PackageManagerTabs(props: Props): ReactNode {
  return (
    <Tabs groupId="package-manager">
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{props[manager]}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
