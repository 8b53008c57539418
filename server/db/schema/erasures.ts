import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { users } from './users';

/**
 * Proof that a person's data was erased: a SHA-256 of the address (not the address itself, which
 * is what was erased), how many rows went, and who did it.
 */
export const erasures = pgTable('erasures', {
  id: uuid('id').primaryKey().defaultRandom(),
  emailSha256: text('email_sha256').notNull(),
  leads: integer('contacts').notNull(),
  subscriptions: integer('subscriptions').notNull(),
  byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  byName: text('by_name').notNull(),
  createdAt: createdAt(),
});
