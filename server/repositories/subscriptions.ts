import { desc } from 'drizzle-orm';
import { createGroupCommit } from '../lib/group-commit';
import { acceptedRowStamp } from '../lib/time-ordered-id';
import type { Subscription } from '../../contract/subscriptions';
import type { Db } from '../db/client';
import { subscriptions, type SubscriptionRow } from '../db/schema/index';
import { countedRows } from './row-counts';

export function toSubscription(row: SubscriptionRow): Subscription {
  return { _id: row.id, email: row.email, createdAt: row.createdAt.toISOString() };
}

export function createSubscriptionsRepository(db: Db) {
  // Each row carries the time its request was accepted (not the batch's shared now()) and a
  // time-ordered id, so newest-first stays in acceptance order inside a batch.
  const insertMany = createGroupCommit(async (items: { email: string; id: string; createdAt: Date }[]) => {
    const rows = await db
      .insert(subscriptions)
      .values(items)
      .onConflictDoNothing({ target: subscriptions.email })
      .returning({ email: subscriptions.email });
    // The same address twice in one batch: only its first request is the new subscription.
    const inserted = new Set(rows.map((r) => r.email));
    return items.map(({ email }) => inserted.delete(email));
  });
  return {
    /** False when the address is already subscribed. Resolves once committed. */
    insert(email: string): Promise<boolean> {
      return insertMany({ email, ...acceptedRowStamp() });
    },
    /** Newest first; within one millisecond the id, made in acceptance order, decides. */
    async list(): Promise<SubscriptionRow[]> {
      return db.select().from(subscriptions).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },
    /** Kept by triggers (row_counts), so the dashboard's stats never scan the table. */
    count(): Promise<number> {
      return countedRows(db, 'subscriptions');
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
