import {useMemo} from 'react';
import routes from '@generated/routes';
import {isAppRoute} from '@site/src/shared/utils/routes';
import {useLocation} from '@docusaurus/router';

/** Whether the current address shows the 404 page: the same answer on the server and in the browser. */
export function useIsNotFoundRoute(): boolean {
  const {pathname} = useLocation();
  return useMemo(() => !isAppRoute(routes, pathname), [pathname]);
}
