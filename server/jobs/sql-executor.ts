import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import { PgliteThread } from '../db/pglite-thread';
import { normalise, type RawResult } from '../db/rows';

/** What pg-boss runs its SQL through (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
}

/** A Drizzle transaction (or the database itself): anything with `execute`. */
export type Executes = Pick<Db, 'execute'>;

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
    return {
      async executeSql(text, values) {
        // stop() waits for running handlers and pg-boss's record of their end (index.ts), but a handler
        // still running after that may finish once the pool ended; pg-boss then records its end without
        // catching the refusal: an unhandled rejection. Dropped instead, answered as "0 jobs changed":
        // stop() already failed the job back to its queue, so it is retried, as after a crash.
        if (client instanceof pg.Pool && client.ending) return { rows: [{ count: '0' }], rowCount: 0 };
        return normalise(await client.query(text, values));
      },
    };
  }
  throw new Error('Jobs need the database opened by server/db/client.ts (PGlite or a pg Pool)');
}

// pg-boss records a job's end (completed, or failed back to its queue) after the handler returned and
// does not await it: a refusal there (the database lost, a full disk) was an unhandled rejection.
const UNAWAITED_JOB_END =
  /^\s*WITH (results AS \(\s*UPDATE \S+\.job\s+SET completed_on|deleted_jobs AS \(\s*DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN)/;

/**
 * Reports a failed record of a job's end to `report` and answers "0 jobs changed": the job stays
 * active until it expires and then runs again, as after a crash (handlers are idempotent).
 */
export function jobEndsReported(inner: SqlExecutor, report: (err: unknown) => void): SqlExecutor {
  return {
    executeSql(text, values) {
      const call = inner.executeSql(text, values);
      if (!UNAWAITED_JOB_END.test(text)) return call;
      return call.catch((err: unknown) => {
        report(err);
        return { rows: [{ count: '0' }], rowCount: 0 };
      });
    },
  };
}

/**
 * pg-boss's numbered parameters ($1, $2, …) as a Drizzle query, so it runs in the caller's transaction.
 * Drizzle numbers each occurrence as a parameter of its own, whose type PostgreSQL infers from that
 * one place: pg-boss's `startAfter` ($5: `right($5, 1) = 'Z'` … `CAST($5 AS timestamptz)` …
 * `CAST($5 AS interval)`) would be bound as a timestamp and refuse '30'. A string used more than
 * once is therefore passed as text everywhere, as it is when the one $5 is bound once.
 */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const uses = new Map<string, number>();
  parts.forEach((part, i) => i % 2 === 1 && uses.set(part, (uses.get(part) ?? 0) + 1));
  const chunks: SQLChunk[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) return chunks.push(sql.raw(part));
    const value = values[Number(part) - 1];
    chunks.push(typeof value === 'string' && (uses.get(part) ?? 0) > 1 ? sql`CAST(${value} AS text)` : sql.param(value));
  });
  return sql.join(chunks);
}

/** Runs pg-boss's statements inside a Drizzle transaction: the job commits or rolls back with the caller's rows. */
export function transactionExecutor(tx: Executes): SqlExecutor {
  return { executeSql: async (text, values) => normalise((await tx.execute(toDrizzleSql(text, values))) as RawResult) };
}
