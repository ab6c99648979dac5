// For remark plugins that put a component into a page: the `import` it needs, as an MDX node.

/**
 * `import name from 'source'` as an MDX ESM node that MDX compiles (from its ESTree, not its text).
 * @param {string} name
 * @param {string} source
 */
export function mdxDefaultImport(name, source) {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
            attributes: [],
          },
        ],
      },
    },
  };
}
