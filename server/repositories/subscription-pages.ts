import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../contract/subscriptions';
import type { Db } from '../db/client';
import { subscriptions, type SubscriptionRow } from '../db/schema/index';

export async function subscriptionPage(db: Db, page: number, pageSize: number, status?: SubscriptionStatus) {
  const only = status ? eq(subscriptions.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(only)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(subscriptions).where(only),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every subscription, newest first, in keyset chunks (see contacts' lead-export). */
export async function* exportSubscriptions(db: Db, chunk = 1000): AsyncGenerator<SubscriptionRow[]> {
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows: { row: SubscriptionRow; at: string }[] = await db
      .select({ row: subscriptions, at: sql<string>`${subscriptions.createdAt}::text` })
      .from(subscriptions)
      .where(after)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(chunk);
    if (!rows.length) return;
    yield rows.map((r) => r.row);
    const last = rows[rows.length - 1]!;
    cursor = { at: last.at, id: last.row.id };
    if (rows.length < chunk) return;
  }
}
