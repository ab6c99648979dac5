// The code blocks of a static article get their copy and word-wrap buttons (staticButtons.tsx). Its
// chunk joins the doc page's own in production (DOC_PAGE_LAZY_CHUNKS, features/performance/plugin.ts).
import {staticArticleClientModule} from '@site/src/shared/utils/staticArticle';

export default staticArticleClientModule(async (article) => (await import(/* webpackChunkName: "static-code-buttons" */ './staticButtons')).attachCodeBlockButtons(article));
