import MDXComponents from '@theme-original/MDXComponents';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import EnglishOnlyLink from '@site/src/components/EnglishOnlyLink';

// Wrapped to make site components available in every page without an import.
export default {
  ...MDXComponents,
  PackageManagerTabs,
  EnglishOnlyLink,
};
