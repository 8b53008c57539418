// `npm start`: build when missing or stale (quietly: its warnings would bury the first admin's
// password), then run the server in this same process.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildDir } from './build-stamp.mjs';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildIfStale({ quiet: true });
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
// Traces (decision 068): the SDK must patch node:http before the server's modules load; nothing is loaded without the variable.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import(pathToFileURL(path.join(buildDir(root), 'api/telemetry.js')).href);
await import(pathToFileURL(path.join(buildDir(root), 'api/main.js')).href);
