import { setImmediate as nextTurn } from 'node:timers/promises';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionStatus } from '@contract/subscriptions';
import type { Db } from '../db/client';
import { subscriptions, type SubscriptionRow } from '../db/schema/index';
import { EXPORT_CHUNK } from './export-chunks';
import { countedRows } from './row-counts';

export async function subscriptionPage(db: Db, page: number, pageSize: number, status?: SubscriptionStatus) {
  const only = status ? eq(subscriptions.status, status) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(only)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Unfiltered totals are kept by triggers (row_counts); a status filter counts its rows.
    only
      ? db
          .select({ n: count() })
          .from(subscriptions)
          .where(only)
          .then(([row]) => row?.n ?? 0)
      : countedRows(db, 'subscriptions'),
  ]);
  return { rows, total };
}

/** Every subscription, newest first, in keyset chunks (as the leads' exportChunks). */
export async function* exportSubscriptions(db: Db, chunk = EXPORT_CHUNK): AsyncGenerator<SubscriptionRow[]> {
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
    // Queued I/O (other requests and their queries) runs before the next chunk is read.
    await nextTurn();
  }
}
