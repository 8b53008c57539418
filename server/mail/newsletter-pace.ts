import pg from 'pg';
import type { Db } from '../db/client';
import { createRateLimitsRepository } from '../repositories/rate-limits';

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
 * Slots taken from one row of `rate_limits`, so every process on the database shares
 * NEWSLETTER_PER_MINUTE: one statement per message takes the slot and moves it on, under the row's lock.
 */
export function sharedPacer(db: Pick<Db, 'execute'>, perMinute: number): Pacer {
  const gapMs = 60_000 / perMinute;
  const limits = createRateLimitsRepository(db);
  return async () => {
    await sleep(await limits.takePaceSlot(PACE_KEY, gapMs));
  };
}

/** Shared through PostgreSQL (several processes may send); in memory on the embedded database (one process). */
export function newsletterPacer(db: Pick<Db, 'execute'>, perMinute: number): Pacer {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? sharedPacer(db, perMinute) : localPacer(perMinute);
}
