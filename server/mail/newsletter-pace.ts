import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';

/** Waits for the next free slot: sends are spaced evenly at `perMinute`. */
export type Pacer = () => Promise<void>;

const sleep = (ms: number) => (ms >= 1 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/** Slots kept in this process's memory: every send of this process shares them. */
export function localPacer(perMinute: number): Pacer {
  const gapMs = 60_000 / perMinute;
  let next = 0;
  return async () => {
    const now = performance.now();
    const at = Math.max(now, next);
    next = at + gapMs;
    await sleep(at - now);
  };
}

const PACE_KEY = 'newsletter|pace';

/**
 * Slots taken from one row of `rate_limits` (its reset_at is the next free slot), so every process
 * on the database shares NEWSLETTER_PER_MINUTE: one statement per message takes the slot and
 * moves it on, under the row's lock.
 */
export function sharedPacer(db: Pick<Db, 'execute'>, perMinute: number): Pacer {
  const gapMs = 60_000 / perMinute;
  return async () => {
    const result = await db.execute(sql`
      insert into rate_limits (key, count, reset_at) values (${PACE_KEY}, 1, now() + ${gapMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = rate_limits.count + 1,
        reset_at = greatest(rate_limits.reset_at, now()) + ${gapMs} * interval '1 millisecond'
      returning greatest(0, extract(epoch from (reset_at - now())) * 1000 - ${gapMs})::float8 as wait_ms`);
    const [row] = (result as unknown as { rows: { wait_ms: number }[] }).rows;
    await sleep(Number(row?.wait_ms ?? 0));
  };
}

/** Shared through PostgreSQL (several processes may send); in memory on the embedded database (one process). */
export function newsletterPacer(db: Pick<Db, 'execute'>, perMinute: number): Pacer {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? sharedPacer(db, perMinute) : localPacer(perMinute);
}
