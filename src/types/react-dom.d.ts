// @types/react-dom is not among the dependencies; this declares the functions the theme uses:
// flushSync (src/theme/ColorModeToggle) and createPortal (the search dialog).
// Remove this file if @types/react-dom is ever added.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function flushSync<R>(fn: () => R): R;
  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}
