// The code blocks of a static article get their copy and word-wrap buttons (staticButtons.tsx, loaded once the page has started).
import {staticArticleClientModule} from '@site/src/shared/utils/staticArticle';

export default staticArticleClientModule(async (article) => (await import(/* webpackChunkName: "static-code-buttons" */ './staticButtons')).attachCodeBlockButtons(article));
