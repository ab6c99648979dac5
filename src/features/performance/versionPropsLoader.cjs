// Rspack loader for the docs plugin's route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`).
// Every doc page loads its version's props: the sidebars and, for each doc, its id, title,
// sidebar and description. Only the theme's DocCard shows a description (category index pages,
// `<DocCardList>`), and this site has none: the descriptions are about 40 % of the file (3.5 KB
// compressed on every doc page in English, 4 KB in Chinese). plugin.ts stops the build if a
// DocCard is ever bundled.

/**
 * The props without the description of each doc of a version; any other JSON is returned as it is.
 * @param {string} source
 * @returns {string}
 */
function withoutDocDescriptions(source) {
  const props = JSON.parse(source);
  const docs = props && props.version && props.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) {
    if (doc && typeof doc === 'object') delete doc.description;
  }
  return JSON.stringify(props);
}

module.exports = withoutDocDescriptions;
module.exports.withoutDocDescriptions = withoutDocDescriptions;
