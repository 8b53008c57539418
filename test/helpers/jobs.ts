import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';

/** Jobs due now or running, the recurring sweeps' own runs and pg-boss's timekeeping aside. */
const due = sql`SELECT count(*)::int AS n FROM pgboss.job
  WHERE name NOT LIKE '\_\_pgboss%' AND name NOT IN (SELECT name FROM pgboss.schedule)
  AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`;

const dueCount = async (db: Db) => Number(((await db.execute(due)) as unknown as { rows: { n: unknown }[] }).rows[0]?.n);

/**
 * Resolves once no job is due or running, twice in a row (a job may queue another as it ends): every
 * mail a change queued has then gone out, so "no second message" can be checked now, not after a sleep.
 */
export async function untilJobsSettle(db: Db, timeout = 15_000): Promise<void> {
  await expect.poll(async () => (await dueCount(db)) + (await new Promise((r) => setTimeout(r, 50)).then(() => dueCount(db))), { timeout }).toBe(0);
}
