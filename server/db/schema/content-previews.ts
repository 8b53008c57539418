import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contentItems } from './content-items';
import { createdAt } from './timestamps';
import { users } from './users';

/** Preview links of a content item's unpublished text: only the token's sha256 is kept (as posts', decision 050). */
export const contentPreviews = pgTable(
  'content_previews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('content_previews_item_idx').on(t.itemId)],
);

export type ContentPreviewRow = typeof contentPreviews.$inferSelect;
