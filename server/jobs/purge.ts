import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures, rateLimits, sessions } from '../db/schema/index';

/** Drops expired sessions, old sign-in failures and spent rate-limit windows. */
export async function purgeExpired(db: Db, loginWindowMinutes: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - loginWindowMinutes * 60_000)));
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
