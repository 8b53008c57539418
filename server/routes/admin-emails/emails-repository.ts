import { count, desc, eq } from 'drizzle-orm';
import type { Email } from '@contract/emails';
import type { Db } from '../../db/client';
import { emails, type EmailRow } from '../../db/schema/index';

export function toEmail(row: EmailRow): Email {
  return {
    _id: row.id,
    messageId: row.messageId,
    kind: row.kind,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createEmailsRepository(db: Db) {
  return {
    /** Newest first. */
    async page(page: number, limit: number): Promise<{ rows: EmailRow[]; total: number; failed: number }> {
      const rows = await db
        .select()
        .from(emails)
        .orderBy(desc(emails.createdAt), desc(emails.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [row] = await db.select({ n: count() }).from(emails);
      const [failed] = await db.select({ n: count() }).from(emails).where(eq(emails.status, 'failed'));
      return { rows, total: row?.n ?? 0, failed: failed?.n ?? 0 };
    },
  };
}
export type EmailsRepository = ReturnType<typeof createEmailsRepository>;
