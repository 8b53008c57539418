import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** One row, rewritten by /api/health: proof that the database still accepts writes. */
export const heartbeat = pgTable('heartbeat', {
  id: integer('id').primaryKey(),
  beatAt: timestamp('beat_at', { withTimezone: true, mode: 'date' }).notNull(),
});
