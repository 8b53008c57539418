// `npm run restore -- FILE.tar.gz`: a backup back into an empty DATA_DIR; see docs/deploy.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDir } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await import('./build-if-stale.mjs');
const result = spawnSync(process.execPath, [path.join(buildDir(root), 'api/backup-cli.js'), 'restore', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
