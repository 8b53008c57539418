import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased and trimmed: one subscription per address. */
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
