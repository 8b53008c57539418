import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema/index';
import { TooManyRequestsError } from '../lib/errors';

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMinutes: number;
}

/**
 * Failed sign-ins live in the database, so every app process sees the same counts.
 * Locks: an (email, ip) pair at maxFailures; an ip at 5x (spraying many accounts);
 * an account at 10x from any ips (a distributed guess), each for the window.
 */
export function createLoginThrottle(db: Db, opts: LoginThrottleOptions) {
  const since = () => new Date(Date.now() - opts.windowMinutes * 60_000);
  const countWhere = async (where: ReturnType<typeof and>) => {
    const [row] = await db.select({ n: count() }).from(loginFailures).where(where);
    return row?.n ?? 0;
  };

  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      const after = gt(loginFailures.createdAt, since());
      const [pair, byIp, byEmail] = await Promise.all([
        countWhere(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), after)),
        countWhere(and(eq(loginFailures.ip, ip), after)),
        countWhere(and(eq(loginFailures.email, email), after)),
      ]);
      if (pair >= opts.maxFailures || byIp >= opts.maxFailures * 5 || byEmail >= opts.maxFailures * 10) {
        throw new TooManyRequestsError(
          `Too many failed sign-in attempts. Please wait ${opts.windowMinutes} minutes and try again.`,
          opts.windowMinutes * 60,
        );
      }
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values({ email, ip });
    },
    async clear(email: string, ip: string): Promise<void> {
      await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
