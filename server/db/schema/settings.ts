import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './timestamps';

/** Site-wide settings admins change at run time, one row per key (e.g. 'require-two-factor'). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
