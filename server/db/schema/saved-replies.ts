import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps';
import { users } from './users';

/** Reply texts staff reuse, with placeholders (contract/saved-replies.ts SAVED_REPLY_FIELDS). */
export const savedReplies = pgTable('saved_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedByName: text('updated_by_name').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type SavedReplyRow = typeof savedReplies.$inferSelect;
