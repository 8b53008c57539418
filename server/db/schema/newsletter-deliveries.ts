import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { newsletterSends } from './newsletter-sends';
import { subscriptions } from './subscriptions';

/**
 * pending → sending (claimed, committed before the SMTP call) → sent | failed | skipped (the address
 * unsubscribed after the send was stored). A kill between the SMTP call and 'sent' leaves 'sending':
 * that one message goes out again, with the same Message-ID.
 */
export const NEWSLETTER_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

/** One recipient of one newsletter send. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sendId: uuid('send_id')
      .notNull()
      .references(() => newsletterSends.id, { onDelete: 'cascade' }),
    /** Null for a test send (the staff member's own address). */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: NEWSLETTER_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** The job that claimed it: a retry of that job (after a crash) takes its claims back at once. */
    claimedBy: text('claimed_by'),
    /** When a worker claimed it; a claim older than the lease is taken for lost. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('newsletter_deliveries_send_subscription_key').on(t.sendId, t.subscriptionId),
    index('newsletter_deliveries_send_status_idx').on(t.sendId, t.status),
  ],
);

export type NewsletterDeliveryRow = typeof newsletterDeliveries.$inferSelect;
