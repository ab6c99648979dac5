// The collapsible sections of a static article open and close as React's do (staticDetails.ts).
import {staticArticleClientModule} from '@site/src/shared/utils/staticArticle';
import {attachDetails} from './staticDetails';

export default staticArticleClientModule(attachDetails);
