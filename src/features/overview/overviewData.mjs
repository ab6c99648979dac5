// Where an overview page's groups are written (by overviewDataPlugin.ts) and read from (by
// remarkOverview.mjs): a data file named after the page's file, in the plugin's folder of
// Docusaurus's generated files (`@generated/rslib-overview-data/default/`).
import {createHash} from 'node:crypto';

export const OVERVIEW_DATA_MODULE_DIR = '@generated/rslib-overview-data/default';

/**
 * The data file's name for an overview page.
 * @param {string} file the page's absolute file path
 */
export function overviewDataFile(file) {
  return `overview-${createHash('sha256').update(file.split('\\').join('/')).digest('hex').slice(0, 12)}.json`;
}
