// Bundles the API server (server/main.ts) into <BUILD_DIR>/api/main.js; npm packages stay external.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildDir, sourceFingerprint, stampFile } from './build-stamp.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server, and npm run backup / restore (decision 013): bundled too, so a production image without scripts/ has them.
await build({
  entryPoints: {
    main: path.join(root, 'server/main.ts'),
    'backup-cli': path.join(root, 'server/backup/cli.ts'),
    // The embedded database's thread (server/db/pglite-thread.ts finds it beside main.js).
    'pglite-worker': path.join(root, 'server/db/pglite-worker.ts'),
  },
  outdir: path.join(buildDir(root), 'api'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Modules the server imports only when needed (the mail templates: server/mail/render.ts) go in
  // chunks of their own, so the packages they import are loaded then, not at start. Chunks sit
  // beside main.js: code that finds a file beside its own module (the database's worker) still does.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
});
const compressed = precompress(path.join(buildDir(root), 'client'));
console.log(`precompressed ${compressed} client files (.br, .gz)`);
// A build folder outside the project (tests use /tmp/…) still finds the project's packages.
const link = path.join(buildDir(root), 'node_modules');
if (!buildDir(root).startsWith(root + path.sep) && !fs.existsSync(link)) fs.symlinkSync(path.join(root, 'node_modules'), link, 'dir');
fs.writeFileSync(stampFile(root), sourceFingerprint(root));
console.log(`server bundled into ${path.relative(root, buildDir(root))}/api/main.js`);
