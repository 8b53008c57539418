import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { subscriptions } from './subscriptions';

/** Confirmation links: only the SHA-256 of the token is kept; a token confirms once, within its lifetime, and is then
 * marked used (not deleted), so a second open of the same link (mail scanners open links first) still answers "subscribed". */
export const subscriptionTokens = pgTable(
  'subscription_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('subscription_tokens_subscription_idx').on(t.subscriptionId)],
);
