import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import { PgliteThread } from '../db/pglite-thread';

/** What pg-boss runs its SQL through (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
}

/** A Drizzle transaction (or the database itself): anything with `execute`. */
export type Executes = Pick<Db, 'execute'>;

interface RawResult {
  rows?: unknown[];
  rowCount?: number | null;
  affectedRows?: number;
}

const normalise = (r: RawResult) => ({ rows: r.rows ?? [], rowCount: r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0 });

/**
 * pg-boss's own connection, on the app's database client: PGlite runs statements without
 * parameters through `exec` (pg-boss creates and migrates its schema with multi-statement SQL,
 * which the extended protocol refuses); a pg Pool takes both forms through `query`.
 */
export function clientExecutor(db: Db): SqlExecutor {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite || client instanceof PgliteThread) {
    return {
      async executeSql(text, values) {
        if (!values?.length) {
          const results = await client.exec(text);
          return normalise(results[results.length - 1] ?? {});
        }
        return normalise(await client.query(text, values));
      },
    };
  }
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return { executeSql: async (text, values) => normalise(await client.query(text, values)) };
  }
  throw new Error('Jobs need the database opened by server/db/client.ts (PGlite or a pg Pool)');
}

/** pg-boss's numbered parameters ($1, $2, …) as a Drizzle query, so it runs in the caller's transaction. */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQLChunk[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1])));
  return sql.join(chunks);
}

/** Runs pg-boss's statements inside a Drizzle transaction: the job commits or rolls back with the caller's rows. */
export function transactionExecutor(tx: Executes): SqlExecutor {
  return { executeSql: async (text, values) => normalise((await tx.execute(toDrizzleSql(text, values))) as RawResult) };
}
