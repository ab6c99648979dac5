// @types/react-dom is not among the dependencies; this declares the functions the theme uses:
// flushSync (features/appearance/useThemeReveal) and createPortal (the search dialog).
// Remove this file if @types/react-dom is ever added.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function flushSync<R>(fn: () => R): R;
  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}

// Imported for its evaluation only, by the staged start-up (src/features/performance/stagedStartup.ts).
declare module 'react-dom/client';
