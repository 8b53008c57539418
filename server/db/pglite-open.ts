import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Opens the embedded database with settings for a small server (docs/decisions/013-embedded-database-operations.md).
 * PostgreSQL's default shared_buffers (128 MB) is most of PGlite's resident memory, and a site's
 * working set is a few megabytes; PGLITE_SHARED_BUFFERS raises it on a larger machine.
 */
export const DEFAULT_SHARED_BUFFERS = '16MB';

export function pgliteStartParams(sharedBuffers = DEFAULT_SHARED_BUFFERS): string[] {
  // One backend ever runs (single-user mode): shared memory sized for PostgreSQL's 100 connections is waste.
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`, '-c', 'max_connections=10'];
}

/**
 * The extensions the migrations create (0014: pg_trgm for the lead search; 0032: btree_gist for the
 * bookings' no-overlap constraint). Every PGlite.create of a
 * migrated database must load them, or a query on the trigram index fails: restore, tests and benches too.
 */
export const pgliteExtensions = { pg_trgm, btree_gist };

// initdb runs in a second WebAssembly instance whose memory the process keeps after it ends
// (about 500 MB resident): a short-lived child does it, and its memory goes back with it. It runs no
// migration, so it needs no extension.
const INIT_SCRIPT = `
const [url, dir, params] = process.argv.slice(1);
const { PGlite } = await import(url);
const db = await PGlite.create(dir, { startParams: JSON.parse(params) });
await db.close();
`;

function pgliteModuleUrl(): string | null {
  try {
    return import.meta.resolve('@electric-sql/pglite');
  } catch {
    return null; // a test runner without import.meta.resolve: initdb in this process instead
  }
}

async function initInChildProcess(dir: string, startParams: string[]): Promise<void> {
  const url = pgliteModuleUrl();
  if (!url) return;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INIT_SCRIPT, url, dir, JSON.stringify(startParams)], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

export async function openPglite(dir: string, sharedBuffers?: string): Promise<PGlite> {
  const startParams = pgliteStartParams(sharedBuffers);
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(`${dir}/PG_VERSION`)) await initInChildProcess(dir, startParams);
  return PGlite.create(dir, { startParams, extensions: pgliteExtensions });
}

/** The database's files as a gzipped tarball, checkpointed first so a restore has little WAL to replay. */
export async function dumpAfterCheckpoint(db: PGlite): Promise<Blob> {
  await db.exec('CHECKPOINT');
  return db.dumpDataDir('gzip');
}
