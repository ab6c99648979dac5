// The tabs of a static article work as React's do (staticTabs.ts).
import {staticArticleClientModule} from '@site/src/shared/utils/staticArticle';
import {attachTabs} from './staticTabs';

export default staticArticleClientModule(attachTabs);
