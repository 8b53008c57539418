import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased and trimmed: one subscription per address. */
    email: text('email').notNull().unique(),
    createdAt: createdAt(),
  },
  // Newest-first pages and keyset export.
  (t) => [index('subscriptions_created_id_idx').on(t.createdAt.desc(), t.id.desc())],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
