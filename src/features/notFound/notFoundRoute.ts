import {useMemo} from 'react';
import routes from '@generated/routes';
import {matchRoutes, type MatchedRoute} from 'react-router-config';
import {useLocation} from '@docusaurus/router';

/**
 * Whether a matched route branch ends on the 404 page: nothing matched, the catch-all `*`
 * matched, or the deepest match is a route with child routes none of which matched (the docs
 * answer an unknown path under them with the 404 page).
 */
export function isNotFoundBranch(branch: readonly Pick<MatchedRoute<object>, 'route'>[]): boolean {
  const leaf = branch.at(-1);
  return !leaf || leaf.route.path === '*' || Boolean(leaf.route.routes?.length);
}

/** Whether the current address shows the 404 page: the same answer on the server and in the browser. */
export function useIsNotFoundRoute(): boolean {
  const {pathname} = useLocation();
  return useMemo(() => isNotFoundBranch(matchRoutes(routes, pathname)), [pathname]);
}
