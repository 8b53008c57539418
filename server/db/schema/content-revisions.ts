import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { contentItems } from './content-items';
import { createdAt } from './timestamps';
import { users } from './users';

/** One row per explicit write of a content item: its whole state then, who wrote it (decision 072). */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid('id').primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** draft | published | unpublished | discarded | restored | sample */
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    pending: jsonb('pending').$type<Record<string, unknown>>(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_revisions_item_idx').on(t.itemId, t.createdAt.desc(), t.id.desc())],
);

export type ContentRevisionRow = typeof contentRevisions.$inferSelect;
