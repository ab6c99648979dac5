#!/usr/bin/env node
// Cuts a docs version: `docusaurus docs:version <name>`, then one fix. Docusaurus gives the new
// version a copy of the unreleased version's translated labels, including its name ("未发布"),
// so the version menu of a translated site would call the release "unreleased". The label is set
// to the version's own name, which `write-translations` then keeps.
//   npm run version:cut -- 1.0
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {LOCALES} from '../src/shared/utils/urlPaths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (!name || name.startsWith('-')) {
  console.error('usage: npm run version:cut -- <version name, e.g. 1.0>');
  process.exit(2);
}

const cut = spawnSync(process.execPath, [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'docs:version', name], {cwd: root, stdio: 'inherit'});
if (cut.status !== 0) process.exit(cut.status ?? 1);

for (const locale of LOCALES) {
  const file = path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', `version-${name}.json`);
  if (!fs.existsSync(file)) continue;
  const labels = JSON.parse(fs.readFileSync(file, 'utf8'));
  labels['version.label'] = {...labels['version.label'], message: name, description: `The label for version ${name}`};
  fs.writeFileSync(file, `${JSON.stringify(labels, null, 2)}\n`);
  console.log(`version:cut: ${path.relative(root, file)} names the version "${name}" (the unreleased version's name was copied)`);
}
console.log(`version:cut: done. "npm run build" builds both languages: ${name} at the root, the unreleased docs under /next/.`);
