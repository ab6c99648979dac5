// The overview filter of a static article works as React's does (staticFilter.ts).
import {staticArticleClientModule} from '@site/src/shared/utils/staticArticle';
import {attachOverviewFilter} from './staticFilter';

export default staticArticleClientModule(attachOverviewFilter);
