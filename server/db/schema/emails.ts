import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

export const EMAIL_STATUSES = ['outbox', 'sent', 'retrying', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Every message the site sends or would send. Without SMTP_URL a message stays here ('outbox')
 * for admins to read; with it, the row records the delivery: 'sent', 'retrying' (the last try
 * failed, another is due) or 'failed' (refused for good, or given up after 24 h; an admin may retry).
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The RFC 5322 Message-ID, derived from what the message is about: a resend carries the same one. */
    messageId: text('message_id').notNull().unique(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('emails_created_idx').on(t.createdAt)],
);

export type EmailRow = typeof emails.$inferSelect;
