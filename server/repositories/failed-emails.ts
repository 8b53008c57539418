import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emails, type EmailRow } from '../db/schema/index';

/** The kind of the admins' "messages could not be delivered" alert (never alerted about itself). */
export const MAIL_FAILURE_ALERT_KIND = 'mail-failure-alert';

/** Messages given up (`failed`): what the alert lists and what an admin's Retry sends again. */
export function createFailedEmailsRepository(db: Db) {
  return {
    async findById(id: string): Promise<EmailRow | undefined> {
      const [row] = await db.select().from(emails).where(eq(emails.id, id));
      return row;
    },

    /** When the last alert was first written; null before any. */
    async lastAlertAt(exceptMessageId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: emails.createdAt })
        .from(emails)
        .where(and(eq(emails.kind, MAIL_FAILURE_ALERT_KIND), ne(emails.messageId, exceptMessageId)))
        .orderBy(desc(emails.createdAt))
        .limit(1);
      return row?.at ?? null;
    },

    /** Messages marked failed after `since` (all when null), oldest first, at most `limit`, and how many in all. */
    async failedSince(since: Date | null, limit: number): Promise<{ rows: EmailRow[]; total: number }> {
      const where = and(eq(emails.status, 'failed'), ne(emails.kind, MAIL_FAILURE_ALERT_KIND), since ? gt(emails.updatedAt, since) : undefined);
      const rows = await db.select().from(emails).where(where).orderBy(asc(emails.updatedAt)).limit(limit);
      const [n] = await db.select({ n: count() }).from(emails).where(where);
      return { rows, total: n?.n ?? 0 };
    },

    /** Puts failed messages back to `retrying` (one, or every failed one); answers those changed. */
    async markForRetry(tx: Db, id?: string): Promise<EmailRow[]> {
      return tx
        .update(emails)
        .set({ status: 'retrying', updatedAt: new Date() })
        .where(and(eq(emails.status, 'failed'), id ? eq(emails.id, id) : undefined))
        .returning();
    },
  };
}
export type FailedEmailsRepository = ReturnType<typeof createFailedEmailsRepository>;
