import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits, sessions, trustedDevices } from '../db/schema/index';

/** Drops expired sessions and device cookies, and spent rate-limit and sign-in windows. */
export async function purgeExpired(db: Db, _loginWindowMinutes?: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, new Date()));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
}

/** Runs purgeExpired now and then; the timer never keeps the process alive. */
export function schedulePurge(db: Db, loginWindowMinutes: number, log: (err: unknown) => void, everyMs = 15 * 60_000): () => void {
  const run = () => purgeExpired(db, loginWindowMinutes).catch(log);
  const timer = setInterval(run, everyMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
