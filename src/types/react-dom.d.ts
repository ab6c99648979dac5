// The one react-dom API the site uses directly (the search dialog's portal); the project has
// no @types/react-dom.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}
