// Applies the page rewrites of this feature to every HTML file of a build folder.
import fs from 'node:fs';
import path from 'node:path';
import {paintFirst} from './paintFirst.mjs';

function htmlFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** @param {string} dir the build folder */
export function rewritePages(dir) {
  let pages = 0;
  for (const file of htmlFiles(dir)) {
    const html = fs.readFileSync(file, 'utf8');
    const rewritten = paintFirst(html);
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      pages++;
    }
  }
  return {pages};
}
