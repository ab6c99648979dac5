// The links of a static article open pages through the router and load their code on intent (staticLinks.ts).
import {staticArticleClientModule} from '@site/src/shared/utils/staticArticle';
import {attachLinks} from './staticLinks';

export default staticArticleClientModule(attachLinks);
