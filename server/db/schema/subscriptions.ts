import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '../../../contract/subscriptions';
import { createdAt } from './timestamps';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased and trimmed: one subscription per address. */
    email: text('email').notNull().unique(),
    createdAt: createdAt(),
    /** Double opt-in: pending until the emailed link is opened. */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    /** When the last confirmation email was queued: resends to a pending address are rate-limited. */
    confirmationSentAt: at('confirmation_sent_at'),
    /** A mail server refused the address for good (decision 065): nothing more is sent until staff reset it. */
    bouncedAt: at('bounced_at'),
    /** The server's answer, e.g. "550 5.1.1 No such user". */
    bounceReason: text('bounce_reason').notNull().default(''),
    /** Random, in every newsletter email's unsubscribe link; unsubscribing needs nothing else. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  // Newest-first pages and keyset export.
  (t) => [index('subscriptions_created_id_idx').on(t.createdAt.desc(), t.id.desc()), index('subscriptions_status_idx').on(t.status)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
