import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Row counts kept by triggers (migration lead-counters) so the staff lists never count a big table:
 * ('contacts', <status>) per lead status and ('subscriptions', '') for the subscribers.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    list: text('list').notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.key] })],
);
