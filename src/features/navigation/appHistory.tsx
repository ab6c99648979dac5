import {type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

type History = ReturnType<typeof useHistory>;
let appHistory: History | null = null;

/** The router's history, for navigating from outside React (the links of a page's text: articleLinks.ts). */
export function getAppHistory(): History | null {
  return appHistory;
}

/** Keeps the router's history where code outside React can reach it. Rendered once, by Root. */
export default function AppHistory(): ReactNode {
  appHistory = useHistory();
  return null;
}
