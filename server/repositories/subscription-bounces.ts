import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions, type SubscriptionRow } from '../db/schema/index';
import type { Tx } from './tx';

/**
 * Lets a bounced address receive mail again (decision 065): confirmed again if it had confirmed,
 * else pending (its next subscribe sends the confirmation). undefined: no such subscription;
 * null: it is not bounced.
 */
export async function resetBounce(
  db: Db,
  id: string,
  inTx: (tx: Tx, row: SubscriptionRow) => Promise<void>,
): Promise<SubscriptionRow | null | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({
        status: sql`case when ${subscriptions.confirmedAt} is not null then 'confirmed' else 'pending' end`,
        bouncedAt: null,
        bounceReason: '',
        // Pending again: its next subscribe sends the confirmation at once (no resend pause).
        confirmationSentAt: sql`case when ${subscriptions.confirmedAt} is not null then ${subscriptions.confirmationSentAt} end`,
      })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'bounced')))
      .returning();
    if (row) {
      await inTx(tx, row);
      return row;
    }
    const [exists] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, id));
    return exists ? null : undefined;
  });
}

/** A subscriber whose mail server refused for good becomes `bounced` (decision 065); their address, or undefined when already bounced or gone. */
export async function markSubscriptionBounced(tx: Tx, id: string, reason: string): Promise<string | undefined> {
  const [row] = await tx
    .update(subscriptions)
    .set({ status: 'bounced', bouncedAt: sql`now()`, bounceReason: reason })
    .where(and(eq(subscriptions.id, id), ne(subscriptions.status, 'bounced')))
    .returning({ email: subscriptions.email });
  return row?.email;
}
