// The overview filter works on every page from one listener on the document (filter.ts).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {attachOverviewFilter, filterFilledOverviews} from './filter';

if (ExecutionEnvironment.canUseDOM) attachOverviewFilter(document);

export function onRouteDidUpdate(): void {
  filterFilledOverviews(document);
}
