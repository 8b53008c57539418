import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowCounts } from '../db/schema/index';

/** The row_counts list of the leads table (a stored value: it keeps the table's SQL name). */
export const LEAD_COUNT_LIST = 'contacts';
type CountedList = typeof LEAD_COUNT_LIST | 'subscriptions';

/** Counts kept by the database's triggers (migration lead-counters): one indexed read, never a scan. */
export async function countedRows(db: Db, list: CountedList, key?: { is?: string; not?: string }): Promise<number> {
  const where = and(
    eq(rowCounts.list, list),
    key?.is !== undefined ? eq(rowCounts.key, key.is) : undefined,
    key?.not !== undefined ? ne(rowCounts.key, key.not) : undefined,
  );
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${rowCounts.n}), 0)`.mapWith(Number) })
    .from(rowCounts)
    .where(where);
  return row?.n ?? 0;
}

/** Every counted key of a list (for leads: per status). */
export async function countedByKey(db: Db, list: CountedList): Promise<Map<string, number>> {
  const rows = await db.select({ key: rowCounts.key, n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.list, list));
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}
