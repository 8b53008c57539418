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
import { createResilientPool, type PoolLogger } from './pg-pool';
import { trackQueue } from './queue-stats';
import { tracePgliteCalls } from './traced-pglite';
import { untilDatabaseAnswers, type WaitLogger } from './wait-for-database';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's files as a gzipped tarball, taken between two statements (PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
  /** Embedded database in its thread only: since when it has been busy without a break (PgliteThread.busySince). */
  busySince?: () => number | null;
  /** PostgreSQL server only: milliseconds the server has been out of reach, null while it answers. */
  awayForMs?: () => number | null;
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
  /** PostgreSQL server only: how long a connection attempt and a statement may take (decision 025). */
  timeouts?: { connectMs: number; statementMs: number };
  /** Where the outage and the start-up's waiting are reported. */
  logger?: PoolLogger & WaitLogger;
}

const DEFAULT_TIMEOUTS = { connectMs: 3000, statementMs: 4000 };

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const folder = opts.migrate === false ? '' : migrationsFolder();
  if (opts.databaseUrl) {
    const { connectMs, statementMs } = opts.timeouts ?? DEFAULT_TIMEOUTS;
    const resilient = createResilientPool({
      connectionString: opts.databaseUrl,
      connectTimeoutMs: connectMs,
      statementTimeoutMs: statementMs,
      logger: opts.logger,
    });
    const db = drizzlePg(resilient.pool, { schema }) as unknown as Db;
    const { pool } = resilient;
    trackQueue(db, () => ({ waiting: pool.waitingCount, active: pool.totalCount - pool.idleCount }));
    if (folder) await untilDatabaseAnswers('migrations', () => migrateOnce(opts.databaseUrl!, connectMs, folder), opts.logger);
    return { db, kind: 'postgres', awayForMs: resilient.breaker.awayForMs, close: () => resilient.close() };
  }
  if (opts.pglite) {
    // An already-open PGlite (tests): it runs on this thread.
    const client = tracePgliteCalls(opts.pglite);
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
  trackQueue(db, () => thread.queueStats());
  return { db, kind: 'pglite', dumpDataDir: () => thread.dumpDataDir(), busySince: () => thread.busySince(), close: () => thread.close() };
}

/**
 * Several app processes may start together: one migrates, the others wait. On a connection of its
 * own, without the pool's statement timeout: a migration, or the wait for another's, may be long.
 */
async function migrateOnce(databaseUrl: string, connectMs: number, folder: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectMs });
  // A connection lost here fails the query in flight, which the caller retries; the event itself must not kill the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(872346)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
  } finally {
    await client.end().catch(() => undefined);
  }
}
