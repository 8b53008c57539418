import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SUBSCRIPTION_SORT_FIELDS, SubscriptionFilter } from '@contract/subscriptions';
import type { Db } from '../db/client';
import { subscriptions, type SubscriptionRow } from '../db/schema/index';
import { offsetOf, orderFor, type PageRequest } from './paging';
import { EXPORT_CHUNK } from './export-chunks';

type SubscriptionSortField = (typeof SUBSCRIPTION_SORT_FIELDS)[number];
import { countedRows } from './row-counts';

export async function subscriptionPage(db: Db, { status }: SubscriptionFilter, paging: PageRequest<SubscriptionSortField>) {
  const only = status ? eq(subscriptions.status, status) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(only)
      .orderBy(...orderFor(paging.sort, { createdAt: subscriptions.createdAt }, subscriptions.id, ['createdAt']))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
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

/** Every subscription of the filter, newest first, in keyset chunks (as the leads' exportChunks). */
export async function* exportSubscriptions(db: Db, { status }: SubscriptionFilter, chunk = EXPORT_CHUNK): AsyncGenerator<SubscriptionRow[]> {
  const only = status ? eq(subscriptions.status, status) : undefined;
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows: { row: SubscriptionRow; at: string }[] = await db
      .select({ row: subscriptions, at: sql<string>`${subscriptions.createdAt}::text` })
      .from(subscriptions)
      .where(and(only, after))
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
