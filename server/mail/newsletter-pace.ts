import type { Repositories } from '../repositories/index';

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
export function sharedPacer(repos: Pick<Repositories, 'rateLimits'>, perMinute: number): Pacer {
  const gapMs = 60_000 / perMinute;
  return async () => {
    await sleep(await repos.rateLimits.takePaceSlot(PACE_KEY, gapMs));
  };
}

/** Shared through PostgreSQL (several processes may send); in memory on the embedded database (one process). */
export function newsletterPacer(repos: Pick<Repositories, 'rateLimits' | 'queries'>, perMinute: number): Pacer {
  return repos.queries.sharedByProcesses() ? sharedPacer(repos, perMinute) : localPacer(perMinute);
}
