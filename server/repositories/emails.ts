import { count, eq, sql } from 'drizzle-orm';
import type { EMAIL_SORT_FIELDS } from '@contract/emails';
import type { Db } from '../db/client';
import { emails, type EmailRow, type EmailStatus } from '../db/schema/index';
import { offsetOf, orderFor, type PageRequest } from './paging';

type EmailSortField = (typeof EMAIL_SORT_FIELDS)[number];

/** What the outbox keeps of a message (server/mail/send-mail.ts's OutgoingMail has these and more). */
export interface RecordedMail {
  messageId: string;
  kind: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** The outbox (`emails`): one row per Message-ID, every message the site sent or would have sent. */
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

    /** Where a message stands, and when it was first written; undefined before any try. */
    async statusOf(messageId: string): Promise<{ status: EmailStatus; createdAt: Date } | undefined> {
      const [row] = await db.select({ status: emails.status, createdAt: emails.createdAt }).from(emails).where(eq(emails.messageId, messageId));
      return row;
    },

    /**
     * Writes a message's row, or updates its status, error and tries when the Message-ID is known.
     * `tx`: a transaction to write in (a give-up commits with the admins' alert).
     */
    async record(mail: RecordedMail, status: EmailStatus, error: string | null, tx: Pick<Db, 'insert'> = db): Promise<void> {
      const row = {
        messageId: mail.messageId,
        kind: mail.kind,
        to: mail.to.join(', '),
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status,
        error,
        attempts: status === 'outbox' ? 0 : 1,
      };
      await tx
        .insert(emails)
        .values(row)
        .onConflictDoUpdate({
          target: emails.messageId,
          set: { status, error, attempts: sql`${emails.attempts} + ${row.attempts}`, updatedAt: new Date() },
        });
    },
  };
}
export type EmailsRepository = ReturnType<typeof createEmailsRepository>;
