import MDXComponents from '@theme-original/MDXComponents';
import PackageManagerTabs from '@site/src/features/docContent/PackageManagerTabs';
import EnglishOnlyLink from '@site/src/features/language/EnglishOnlyLink';

// Wrapped to make site components available in every page without an import.
export default {
  ...MDXComponents,
  PackageManagerTabs,
  EnglishOnlyLink,
};
