import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { leads } from './leads';
import { savedReplies } from './saved-replies';
import { createdAt } from './timestamps';
import { users } from './users';

/** An incoming message's attachment as kept (decision 129): its name, type and size, never its content. */
export interface InboundAttachment {
  name: string;
  contentType: string;
  size: number;
}

/**
 * The lead's conversation: replies sent from the desk (`out`), with their body (the outbox may be
 * purged, the lead keeps what was said), and mail that came back (`in`, decision 129).
 */
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
    /** 'out' = sent from the desk; 'in' = came back (decision 129). */
    direction: text('direction', { enum: ['in', 'out'] })
      .notNull()
      .default('out'),
    /** An incoming out-of-office or other automatic answer (Auto-Submitted, X-Autoreply, Precedence: auto_reply). */
    auto: boolean('auto').notNull().default(false),
    /** Incoming: the sender's address ('' for replies sent from the desk, whose author is authorId). */
    fromAddress: text('from_address').notNull().default(''),
    /** Incoming: its HTML part, sanitised when stored ('' when it had none). */
    html: text('html').notNull().default(''),
    /** Incoming: its attachments' names, types and sizes. */
    attachments: jsonb('attachments').$type<InboundAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('lead_messages_contact_idx').on(t.leadId, t.createdAt)],
);

export type LeadMessageRow = typeof leadMessages.$inferSelect;
