import { count, desc } from 'drizzle-orm';
import { createGroupCommit } from '../../lib/group-commit';
import type { Subscription } from '../../../contract/subscriptions';
import type { Db } from '../../db/client';
import { subscriptions, type SubscriptionRow } from '../../db/schema/index';

export function toSubscription(row: SubscriptionRow): Subscription {
  return { _id: row.id, email: row.email, createdAt: row.createdAt.toISOString() };
}

export function createSubscriptionsRepository(db: Db) {
  return {
    /** False when the address is already subscribed. */
    async insert(email: string): Promise<boolean> {
      const rows = await db
        .insert(subscriptions)
        .values({ email })
        .onConflictDoNothing({ target: subscriptions.email })
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },
    async list(): Promise<SubscriptionRow[]> {
      return db.select().from(subscriptions).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(subscriptions);
      return row?.n ?? 0;
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
