// @types/react-dom is not among the dependencies; this declares the functions the theme uses:
// flushSync (features/appearance/useThemeReveal) and createPortal (the search dialog).
// Remove this file if @types/react-dom is ever added.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function flushSync<R>(fn: () => R): R;
  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}

// The staged start-up evaluates this module early (features/performance/stagedStartup.ts); the
// component tests render into roots of their own (tests/unit/dom/testRoot.ts).
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element | DocumentFragment): Root;
}
