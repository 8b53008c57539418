import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Counters in `rate_limits` shared by every process on the database, each one statement under the
 * row's lock: the API's rate limits on PostgreSQL, the sign-in throttle (in its transaction), the newsletter's pace.
 */
export function createRateLimitsRepository(db: Pick<Db, 'execute'>) {
  return {
    /** Counts one hit in a fixed window of `windowMs` that starts at the first hit: the count so far and the ms left. */
    async hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
      const result = await db.execute(
        sql`insert into rate_limits (key, count, reset_at)
            values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
              reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
            returning count, greatest(0, (extract(epoch from (reset_at - now())) * 1000))::float8 as ttl`,
      );
      const [row] = rowsOf<{ count: number; ttl: number }>(result);
      return { count: Number(row!.count), ttlMs: Number(row!.ttl) };
    },

    /**
     * Takes the next slot of a queue spaced `gapMs` apart (the row's reset_at is the next free slot)
     * and moves it on: answers how long to wait for the slot taken.
     */
    async takePaceSlot(key: string, gapMs: number): Promise<number> {
      const result = await db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + ${gapMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = rate_limits.count + 1,
          reset_at = greatest(rate_limits.reset_at, now()) + ${gapMs} * interval '1 millisecond'
        returning greatest(0, extract(epoch from (reset_at - now())) * 1000 - ${gapMs})::float8 as wait_ms`);
      const [row] = rowsOf<{ wait_ms: number }>(result);
      return Number(row?.wait_ms ?? 0);
    },
  };
}
export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;

/** PostgreSQL (a pool several processes may open) rather than the embedded database (one process). */
export function sharedByProcesses(db: object): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}
