// Bundles the API server (server/main.ts) into <BUILD_DIR>/api/main.js; npm packages stay external.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildDir, sourceFingerprint, stampFile } from './build-stamp.mjs';
import { precompress } from './precompress.mjs';

/**
 * drizzle-orm goes into the bundle (decision 105): Node 24 links its few hundred ES modules, full of
 * import cycles, in 20 s and a 150 MB heap on a busy 2-core machine (1 s and 4 MB as one module),
 * and V8 keeps the young generation it grew for that. Every other package stays external.
 */
const bundledPackages = {
  name: 'bundled-packages',
  setup(b) {
    b.onResolve({ filter: /^drizzle-orm(\/|$)/ }, (args) => ({ path: fileURLToPath(import.meta.resolve(args.path)) }));
  },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server, and npm run backup / restore (decision 013): bundled too, so a production image without scripts/ has them.
const result = await build({
  entryPoints: {
    main: path.join(root, 'server/main.ts'),
    'backup-cli': path.join(root, 'server/backup/cli.ts'),
    // The embedded database's thread (server/db/pglite-thread.ts finds it beside main.js).
    'pglite-worker': path.join(root, 'server/db/pglite-worker.ts'),
    // OpenTelemetry's SDK, imported before main.js when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 068).
    telemetry: path.join(root, 'server/observability/telemetry-entry.ts'),
  },
  outdir: path.join(buildDir(root), 'api'),
  // The metafile's input paths are relative to this: 'web/…' below means the project's web/.
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundledPackages],
  // Modules the server imports only when needed (the mail templates: server/mail/render.ts) go in
  // chunks of their own, so the packages they import are loaded then, not at start. Chunks sit
  // beside main.js: code that finds a file beside its own module (the database's worker) still does.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
// Decision 033: the API builds without web/ (its own host, decision 002). The lint rule and check:imports
// refuse such imports in the sources; this refuses the bundle itself, whatever path led there.
const fromWeb = Object.keys(result.metafile.inputs).filter((input) => input.startsWith('web/'));
if (fromWeb.length) {
  console.error(`The server bundle must not contain web/ files (decision 033); it has:\n  ${fromWeb.join('\n  ')}`);
  process.exit(1);
}
// No client build on an API-only host: nothing to precompress.
const clientDir = path.join(buildDir(root), 'client');
if (fs.existsSync(clientDir)) console.log(`precompressed ${precompress(clientDir)} client files (.br, .gz)`);
// A build folder outside the project (tests use /tmp/…) still finds the project's packages.
const link = path.join(buildDir(root), 'node_modules');
if (!buildDir(root).startsWith(root + path.sep) && !fs.existsSync(link)) fs.symlinkSync(path.join(root, 'node_modules'), link, 'dir');
fs.writeFileSync(stampFile(root), sourceFingerprint(root));
console.log(`server bundled into ${path.relative(root, buildDir(root))}/api/main.js`);
