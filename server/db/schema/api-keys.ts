import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { users } from './users';

/** Keys integrators send as `Authorization: Bearer dk_…` (decision 069): only the sha256 of the key is kept. */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  scopes: text('scopes').array().notNull(),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedByName: text('revoked_by_name').notNull().default(''),
});

export type ApiKeyRow = typeof apiKeys.$inferSelect;
