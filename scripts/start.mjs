// `npm start`: build when missing or stale, then run the server in this same process.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildDir } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await import('./build-if-stale.mjs');
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(buildDir(root), 'api/main.js')).href);
