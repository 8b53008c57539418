import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../lib/project-root';
import { dumpAfterCheckpoint } from './pglite-open';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's files as a gzipped tarball, taken between two statements (PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** The SQL migrations ship in the repository, read from source and from the bundle alike. */
export function migrationsFolder(): string {
  return path.join(projectRoot(), 'server/db/migrations');
}

/** Where the embedded database keeps its files under DATA_DIR. */
export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; ignored with databaseUrl. */
  dataDir?: string;
  /** An already-open PGlite (tests load a migrated template into memory). */
  pglite?: PGlite;
  /** PostgreSQL's shared_buffers for the embedded database, e.g. "16MB". */
  pgliteSharedBuffers?: string;
  migrate?: boolean;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const folder = opts.migrate === false ? '' : migrationsFolder();
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (folder) {
      // Several app processes may start together: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(872346)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(872346)').catch(() => undefined);
        client.release();
      }
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.pglite) {
    // An already-open PGlite (tests): it runs on this thread.
    const client = opts.pglite;
    if (folder) await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return { db, kind: 'pglite', dumpDataDir: () => dumpAfterCheckpoint(client), close: () => client.close() };
  }
  if (!opts.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or pglite');
  const thread = await PgliteThread.open({ dir: pgliteDataDir(opts.dataDir), sharedBuffers: opts.pgliteSharedBuffers });
  // Drizzle's PGlite driver takes anything that answers PGlite's query, exec and transaction.
  const client = thread as unknown as PGlite;
  if (folder) await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', dumpDataDir: () => thread.dumpDataDir(), close: () => thread.close() };
}
