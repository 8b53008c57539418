import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits, sessions, trustedDevices } from '../db/schema/index';
import { purgeOldAuditEvents } from '../repositories/audit';

export interface PurgeOptions {
  /** AUDIT_RETENTION_DAYS: audit log entries older than this go. */
  auditRetentionDays: number;
}

/** Drops expired sessions and device cookies, spent rate-limit and sign-in windows, and audit entries past their retention. */
export async function purgeExpired(db: Db, opts: PurgeOptions): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, new Date()));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
  await purgeOldAuditEvents(db, opts.auditRetentionDays);
}

/** Runs purgeExpired now and then; the timer never keeps the process alive. */
export function schedulePurge(db: Db, opts: PurgeOptions, log: (err: unknown) => void, everyMs = 15 * 60_000): () => void {
  const run = () => purgeExpired(db, opts).catch(log);
  const timer = setInterval(run, everyMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
