/**
 * The Docusaurus internals this site uses, in one place. None of them is part of the public
 * theme API (`@docusaurus/theme-common/internal` may change in any minor release), so every
 * use goes through this module. Checked against @docusaurus/theme-common 3.10.2; after an
 * upgrade, `npm run typecheck` and the top-bar and code-block e2e tests tell whether they moved.
 */
export {
  // The stock navbar's hide-on-scroll logic, reused for `topBar.show: 'scroll'`.
  useHideableNavbar,
  // The doc sidebar that the stock mobile navbar panel shows; our drawer shows it instead.
  useNavbarSecondaryMenu,
  // Splits navbar items into left and right, as the stock navbar does; used by the nav screen.
  splitNavbarItems,
  // The code block's text and metadata, for our copy button and code block content; the
  // metadata parser and the context provider, for our string code block.
  useCodeBlockContext,
  createCodeBlockMetadata,
  CodeBlockContextProvider,
  // The children filter and the context TabItem reads, for our tabs (which keep no state).
  sanitizeTabsChildren,
  TabsProvider,
  // The search tag of every page's metadata, for our SiteMetadata of the 404 page.
  DEFAULT_SEARCH_TAG,
} from '@docusaurus/theme-common/internal';

// The word-wrap state a code block's context carries (a constant in our `CodeBlock/Content/String`).
export type WordWrap = ReturnType<typeof import('@docusaurus/theme-common/internal').useCodeWordWrap>;

// The context behind `useIsBrowser()` (checked against @docusaurus/core 3.10.2). Our `Root` provides
// it again so that the "now in the browser" re-render runs as a transition.
export {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
