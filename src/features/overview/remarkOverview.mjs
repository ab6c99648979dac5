// Remark plugin: an overview page (front matter `overview: true`) gets its overview at the start
// of its text, right under the title, with its groups imported from the data file that
// overviewDataPlugin.ts wrote for it. Only overview pages carry the data, in their own chunk; a
// change of another page's headings changes the data file, which the build tracks as a module.
import {OVERVIEW_DATA_MODULE_DIR, overviewDataFile} from './overviewData.mjs';
import {mdxDefaultImport} from '../../shared/build/mdxImport.mjs';

export const OVERVIEW_COMPONENT = 'RslibOverview';
const OVERVIEW_MODULE = '@site/src/features/overview/Overview';
const GROUPS = 'rslibOverviewGroups';

/**
 * Puts the overview into an MDX tree: the imports at the top, `<RslibOverview groups={...} />`
 * before the first content (an overview page has no `# title` of its own).
 * @param {{children: any[]}} tree
 * @param {string} dataModule
 */
export function insertOverview(tree, dataModule) {
  const children = tree.children;
  const firstContent = children.findIndex((node) => !['mdxjsEsm', 'yaml', 'toml'].includes(node.type));
  children.splice(firstContent >= 0 ? firstContent : children.length, 0, {
    type: 'mdxJsxFlowElement',
    name: OVERVIEW_COMPONENT,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'groups',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: GROUPS,
          data: {estree: {type: 'Program', sourceType: 'module', comments: [], body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: GROUPS}}]}},
        },
      },
    ],
    children: [],
  });
  children.unshift(mdxDefaultImport(OVERVIEW_COMPONENT, OVERVIEW_MODULE), mdxDefaultImport(GROUPS, dataModule));
}

export default function remarkOverview() {
  return (/** @type {{children: any[]}} */ tree, /** @type {{path?: string, data: {frontMatter?: Record<string, unknown>}}} */ file) => {
    if (file.data.frontMatter?.overview !== true || !file.path) return;
    insertOverview(tree, `${OVERVIEW_DATA_MODULE_DIR}/${overviewDataFile(file.path)}`);
  };
}
