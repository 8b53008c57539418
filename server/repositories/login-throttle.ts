import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { createRateLimitsRepository } from './rate-limits';
import { rateLimits } from '../db/schema/index';

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMinutes: number;
}

/**
 * Who is signing in: an untrusted client is its (email, ip); a trusted device is itself alone.
 * Second-factor codes (decision 020) are counted per account, or per trusted device of it, and
 * never start over with a correct password: knowing the password buys no more code guesses.
 */
export type LoginClient =
  { kind: 'untrusted'; email: string; ip: string } | { kind: 'device'; deviceId: string } | { kind: 'code'; userId: string; deviceId: string | null };

/** A refused attempt names the counter that refused it (`limit`): one lock-out, one entry in the audit log. */
export type LoginAttempt = { allowed: true; keys: string[] } | { allowed: false; retryAfterSeconds: number; limit: string };

const PREFIX = 'login|';

/**
 * Sign-in attempts are counted in the shared fixed-window counters (rate_limits) BEFORE the password
 * is checked: each counter is incremented under its row lock and the attempt only goes on when every
 * counter is still within its limit, so parallel guesses cannot all slip past a count that is read
 * first and written after the slow hash. A refused attempt is rolled back and counts for nothing.
 *
 * Limits (docs/decisions/008-device-cookies.md): an untrusted client at maxFailures per (email, ip),
 * 5x per ip (spraying many accounts), 10x per account from any ips; a trusted device at maxFailures
 * against itself only. A success takes its attempt back, so the counters count failures.
 */
export function createLoginThrottle(db: Db, opts: LoginThrottleOptions) {
  const windowMs = opts.windowMinutes * 60_000;
  const limitsFor = (client: LoginClient): [string, number][] =>
    client.kind === 'code'
      ? [[client.deviceId ? `${PREFIX}code|device|${client.deviceId}` : `${PREFIX}code|user|${client.userId}`, opts.maxFailures]]
      : client.kind === 'device'
        ? [[`${PREFIX}device|${client.deviceId}`, opts.maxFailures]]
        : [
            [`${PREFIX}pair|${client.email}|${client.ip}`, opts.maxFailures],
            [`${PREFIX}ip|${client.ip}`, opts.maxFailures * 5],
            [`${PREFIX}account|${client.email}`, opts.maxFailures * 10],
          ];

  class Refused extends Error {
    constructor(
      readonly retryAfterSeconds: number,
      readonly limit: string,
    ) {
      super('refused');
    }
  }

  return {
    async begin(client: LoginClient): Promise<LoginAttempt> {
      const limits = limitsFor(client);
      try {
        // Always the same key order (pair, ip, account): concurrent attempts cannot deadlock.
        await db.transaction(async (tx) => {
          for (const [key, max] of limits) {
            const { count, ttlMs } = await createRateLimitsRepository(tx).hit(key, windowMs);
            if (count > max) throw new Refused(Math.max(1, Math.ceil(ttlMs / 1000)), key);
          }
        });
      } catch (err) {
        if (err instanceof Refused) return { allowed: false, retryAfterSeconds: err.retryAfterSeconds, limit: err.limit };
        throw err;
      }
      return { allowed: true, keys: limits.map(([key]) => key) };
    },

    /** A correct password: the attempt is not a failure. The (email, ip) or device counter starts over. */
    async succeeded(attempt: { keys: string[] }): Promise<void> {
      const [own, ...shared] = attempt.keys;
      if (own) await db.delete(rateLimits).where(inArray(rateLimits.key, [own]));
      if (shared.length)
        await db
          .update(rateLimits)
          .set({ count: sql`greatest(0, ${rateLimits.count} - 1)` })
          .where(inArray(rateLimits.key, shared));
    },

    /**
     * True for the first refusal by a counter in its lock-out, false for the rest of it: the audit log
     * records a lock-out once, not every attempt refused during it (which a script can repeat at will).
     * Keyed by the refusing counter, so an address spraying many accounts is one lock-out, not one per account.
     */
    async firstRefusal(refused: { limit: string; retryAfterSeconds: number }): Promise<boolean> {
      const key = `${PREFIX}locked|${refused.limit.slice(PREFIX.length)}`;
      const retryAfterSeconds = refused.retryAfterSeconds;
      const result = await db.execute(
        sql`insert into rate_limits (key, count, reset_at)
            values (${key}, 1, now() + ${retryAfterSeconds} * interval '1 second')
            on conflict (key) do update set count = 1, reset_at = excluded.reset_at
              where rate_limits.reset_at <= now()
            returning key`,
      );
      return rowsOf(result).length > 0;
    },

    windowMinutes: opts.windowMinutes,
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
