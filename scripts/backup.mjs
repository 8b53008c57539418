// `npm run backup -- FILE.tar.gz`: the site's data (embedded database and uploads) into one file; see docs/deploy.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDir } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await import('./build-if-stale.mjs');
const result = spawnSync(process.execPath, [path.join(buildDir(root), 'api/backup-cli.js'), 'backup', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
