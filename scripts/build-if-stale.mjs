// Runs `npm run build` when the build is missing or older than the sources.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildFresh } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!isBuildFresh(root)) {
  console.log('Build missing or stale: building…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
