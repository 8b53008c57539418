import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { createGroupCommit } from '../lib/group-commit';
import { acceptedRowStamp } from '../lib/time-ordered-id';
import type { Subscription, SubscriptionCounts } from '@contract/subscriptions';
import type { Db } from '../db/client';
import { subscriptions, type SubscriptionRow } from '../db/schema/index';
import type { Executes } from '../jobs/types';
import { countedRows } from './row-counts';
import { createSubscriptionTokensRepository, type SubscriptionStatusHook } from './subscription-tokens';

export { CONFIRM_TOKEN_DAYS, type ConfirmResult } from './subscription-tokens';

/** What subscribing again did for an address already on the list. */
export type ResendOutcome = 'sent' | 'recent' | 'not-pending';

/** A pending address that subscribes again gets the confirmation again, at most this often. */
export const CONFIRMATION_RESEND_MINUTES = 5;

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    _id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    bouncedAt: row.bouncedAt?.toISOString() ?? null,
    bounceReason: row.bounceReason,
  };
}

/** Runs in the transaction that stores new (or renewed) subscriptions: queues their confirmation mail. */
export interface SubscriptionHooks {
  inTransaction(tx: Executes, subscriptionIds: string[]): Promise<void>;
  afterCommit(): void;
  /** In the transaction that confirms or ends a subscription (the subscriber.* webhooks, decision 062). */
  statusChanged?: SubscriptionStatusHook;
}

export function createSubscriptionsRepository(db: Db, hooks?: SubscriptionHooks) {
  // Each row carries the time its request was accepted (not the batch's shared now()) and a
  // time-ordered id, so newest-first stays in acceptance order inside a batch.
  const insertMany = createGroupCommit(async (items: { email: string; id: string; createdAt: Date }[]) => {
    // The same address twice in one batch: only its first request can be the new subscription.
    const firsts = [...new Map(items.map((i) => [i.email, i] as const)).values()];
    const rows = await db.transaction(async (tx) => {
      const written = await tx
        .insert(subscriptions)
        .values(firsts.map((i) => ({ ...i, confirmationSentAt: i.createdAt })))
        // An address that unsubscribed may subscribe again: pending once more, with a new confirmation.
        .onConflictDoUpdate({
          target: subscriptions.email,
          set: { status: 'pending', confirmedAt: null, unsubscribedAt: null, confirmationSentAt: sql`excluded.confirmation_sent_at` },
          setWhere: eq(subscriptions.status, 'unsubscribed'),
        })
        .returning({ id: subscriptions.id, email: subscriptions.email });
      if (written.length)
        await hooks?.inTransaction(
          tx,
          written.map((r) => r.id),
        );
      return written;
    });
    if (rows.length) hooks?.afterCommit();
    const accepted = new Map(rows.map((r) => [r.email, r.id]));
    return items.map((item) => accepted.get(item.email) !== undefined && firsts.some((f) => f === item));
  });

  return {
    // The mail links (confirm, unsubscribe) live in their own repository; callers still reach them here.
    ...createSubscriptionTokensRepository(db, hooks?.statusChanged),

    /** False when the address is already subscribed (pending or confirmed). Resolves once committed. */
    insert(email: string): Promise<boolean> {
      return insertMany({ email, ...acceptedRowStamp() });
    },

    /**
     * Queues the confirmation again for a pending address, unless one went out in the last minutes ('recent').
     * 'not-pending' for an address that is confirmed or bounced (or unknown).
     */
    async resendConfirmation(email: string): Promise<ResendOutcome> {
      const cutoff = new Date(Date.now() - CONFIRMATION_RESEND_MINUTES * 60_000);
      const outcome = await db.transaction(async (tx): Promise<ResendOutcome> => {
        const [row] = await tx
          .update(subscriptions)
          .set({ confirmationSentAt: new Date() })
          .where(
            and(
              eq(subscriptions.email, email),
              eq(subscriptions.status, 'pending'),
              or(isNull(subscriptions.confirmationSentAt), lt(subscriptions.confirmationSentAt, cutoff)),
            ),
          )
          .returning({ id: subscriptions.id });
        if (row) {
          await hooks?.inTransaction(tx, [row.id]);
          return 'sent';
        }
        const [pending] = await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(eq(subscriptions.email, email), eq(subscriptions.status, 'pending')));
        return pending ? 'recent' : 'not-pending';
      });
      if (outcome === 'sent') hooks?.afterCommit();
      return outcome;
    },

    async findById(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    /** Newest first; within one millisecond the id, made in acceptance order, decides. */
    async list(): Promise<SubscriptionRow[]> {
      return db.select().from(subscriptions).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },
    /** How many addresses are in each state (staff list's tabs). */
    async countsByStatus(): Promise<SubscriptionCounts> {
      const rows = await db.select({ status: subscriptions.status, n: count() }).from(subscriptions).groupBy(subscriptions.status);
      const counts: SubscriptionCounts = { pending: 0, confirmed: 0, unsubscribed: 0, bounced: 0 };
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },
    /** Kept by triggers (row_counts), so the dashboard's stats never scan the table. */
    count(): Promise<number> {
      return countedRows(db, 'subscriptions');
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
