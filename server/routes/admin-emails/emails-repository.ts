import { count, eq } from 'drizzle-orm';
import type { Email, EMAIL_SORT_FIELDS } from '@contract/emails';
import type { Db } from '../../db/client';
import { emails, type EmailRow } from '../../db/schema/index';
import { offsetOf, orderFor, type PageRequest } from '../../lib/paging';

type EmailStatus = Email['status'];
type EmailSortField = (typeof EMAIL_SORT_FIELDS)[number];

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
    /** One page of one status (or all), and how many messages that is. */
    async page(filter: { status?: EmailStatus }, paging: PageRequest<EmailSortField>): Promise<{ rows: EmailRow[]; total: number }> {
      const where = filter.status ? eq(emails.status, filter.status) : undefined;
      const [rows, [row]] = await Promise.all([
        db
          .select()
          .from(emails)
          .where(where)
          .orderBy(...orderFor(paging.sort, { createdAt: emails.createdAt }, emails.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(emails).where(where),
      ]);
      return { rows, total: row?.n ?? 0 };
    },

    /** Messages given up for good: what "Retry all failed" would send again. */
    async failedCount(): Promise<number> {
      const [failed] = await db.select({ n: count() }).from(emails).where(eq(emails.status, 'failed'));
      return failed?.n ?? 0;
    },
  };
}
export type EmailsRepository = ReturnType<typeof createEmailsRepository>;
