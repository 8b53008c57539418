// Writes straight into a stopped server's embedded database (its PGlite data directory), for benches
// that seed more rows than the API could write in reasonable time.
import { PGlite } from '@electric-sql/pglite';
// The migrations create pg_trgm (0014): every open of a migrated database loads it (server/db/pglite-open.ts).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Opens `pgdata`, hands `fill` a function that runs SQL text on it, then checkpoints and closes.
 * @param {string} pgdata
 * @param {(exec: (sql: string) => Promise<unknown>) => Promise<void>} fill
 */
export async function fillDataDir(pgdata, fill) {
  const db = await PGlite.create(pgdata, { extensions: { pg_trgm } });
  try {
    await fill((sql) => db.exec(sql));
    await db.exec('CHECKPOINT');
  } finally {
    await db.close();
  }
}
