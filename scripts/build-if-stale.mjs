// Runs `npm run build` when the build is missing or older than the sources
// (`node scripts/build-if-stale.mjs`, or buildIfStale() from another script).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildFresh } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** quiet: keep the build's output to itself unless the build fails (npm start). */
export function buildIfStale({ quiet = false } = {}) {
  if (isBuildFresh(root)) return;
  console.log(quiet ? 'Building the site (the first start takes a minute or two)…' : 'Build missing or stale: building…');
  const started = Date.now();
  // Always production's bundle: called from inside Vitest (NODE_ENV=test) it built React's development
  // build, whose hydration warnings then failed every browser test of a staff screen.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error('The build failed.');
    process.exit(result.status ?? 1);
  }
  if (quiet) console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildIfStale();
