import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authFlows, blogPreviews, contentPreviews, leads, rateLimits, sessions, trustedDevices } from '../db/schema/index';
import { purgeOldAuditEvents } from './audit';
import { purgeExpiredPreviews } from './document-previews';
import { purgeUsedSubscriptionTokens } from './subscription-tokens';
import { purgeOldWebhookDeliveries } from './webhooks';

export interface PurgeOptions {
  /** AUDIT_RETENTION_DAYS: audit log entries older than this go. */
  auditRetentionDays: number;
}

/**
 * Drops expired sessions, sign-in ceremonies (auth_flows) and device cookies, spent rate-limit and sign-in windows, audit entries past their retention,
 * preview links of posts and content items 30 days after they expired (decision 050), webhook deliveries finished over 30 days ago (decision 062),
 * and newsletter confirmation links used over 30 days ago (decision 080: kept that long so a second open still says "subscribed").
 */
export async function purgeExpired(db: Db, opts: PurgeOptions): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.delete(authFlows).where(lt(authFlows.expiresAt, new Date()));
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, new Date()));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
  await purgeOldAuditEvents(db, opts.auditRetentionDays);
  await purgeExpiredPreviews(db, [blogPreviews, contentPreviews]);
  await purgeOldWebhookDeliveries(db);
  await purgeUsedSubscriptionTokens(db);
}

/** LEAD_RETENTION_DAYS: deletes leads older than that (notes and history go with them). */
export async function purgeOldLeads(db: Db, retentionDays: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - retentionDays * 86_400_000);
  const gone = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id });
  return gone.length;
}
