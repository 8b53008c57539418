import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { leads } from './leads';
import { savedReplies } from './saved-replies';
import { createdAt } from './timestamps';
import { users } from './users';

/** Replies sent from the desk, with their body: the outbox may be purged, the lead keeps what was said. */
export const leadMessages = pgTable(
  'lead_messages',
  {
    id: uuid('id').primaryKey(),
    leadId: uuid('contact_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    replyTo: text('reply_to').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    messageId: text('message_id').notNull().unique(),
    savedReplyId: uuid('saved_reply_id').references(() => savedReplies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_messages_contact_idx').on(t.leadId, t.createdAt)],
);

export type LeadMessageRow = typeof leadMessages.$inferSelect;
