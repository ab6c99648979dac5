// Webpack/Rspack loader for the Chinese doc files: passes the file through unchanged and declares
// that its compiled page also depends on its English page and on the lock file. remarkNotice.mjs
// reads both, and without these dependencies the persistent build cache would keep a page's old
// notice (or its absence) after only the English page or the lock changed.
const fs = require('node:fs');
const path = require('node:path');

/** @this {{resourcePath: string, getOptions(): {chineseDir: string, englishDir: string, lockFile: string}, addDependency(file: string): void, addMissingDependency(file: string): void}} */
module.exports = function translationStatusDependencies(source) {
  const {chineseDir, englishDir, lockFile} = this.getOptions();
  const relative = path.relative(chineseDir, this.resourcePath);
  if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) {
    const english = path.join(englishDir, relative);
    if (fs.existsSync(english)) this.addDependency(english);
    else this.addMissingDependency(english);
    if (fs.existsSync(lockFile)) this.addDependency(lockFile);
    else this.addMissingDependency(lockFile);
  }
  return source;
};
