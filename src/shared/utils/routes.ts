import {matchRoutes, type MatchedRoute, type RouteConfig} from 'react-router-config';

/**
 * Whether a matched route branch ends on the 404 page: nothing matched, the catch-all `*`
 * matched, or the deepest match is a route with child routes none of which matched (the docs
 * answer an unknown path under them with the 404 page).
 */
export function isNotFoundBranch(branch: readonly Pick<MatchedRoute<object>, 'route'>[]): boolean {
  const leaf = branch.at(-1);
  return !leaf || leaf.route.path === '*' || Boolean(leaf.route.routes?.length);
}

/** Whether this build of the site (this language) has a page at `pathname`. */
export function isAppRoute(routes: RouteConfig[], pathname: string): boolean {
  return !isNotFoundBranch(matchRoutes(routes, pathname));
}
