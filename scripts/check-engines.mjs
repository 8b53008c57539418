// Every installed package accepts the Node that runs the project (node_modules/.bin/node, Node 24):
// npm ci itself runs on the machine's own Node (20 on these machines), so its EBADENGINE warnings
// judge the wrong runtime. Run through `npm run` so `node` is the project's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const running = process.versions.node;
const refused = [];
let checked = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  if (!where || !fs.existsSync(path.join(root, where, 'package.json'))) continue; // the root, or an optional package for another platform
  const range = entry.engines?.node;
  checked++;
  if (range && !semver.satisfies(running, range, { includePrerelease: true }))
    refused.push(`${where.replace(/^.*node_modules\//, '')} wants node ${range}`);
}
const own = lock.packages[''].engines?.node;
if (own && !semver.satisfies(running, own)) refused.unshift(`the project itself wants node ${own}`);
if (refused.length) {
  console.error(`Node ${running} is refused by:\n  ${refused.join('\n  ')}`);
  process.exit(1);
}
console.log(`Node ${running}: all ${checked} installed packages accept it.`);
